import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import { createDiagnostic } from '../messages/catalogue.ts';
import type { SvgDanger } from '../messages/site-messages.ts';

// content/public is published as it is (Vite copies it into dist/): only files a browser shows
// and never runs. HTML and scripts would run on the site's own origin, and so would an SVG opened
// on its own with a script, an event handler or a javascript: link in it.

/** images, PDF, office documents, and robots.txt */
const PUBLIC_FILE_TYPES = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'svg',
  'ico',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'odp',
  'rtf',
  'txt',
] as const;

const SVG_DANGERS: readonly { pattern: RegExp; what: SvgDanger }[] = [
  { pattern: /<script\b/i, what: 'script' },
  { pattern: /\son[a-z]+\s*=/i, what: 'handler' },
  { pattern: /javascript\s*:/i, what: 'javascript' },
  { pattern: /<foreignObject\b/i, what: 'foreign-object' },
  { pattern: /<!ENTITY\b/i, what: 'entity' },
  { pattern: /\b(?:href|src)\s*=\s*["']\s*(?!data:image\/(?:png|jpeg|gif|webp)[;,])(?:[a-z][a-z0-9+.-]*:|\/\/)/i, what: 'external' },
  { pattern: /url\(\s*["']?\s*(?:[a-z][a-z0-9+.-]*:|\/\/)/i, what: 'css-url' },
  { pattern: /@import\b/i, what: 'css-import' },
];

/** one diagnostic per public file a browser could run or the site does not need */
export function checkPublicFiles(publicDir: string, files: readonly string[], label = 'public'): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const file of files) {
    const shown = `${label}/${file}`;
    const extension = path.extname(file).slice(1).toLowerCase();
    if (!(PUBLIC_FILE_TYPES as readonly string[]).includes(extension)) {
      const runs = /^(?:html?|xhtml|m?js|cjs|xml|xsl|swf)$/.test(extension);
      diagnostics.push(
        createDiagnostic('public-file-unsafe', { file: shown, problem: 'type', extension, runs, allowed: [...PUBLIC_FILE_TYPES] }, { file: shown, line: 1 }),
      );
      continue;
    }
    if (extension !== 'svg') continue;
    let text: string;
    try {
      text = readFileSync(path.join(publicDir, file), 'utf8');
    } catch (error) {
      // removed since the folder was listed (a watch rebuild while the editor deletes it): the
      // rebuild its removal starts checks the folder again
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    for (const { pattern, what } of SVG_DANGERS) {
      const match = pattern.exec(text);
      if (match === null) continue;
      const before = text.slice(0, match.index);
      const line = before.split('\n').length;
      const column = match.index - before.lastIndexOf('\n');
      diagnostics.push(createDiagnostic('public-file-unsafe', { file: shown, problem: 'svg', danger: what }, { file: shown, line, column }));
      break;
    }
  }
  return diagnostics;
}
