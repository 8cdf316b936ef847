// What the app's code keeps in the browser and which outside hosts it makes the browser contact,
// read from the source (not a list written by hand), for the test that holds the privacy policy
// to it (tests/content/privacy-policy.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface SourceFile {
  /** relative to the repository */
  file: string;
  text: string;
}

/** a finding at its place, or a storage call whose key the reader could not resolve */
export interface Found {
  value: string;
  at: string;
}

/**
 * every .ts/.tsx file under the app folder, and its index.html (its first script reads storage) —
 * but the web editor's (app/admin/): the policy is the visitors', and the editor is the staff's
 * tool on the forms service's origin behind their login, which no page of the site loads
 * (tests/e2e/web-editor-production.spec.ts)
 */
export function appSources(root: string): SourceFile[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(root, 'app', 'admin')) walk(full);
      } else if (/\.(tsx?|html)$/.test(entry.name)) files.push(full);
    }
  };
  walk(path.join(root, 'app'));
  return files.sort().map((full) => ({ file: path.relative(root, full), text: readFileSync(full, 'utf8') }));
}

/** the code without comments; `https://` is not a comment (the lookbehind), line numbers are kept */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/(?<![:\\])\/\/.*$/gm, '');
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** the keys of every getItem/setItem/removeItem call, a string literal or a constant of the app */
export function storageKeys(sources: readonly SourceFile[]): { keys: Found[]; unresolved: Found[] } {
  const constants = new Map<string, string>();
  for (const { text } of sources)
    for (const match of withoutComments(text).matchAll(/\bconst\s+([A-Za-z_$][\w$]*)\s*=\s*'([^']*)'/g)) constants.set(match[1]!, match[2]!);
  const keys: Found[] = [];
  const unresolved: Found[] = [];
  for (const { file, text } of sources) {
    const code = withoutComments(text);
    for (const match of code.matchAll(/\.(?:getItem|setItem|removeItem)\(\s*([^,)]+)/g)) {
      const argument = match[1]!.trim();
      const at = `${file}:${lineOf(code, match.index)}`;
      const literal = /^(['"`])([^'"`$]*)\1$/.exec(argument);
      const key = literal ? literal[2] : constants.get(argument);
      if (key === undefined) unresolved.push({ value: argument, at });
      else keys.push({ value: key, at });
    }
  }
  return { keys, unresolved };
}

/** cookies and IndexedDB, which the policy says the site does not use */
export function otherStorage(sources: readonly SourceFile[]): Found[] {
  return sources.flatMap(({ file, text }) => {
    const code = withoutComments(text);
    return [...code.matchAll(/\bdocument\.cookie\b|\bindexedDB\b|\bcaches\.open\b/g)].map((match) => ({
      value: match[0],
      at: `${file}:${lineOf(code, match.index)}`,
    }));
  });
}

/**
 * every host of an https:// address written in the app's code — frames, links, fetches. `localhost`
 * is left out: the code uses it only as the base for parsing a relative URL, never contacted.
 */
export function externalHosts(sources: readonly SourceFile[]): Found[] {
  return sources.flatMap(({ file, text }) => {
    const code = withoutComments(text);
    return [...code.matchAll(/https:\/\/([a-z0-9.-]+)/gi)]
      .filter((match) => match[1]!.toLowerCase() !== 'localhost')
      .map((match) => ({ value: match[1]!.toLowerCase(), at: `${file}:${lineOf(code, match.index)}` }));
  });
}

/** what the policy's text does not mention, each with where the code uses it */
export function unmentioned(policy: string, found: readonly Found[]): Found[] {
  const byValue = new Map<string, Found>();
  for (const item of found) if (!byValue.has(item.value)) byValue.set(item.value, item);
  return [...byValue.values()].filter((item) => !policy.includes(item.value));
}
