import path from 'node:path';
import type { Diagnostic } from '../common/schema/diagnostic.ts';
import type { Db, SearchIndexEntry } from '../common/schema/db.ts';
import { createDiagnostic } from './messages/catalogue.ts';
import type { CompiledPage } from './shared/compiled-page.ts';
import { compileChangedPages } from './compile-changed-pages.ts';
import { PageCache } from './shared/page-cache.ts';
import { createMarkdown } from './transform/markdown.ts';
import { listFiles } from './read/list-files.ts';
import { listPageFiles } from './read/page-files.ts';
import { loadNavigation, type LoadedNavigation } from './read/load-navigation.ts';
import { placePages } from './read/place-pages.ts';
import { PAGES_DIR, PUBLIC_DIR, routeOfFile } from './read/page-route.ts';
import { ImageSizeCache } from './read/measure-image.ts';
import type { ImageSize } from './shared/image-size.ts';
import { loadFacts, placeholderTexts } from './read/load-facts.ts';
import { loadSearchVocabulary } from './read/load-search-vocabulary.ts';
import { dataDigest, loadClinicData, type ClinicData, type LoadedClinicData } from './read/load-clinic-data.ts';
import { loadNews, NEWS, publishNews, type PublishedNews } from './read/load-news.ts';
import type { LoadedCollection } from './read/load-collection.ts';
import { COLLECTION_PICTURES } from '../common/images/collection-pictures.ts';
import type { NewsEntryFile } from '../common/schema/clinic-data/news.ts';
import { buildDate } from './read/build-date.ts';
import { resolveSequences, type ResolvedSequence } from './read/resolve-sequences.ts';
import { SHELL_ROUTES } from '../common/routes/shell-routes.ts';
import { placeholderPictures } from './check/placeholder-pictures.ts';
import { checkPictureWidth } from './check/check-picture-width.ts';
import type { PictureSlotName } from '../common/images/picture-slots.ts';
import type { Threads } from './threads/compile-pool.ts';
import { checkPublicFiles } from './check/check-public-files.ts';
import { SiteChecker } from './check/check-site.ts';
import { SearchVocabularyChecker } from './check/check-search-vocabulary.ts';
import type { SampleValue } from './shared/sample-values.ts';
import { serialisePages } from './emit/serialise-pages.ts';
import { assembleDb } from './emit/assemble-db.ts';
import type { PageJson } from './shared/serialised-page.ts';

export interface BuildResult {
  /** db.json as encoded pieces to write in order, or undefined when there are errors */
  dbChunks: readonly Buffer[] | undefined;
  /** the text of db.json (joined on first use), or undefined when there are errors */
  readonly dbJson: string | undefined;
  /**
   * the same data as objects (shared with the builder's cache: read, never change them), or
   * undefined when there are errors — what `npm start` serves from memory (tooling/README.md, «The live preview»)
   */
  db: Db | undefined;
  diagnostics: Diagnostic[];
  pageCount: number;
  /** files compiled in this run (the others came from the cache) */
  compiledCount: number;
  /** the sample values the content still holds (errors too with `release`) */
  samples: SampleValue[];
}

interface BuildProgress {
  (done: number, total: number): void;
}

export interface BuildOptions {
  onProgress?: BuildProgress;
  /**
   * Content-relative paths known to have changed since the last build (watch mode). Pages not in
   * the set are taken from the cache without touching the disk; without it every file is checked.
   */
  changed?: ReadonlySet<string>;
  /** the release check: every sample value is an error (`check --release`, the production build) */
  release?: boolean;
  /** which threads compile the pages (compile-pool.ts); by default two from a few hundred pages on */
  threads?: Threads;
  /**
   * the day the build publishes for, YYYY-MM-DD: a news item dated later is checked but not
   * published (load-news.ts); by default BUILD_DATE, else today in the clinic's time zone
   */
  today?: string;
}

