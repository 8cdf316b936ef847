import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from './schema/diagnostic.ts';

// content/public is published as it is (Vite copies it into dist/): only files a browser shows
// and never runs. HTML and scripts would run on the site's own origin, and so would an SVG opened
// on its own with a script, an event handler or a javascript: link in it.

/** images, PDF, office documents, and robots.txt */
export const PUBLIC_FILE_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg', 'ico', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'rtf', 'txt'] as const;

const SVG_DANGERS: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /<script\b/i, what: 'a <script> element' },
  { pattern: /\son[a-z]+\s*=/i, what: 'an event handler attribute (on…=)' },
  { pattern: /javascript\s*:/i, what: 'a javascript: URL' },
  { pattern: /<foreignObject\b/i, what: 'a <foreignObject> (HTML inside the SVG)' },
  { pattern: /<!ENTITY\b/i, what: 'an entity declaration' },
  { pattern: /\b(?:href|src)\s*=\s*["']\s*(?!data:image\/(?:png|jpeg|gif|webp)[;,])(?:[a-z][a-z0-9+.-]*:|\/\/)/i, what: 'a reference to another site or scheme' },
  { pattern: /url\(\s*["']?\s*(?:[a-z][a-z0-9+.-]*:|\/\/)/i, what: 'a CSS url() to another site or scheme' },
  { pattern: /@import\b/i, what: 'a CSS @import' },
];

/** one diagnostic per public file a browser could run or the site does not need */
export function checkPublicFiles(publicDir: string, files: readonly string[], label = 'public'): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const file of files) {
    const shown = `${label}/${file}`;
    const extension = path.extname(file).slice(1).toLowerCase();
    if (!(PUBLIC_FILE_TYPES as readonly string[]).includes(extension)) {
      diagnostics.push({
        code: 'public-file-unsafe',
        severity: 'error',
        message: `${shown} is not published: expected images, PDF or office documents (${PUBLIC_FILE_TYPES.map((type) => `.${type}`).join(', ')}), found ${extension === '' ? 'a file without an extension' : `.${extension}`}${/^(?:html?|xhtml|m?js|cjs|xml|xsl|swf)$/.test(extension) ? ', which a browser would run on the site' : ''}`,
        file: shown,
        line: 1,
      });
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
      diagnostics.push({
        code: 'public-file-unsafe',
        severity: 'error',
        message: `${shown} holds ${what}, which runs or loads when the SVG is opened on its own: expected a plain drawing (export it again without scripts, links or embedded content)`,
        file: shown,
        line,
        column: match.index - before.lastIndexOf('\n'),
      });
      break;
    }
  }
  return diagnostics;
}
