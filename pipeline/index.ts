// The content compiler's face: what the rest of the repository (tooling/, bench/, scripts/) may
// use of it. The stage folders behind it can move and split without their callers changing;
// eslint.config.js refuses an import past this file. Tests import the units they test directly.

// a build, a watch, and what they write
export { ContentBuilder, type BuildResult } from './build.ts';
export { watchContent, type Built } from './watch.ts';
export { emitBuild } from './emit/emit.ts';

// one page, as the web editor's preview and the benchmarks compile it
export { compilePage } from './transform/compile-page.ts';
export { createMarkdown } from './transform/markdown.ts';
export { BLOCKS, BLOCKS_BY_NAME } from './blocks/index.ts';

// the content's files, as the Vite plugins and the web editor read them
export { PAGES_DIR, PUBLIC_DIR, routeOfFile } from './read/page-route.ts';
export { FACTS_FILE, loadFacts, placeholderTexts } from './read/load-facts.ts';
export { DATA_FILES, loadClinicData, STAFF, type ClinicData } from './read/load-clinic-data.ts';
export { readDataFile } from './read/read-data-file.ts';
export { loadNavigation } from './read/load-navigation.ts';
export { loadNews, publishNews } from './read/load-news.ts';
export { resolveSequences } from './read/resolve-sequences.ts';
export { buildDate } from './read/build-date.ts';
export { splitFrontmatter } from './read/split-frontmatter.ts';
export { ImageSizeCache } from './read/measure-image.ts';

// the problems found, in the language asked for
export { formatText, summarize } from './report/format-diagnostics.ts';
export { printDiagnostics } from './report/print-diagnostics.ts';
export { LAUNCH_ITEM_CODES, sampleSummary } from './shared/sample-values.ts';
export { chooseLanguage, plural } from './messages/language.ts';