/**
 * Builds the content folder into db.json: reads, compiles (compile-changed-pages.ts), checks
 * across pages (check/check-site.ts), serialises and assembles (emit/). Keeps each compiled page
 * keyed by its file's mtime and size (page-cache.ts), so a second build (watch mode) re-parses only
 * changed files. Given the changed paths, it also keeps what they cannot have changed: the public
 * folder's listing and checks (no file under public/ changed), the navigation (none under
 * navigation/), and each unchanged page's link checks while every route and heading id and every
 * public file are as before.
 */
export class ContentBuilder {
  private readonly md = createMarkdown();
  private readonly cache = new PageCache();
  private readonly imageSizes = new ImageSizeCache();
  private readonly siteChecker = new SiteChecker();
  private readonly vocabularyChecker = new SearchVocabularyChecker();
  /** the facts and data files' text the cached pages were compiled with (null: not read yet) */
  private inputsSource: string | null = null;
  /** the clinic's data files as the last build read them */
  private clinicData: LoadedClinicData | undefined;
  /** the news items' frontmatter as the last build read it, with the facts' text it was read with */
  private news: { collection: LoadedCollection<NewsEntryFile>; factsSource: string | undefined } | undefined;
  /** stand-ins while the facts file is broken: its own problems are reported, not each use */
  private factTexts: ReadonlyMap<string, string> = new Map();
  /** the public folder as the last build found it, with the placeholder pictures it holds */
  private publicFolder: { files: string[]; diagnostics: Diagnostic[]; placeholders: SampleValue[] } | undefined;
  private navigation: LoadedNavigation | undefined;

  constructor(readonly contentDir: string) {}

  async build(options: BuildOptions = {}): Promise<BuildResult> {
    try {
      return await this.buildOnce(options);
    } catch (error) {
      // a build that failed half-way may have seen changes it did not record: look again next time
      this.publicFolder = undefined;
      this.navigation = undefined;
      this.siteChecker.forget();
      this.inputsSource = null;
      this.clinicData = undefined;
      this.news = undefined;
      throw error;
    }
  }

