import type { SearchIndexEntry } from '../../common/schema/db.ts';
import { createFragmentEngine } from '../../common/search/fragment-engine.ts';
import { parseQuery, wordsMatching } from '../../common/search/match-query.ts';
import { OTHER_SHIFT, pageScore, scoreText } from '../../common/search/page-scores.ts';
import { prepareIndex, type PreparedIndex, type PreparedText } from '../../common/search/prepare-index.ts';
import type { SearchHit, SearchOutcome } from '../../common/search/search-types.ts';
import { textUnits } from '../../common/search/text-units.ts';
import { buildSearchFragments } from '../../common/search/search-fragments.ts';
import { JUDGEMENTS, OFF_SITE, type Judgement } from './search-judgements.ts';

// How well the site search answers the judged set (testing/search/search-judgements.ts) over a built
// content: per query the rank of the first hit a person expects, then top-1 and top-3 hit rates
// and the mean reciprocal rank; and which off-site queries found anything. The search is the
// site's own: the split index (fragments built from db.json as the API serves them) and its
// engine. For a query whose expected page is not first, the scores of its first hits and of the
// expected page, text by text (page-scores.ts): what to read before explaining a misranking.

export interface SearchData {
  'search-index': SearchIndexEntry[];
  'search-vocabulary': string[][];
}

interface JudgedQuery extends Judgement {
  /** 1-based rank of the first expected hit; 0: not among the hits */
  rank: number;
  /** the first hits' hrefs */
  top: string[];
  shownFor: string | undefined;
}

export interface RelevanceReport {
  judged: JudgedQuery[];
  /** the off-site queries that found something, with their first hits */
  offSiteFound: { query: string; top: string[] }[];
  offSite: number;
  top1: number;
  top3: number;
  mrr: number;
}

/** a hit answers an expectation: the same section, or any hit on the page when a route is expected */
export function answers(hit: SearchHit, expected: string): boolean {
  return expected.includes('#') ? hit.href === expected : hit.href.split('#')[0] === expected;
}

/** the split index over `data`, as the site's API serves it */
export function siteSearch(data: SearchData): (query: string) => Promise<SearchOutcome> {
  const fragments = buildSearchFragments(data['search-index'], data['search-vocabulary']);
  const engine = createFragmentEngine(async (name) => {
    if (!fragments.has(name)) throw new Error(`no fragment ${name}`);
    return JSON.parse(JSON.stringify(fragments.get(name))) as unknown;
  });
  return (query) => engine.search(query);
}

export async function measureRelevance(search: (query: string) => Promise<SearchOutcome>): Promise<RelevanceReport> {
  const judged: JudgedQuery[] = [];
  for (const judgement of JUDGEMENTS) {
    const { hits, shownFor } = await search(judgement.query);
    const at = hits.findIndex((hit) => judgement.expected.some((expected) => answers(hit, expected)));
    judged.push({ ...judgement, rank: at + 1, top: hits.slice(0, 5).map((hit) => hit.href), shownFor });
  }
  const offSiteFound: RelevanceReport['offSiteFound'] = [];
  for (const query of OFF_SITE) {
    const { hits } = await search(query);
    if (hits.length > 0) offSiteFound.push({ query, top: hits.slice(0, 3).map((hit) => hit.href) });
  }
  const share = (count: number) => count / judged.length;
  return {
    judged,
    offSiteFound,
    offSite: OFF_SITE.length,
    top1: share(judged.filter(({ rank }) => rank === 1).length),
    top3: share(judged.filter(({ rank }) => rank >= 1 && rank <= 3).length),
    mrr: judged.reduce((sum, { rank }) => sum + (rank === 0 ? 0 : 1 / rank), 0) / judged.length,
  };
}

