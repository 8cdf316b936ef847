import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import {
  headerTabsSchema,
  sequencesFileSchema,
  sidebarsFileSchema,
  siteFileSchema,
  type HeaderTabs,
  type SequencesFile,
  type SidebarsFile,
  type SiteFile,
  type SiteInfo,
} from '../../common/schema/navigation.ts';
import { parseYaml } from './parse-yaml.ts';
import { createDiagnostic } from '../messages/catalogue.ts';
import { loadFacts, type LoadedFacts } from './load-facts.ts';

export const NAVIGATION_DIR = 'navigation';

/** the navigation files, each with its schema (spec §2.2, §2.7, §2.10, §2.11) */
export const NAVIGATION_FILES = {
  headerTabs: { file: 'header-tabs.yaml', schema: headerTabsSchema },
  sidebars: { file: 'sidebars.yaml', schema: sidebarsFileSchema },
  sequences: { file: 'sequences.yaml', schema: sequencesFileSchema },
  site: { file: 'site.yaml', schema: siteFileSchema },
} as const;

interface NavigationFiles {
  headerTabs: HeaderTabs;
  sidebars: SidebarsFile;
  sequences: SequencesFile;
  site: SiteFile;
}

export interface Navigation extends Omit<NavigationFiles, 'site'> {
  /** site.yaml with the clinic's facts (content/data/clinic.yaml) */
  site: SiteInfo;
}

/** a route named in a navigation file, at its line, to check against the pages */
export interface NavigationRoute {
  route: string;
  file: string;
  line: number;
  column: number;
}

export interface LoadedNavigation {
  navigation: Navigation | undefined;
  routes: NavigationRoute[];
  diagnostics: Diagnostic[];
}

/** the navigation files; `facts` when the caller has loaded them already (and reports their problems) */
export async function loadNavigation(contentDir: string, facts?: LoadedFacts): Promise<LoadedNavigation> {
  const diagnostics: Diagnostic[] = [];
  const routes: NavigationRoute[] = [];
  const loaded: Partial<Record<keyof NavigationFiles, unknown>> = {};
  if (facts === undefined) {
    facts = await loadFacts(contentDir);
    diagnostics.push(...facts.diagnostics);
  }
  for (const [key, { file, schema }] of Object.entries(NAVIGATION_FILES) as [keyof NavigationFiles, { file: string; schema: z.ZodType }][]) {
    const relative = `${NAVIGATION_DIR}/${file}`;
    let source: string;
    try {
      source = await readFile(path.join(contentDir, relative), 'utf8');
    } catch {
      diagnostics.push(createDiagnostic('nav-file-missing', { file: relative }, { file: relative, line: 1 }));
      continue;
    }
    const parsed = parseYaml(source, schema);
    if (!parsed.ok) {
      for (const problem of parsed.problems) {
        const at = { file: relative, line: problem.line, column: problem.column };
        diagnostics.push(
          problem.kind === 'syntax' ? createDiagnostic('nav-yaml', { yaml: problem.yaml }, at) : createDiagnostic('nav-invalid', { issue: problem.issue }, at),
        );
      }
      continue;
    }
    loaded[key] = parsed.value;
    routes.push(...findRoutes(source, relative));
  }
  const complete = Object.keys(NAVIGATION_FILES).every((key) => loaded[key as keyof NavigationFiles] !== undefined);
  if (!complete || facts.facts === undefined) return { navigation: undefined, routes, diagnostics };
  const files = loaded as NavigationFiles;
  return { navigation: { ...files, site: { ...facts.facts.site, ...files.site } }, routes, diagnostics };
}

/** every `href:`, `addressHref:` or `- /route` value in a navigation file, with its position */
function findRoutes(source: string, file: string): NavigationRoute[] {
  const found: NavigationRoute[] = [];
  source.split(/\r?\n/).forEach((text, index) => {
    const match = /^(\s*(?:-\s+)?(?:href|addressHref):\s*|\s*-\s+)["']?(\/[^"'\s#]*)/.exec(text);
    if (match) found.push({ route: match[2]!, file, line: index + 1, column: match[1]!.length + 1 });
  });
  return found;
}