  private async buildOnce(options: BuildOptions): Promise<BuildResult> {
    const { onProgress, release = false, threads } = options;
    let { changed } = options;
    const diagnostics: Diagnostic[] = [];
    const facts = await loadFacts(this.contentDir);
    diagnostics.push(...facts.diagnostics);
    // read on every build, like the facts: a small file, and only the db's head and one check use it
    const search = await loadSearchVocabulary(this.contentDir);
    diagnostics.push(...search.diagnostics);
    if (this.clinicData === undefined || changed === undefined || [...changed].some((file) => file.startsWith('data/'))) {
      this.clinicData = await loadClinicData(this.contentDir);
    }
    const clinicData = this.clinicData;
    diagnostics.push(...clinicData.diagnostics);
    // the news items' frontmatter may use the facts (`{{name}}`) like any page's
    if (
      this.news === undefined ||
      changed === undefined ||
      this.news.factsSource !== facts.source ||
      [...changed].some((file) => file.startsWith(`${NEWS.folder}/`))
    ) {
      this.news = { collection: await loadNews(this.contentDir, facts.facts?.texts ?? placeholderTexts()), factsSource: facts.source };
    }
    const news = publishNews(this.news.collection, options.today ?? buildDate());
    diagnostics.push(...news.diagnostics);
    const data = withNews(clinicData.data, this.news.collection, news);
    // what the lists show of the news, not their text: a news item's text edited compiles that page alone
    const inputsSource = `${facts.source ?? ''}\0${clinicData.source}\0${JSON.stringify(news.items)}`;
    if (inputsSource !== this.inputsSource) {
      // any page may use any fact or show any data: a changed facts or data file compiles every page again
      this.inputsSource = inputsSource;
      this.factTexts = facts.facts?.texts ?? placeholderTexts();
      this.cache.clear();
      changed = undefined;
    }
    const files = await listPageFiles(this.contentDir, this.cache.files(), changed);
    if (files.length === 0) {
      diagnostics.push(createDiagnostic('content-dir-missing', { dir: path.join(this.contentDir, PAGES_DIR) }, { file: PAGES_DIR, line: 1 }));
    }

    const touched = (folder: string) => changed === undefined || [...changed].some((file) => file === folder || file.startsWith(`${folder}/`));
    const publicChanged = touched(PUBLIC_DIR);
    if (publicChanged) this.cache.forgetPictureSizes();
    this.cache.keepOnly(new Set(files));
    const imageSize = (src: string) => this.imageSize(src);
    const context = { contentDir: this.contentDir, md: this.md, facts: this.factTexts, data, cache: this.cache, imageSize };
    const { pages: compiled, compiledCount } = await compileChangedPages(context, files, changed, diagnostics, onProgress, threads);
    const pages: { route: string; page: CompiledPage }[] = [];
    files.forEach((file, index) => {
      const page = compiled[index];
      if (page !== undefined) pages.push({ route: routeOfFile(file)!, page });
    });

    if (publicChanged || this.publicFolder === undefined) this.publicFolder = await this.readPublicFolder();
    // a changed facts file made `changed` undefined above: the navigation is read again with them
    if (touched('navigation') || this.navigation === undefined) this.navigation = await loadNavigation(this.contentDir, facts);
    // the pages that choose their sidebar group in their frontmatter join it (place-pages.ts)
    const placed = placePages(this.navigation, pages);
    diagnostics.push(...placed.diagnostics);
    const navigation = placed.navigation;
    const sequences = navigation.navigation === undefined ? [] : resolveSequences(navigation.navigation.sequences, { news: news.items });
    const checked = this.siteChecker.check({
      pages,
      publicFolder: this.publicFolder,
      publicChanged,
      imageSize: this.measureOncePerBuild(!publicChanged),
      navigation,
      dataSamples: [...(facts.facts?.samples ?? []), ...clinicData.samples, ...this.publicFolder.placeholders],
      release,
      // with a navigation file broken, what the navigation reaches is unknown: no page is reported unreached
      ...(navigation.navigation === undefined ? {} : { roots: rootRoutes(navigation, sequences) }),
      unpublished: news.scheduled,
    });
    diagnostics.push(...checked.diagnostics);
    diagnostics.push(...checkDataPictures(clinicData.pictures, new Set(this.publicFolder.files), imageSize, COLLECTION_PICTURES.staff.slot));
    // a news item's picture that is missing is reported by its page; here only its width
    diagnostics.push(...news.pictures.flatMap((picture) => checkPictureWidthAt(picture, imageSize, COLLECTION_PICTURES.news.slot)));

    let pageJson = new Map<string, PageJson>();
    if (!diagnostics.some((diagnostic) => diagnostic.severity === 'error')) {
      const serialised = serialisePages(checked.byRoute, this.cache, imageSize);
      pageJson = serialised.json;
      diagnostics.push(...serialised.diagnostics);
      const pagesIndexed = [...pageJson.values()].map((json) => ({
        key: json,
        entry: () => JSON.parse(json.searchIndexEntry.toString('utf8')) as SearchIndexEntry,
      }));
      diagnostics.push(...this.vocabularyChecker.check(search.vocabulary, pagesIndexed));
    }

    diagnostics.sort(compareDiagnostics);
    const failed = diagnostics.some((diagnostic) => diagnostic.severity === 'error');
    const assembled =
      failed || navigation.navigation === undefined
        ? undefined
        : assembleDb(
            [...checked.byRoute].map(([route, page]) => ({ route, frontmatter: page.frontmatter!, json: pageJson.get(route)! })),
            navigation.navigation,
            sequences,
            search.vocabulary.groups,
          );
    return buildResult(assembled, { diagnostics, pageCount: checked.byRoute.size, compiledCount, samples: checked.samples });
  }