/** the report as docs/performance.md quotes it, with the breakdown of every query not answered first */
export function relevanceTable(report: RelevanceReport, data: SearchData): string {
  const percent = (share: number) => `${(100 * share).toFixed(1)} %`;
  const lines = [
    `### Relevance: ${report.judged.length} judged queries, ${report.offSite} off-site`,
    '',
    `top-1 ${percent(report.top1)}, top-3 ${percent(report.top3)}, MRR ${report.mrr.toFixed(3)}; off-site queries finding nothing: ${report.offSite - report.offSiteFound.length} of ${report.offSite}`,
    '',
    '| kind | queries | top-1 | top-3 | MRR |',
    '|---|---:|---:|---:|---:|',
  ];
  for (const kind of [...new Set(report.judged.map((judged) => judged.kind))]) {
    const of = report.judged.filter((judged) => judged.kind === kind);
    const share = (test: (rank: number) => boolean) => percent(of.filter(({ rank }) => test(rank)).length / of.length);
    const mrr = of.reduce((sum, { rank }) => sum + (rank === 0 ? 0 : 1 / rank), 0) / of.length;
    lines.push(`| ${kind} | ${of.length} | ${share((rank) => rank === 1)} | ${share((rank) => rank >= 1 && rank <= 3)} | ${mrr.toFixed(3)} |`);
  }
  const index = prepareIndex(data['search-index'], data['search-vocabulary']);
  const misranked = report.judged.filter(({ rank }) => rank !== 1);
  if (misranked.length > 0) lines.push('', "Not answered first (each page's score: its naming texts' points, page-scores.ts):");
  for (const judged of misranked) {
    lines.push(
      '',
      `- «${judged.query}»${judged.shownFor ? ` (shown for «${judged.shownFor}»)` : ''}: rank ${judged.rank || 'none'}; expected ${judged.expected.join(', ')}`,
    );
    const shown = [...new Set([...judged.top.slice(0, Math.max(judged.rank, 3)), ...judged.expected.filter((href) => !href.includes('#'))])];
    for (const href of shown) lines.push(`  - ${href}: ${scoreBreakdown(index, judged.shownFor ?? judged.query, href)}`);
  }
  for (const { query, top } of report.offSiteFound) lines.push('', `- off-site «${query}» found: ${top.join(', ')}`);
  return lines.join('\n');
}

/** a page's score for a query, text by text, worked out as the matcher does (page-scores.ts): which naming texts hold the query, their points, «whole» where the query names them whole */
function scoreBreakdown(index: PreparedIndex, query: string, href: string): string {
  const entry = index.entries.findIndex((candidate) => candidate.href === href.split('#')[0]);
  if (entry === -1) return 'no such page';
  const { terms } = parseQuery(query, index.synonyms);
  const { words } = index.vocabulary;
  const masks = new Uint16Array(words.length);
  for (const [position, term] of terms.entries()) {
    for (const id of wordsMatching(index.vocabulary, term))
      masks[id]! |= !term.phrase && words[id] === term.folded ? 1 << position : 1 << (position + OTHER_SHIFT);
  }
  const best = new Array<number>(terms.length);
  const points = (text: PreparedText | undefined, named: boolean) => {
    if (text === undefined) return { points: 0, whole: false };
    const units = named ? textUnits(text.words, text.folded, words) : undefined;
    const whole = units !== undefined && units.length > 0 && units.every((id) => masks[id] !== 0);
    return { points: scoreText(text.words, masks, terms.length, units, best), whole };
  };
  const parts: string[] = [];
  const show = (name: string, { points: value, whole }: { points: number; whole: boolean }) => {
    if (value > 0) parts.push(`${name} ${value}${whole ? ' (named whole)' : ''}`);
    return value;
  };
  const title = show('title', points(index.entries[entry]!.title, true));
  const shortTitle = show('short title', points(index.shortTitles[entry], false));
  const description = show('description', points(index.entries[entry]!.description, false));
  const headings: number[] = [];
  for (let section = index.sectionStarts[entry]!; section < index.sectionStarts[entry + 1]!; section++) {
    const { heading } = index.sections[section]!;
    const value = show(`«${heading?.text}»`, points(heading, true));
    if (value > 0) headings.push(value);
  }
  return `${pageScore(title, shortTitle, description, headings)}${parts.length > 0 ? ` = ${parts.join(' + ')}` : ''}${headings.length > 3 ? ' (the three best headings count)' : ''}`;
}