  private async readPublicFolder(): Promise<{ files: string[]; diagnostics: Diagnostic[]; placeholders: SampleValue[] }> {
    const publicDir = path.join(this.contentDir, PUBLIC_DIR);
    const files = await listFiles(publicDir);
    return { files, diagnostics: checkPublicFiles(publicDir, files, PUBLIC_DIR), placeholders: placeholderPictures(publicDir, files, PUBLIC_DIR) };
  }

  private imageSize(asset: string, unchanged = false): ImageSize | undefined {
    return this.imageSizes.measure(path.join(this.contentDir, PUBLIC_DIR, asset), unchanged);
  }

  /** each picture measured once per build, and without touching the disk while public/ is unchanged */
  private measureOncePerBuild(unchanged: boolean): (asset: string) => ImageSize | undefined {
    const sizes = new Map<string, ImageSize | undefined>();
    return (asset) => {
      if (!sizes.has(asset)) sizes.set(asset, this.imageSize(asset, unchanged));
      return sizes.get(asset);
    };
  }
}

/** the clinic's data with the news items this build publishes, for the blocks that list them */
function withNews(data: ClinicData, collection: LoadedCollection<NewsEntryFile>, news: PublishedNews): ClinicData {
  // no news file: a block listing them says so; files that all failed their schema are reported at them
  if (collection.entries.length === 0) return collection.fileCount === 0 ? data : { ...data, broken: [...data.broken, 'news'] };
  return { values: { ...data.values, news: news.items }, broken: data.broken, digests: { ...data.digests, news: dataDigest(news.items) } };
}

/** where a visitor starts: the home page, the app's frame, and every route of the navigation and its sequences */
function rootRoutes(navigation: LoadedNavigation, sequences: readonly ResolvedSequence[]): string[] {
  return [...Object.values(SHELL_ROUTES), ...navigation.routes.map(({ route }) => route), ...sequences.flatMap((sequence) => sequence.routes)];
}

/** each picture a data file names (a worker's photo) is a file of content/public, and not narrower than where it shows */
function checkDataPictures(
  pictures: LoadedClinicData['pictures'],
  publicFiles: ReadonlySet<string>,
  sizeOf: (src: string) => ImageSize | undefined,
  shownIn: PictureSlotName,
): Diagnostic[] {
  return pictures.flatMap((picture) =>
    publicFiles.has(picture.src.replace(/^\//, ''))
      ? checkPictureWidthAt(picture, sizeOf, shownIn)
      : [createDiagnostic('image-missing', { src: picture.src, problem: 'absent' }, { file: picture.file, line: picture.line })],
  );
}

function checkPictureWidthAt(
  picture: LoadedClinicData['pictures'][number],
  sizeOf: (src: string) => ImageSize | undefined,
  shownIn: PictureSlotName,
): Diagnostic[] {
  const size = sizeOf(picture.src);
  return size === undefined ? [] : checkPictureWidth(picture.src, size, shownIn, { file: picture.file, line: picture.line });
}

/** the result, with db.json's objects and text made on first use (a worker's page is then read back from its JSON) */
function buildResult(assembled: ReturnType<typeof assembleDb> | undefined, fields: Omit<BuildResult, 'dbChunks' | 'dbJson' | 'db'>): BuildResult {
  const dbChunks = assembled?.chunks;
  let text: string | undefined;
  let db: Db | undefined;
  return {
    dbChunks,
    get db() {
      if (assembled !== undefined) db ??= assembled.db();
      return db;
    },
    get dbJson() {
      if (dbChunks !== undefined) text ??= Buffer.concat(dbChunks).toString('utf8');
      return text;
    },
    ...fields,
  };
}

function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  if (a.line !== b.line) return a.line - b.line;
  return (a.column ?? 0) - (b.column ?? 0);
}
