import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './run-cli.ts';

// JSON-LD checked against schema.org's vocabulary itself, as schema-dts types it (Google's typing of
// every schema.org type, property and enumeration): each block becomes
// `<block> satisfies WithContext<its @type>` in a file the TypeScript compiler checks, so a type
// that does not exist, a property its type does not have, a value of the wrong kind or one outside
// an enumeration (medicalSpecialty: PhysicalTherapy) is a compiler error.

/** one JSON-LD block and where it was found (a built file) */
export interface JsonLdSource {
  where: string;
  block: unknown;
}

const TSC = path.join(ROOT, 'node_modules/.bin/tsc');
const CHECKED_FILE = 'blocks.ts';
/** a schema.org type's name: also what makes `Schema.<name>` safe to write */
const TYPE_NAME = /^[A-Z][A-Za-z0-9]*$/;

/** every JSON-LD block of an HTML text */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!) as unknown);
}

/** each problem as "where: what the compiler says", none when every block is schema.org vocabulary */
export async function vocabularyProblems(sources: readonly JsonLdSource[]): Promise<string[]> {
  const problems: string[] = [];
  const lines = ["import type * as Schema from 'schema-dts';"];
  /** the first line of each block written, to name the block a compiler error is in */
  const starts: { line: number; where: string }[] = [];
  sources.forEach(({ where, block }, index) => {
    const type = typeof block === 'object' && block !== null ? (block as Record<string, unknown>)['@type'] : undefined;
    if (typeof type !== 'string' || !TYPE_NAME.test(type)) {
      problems.push(`${where}: @type is not the name of one schema.org type: ${JSON.stringify(type)}`);
      return;
    }
    starts.push({ line: lines.length + 1, where });
    lines.push(...`export const block${index} = ${JSON.stringify(block, null, 2)} satisfies Schema.WithContext<Schema.${type}>;`.split('\n'));
  });
  // inside the project, so that 'schema-dts' resolves from its node_modules
  const cache = path.join(ROOT, '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, 'json-ld-vocabulary-'));
  try {
    writeFileSync(path.join(dir, CHECKED_FILE), `${lines.join('\n')}\n`);
    const compilerOptions = { strict: true, noEmit: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', types: [], skipLibCheck: true };
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: [CHECKED_FILE] }));
    const output = await compile(dir);
    for (const error of compilerErrors(output)) {
      const where = starts.findLast((start) => start.line <= error.line)?.where ?? CHECKED_FILE;
      problems.push(`${where}: ${error.message}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return problems;
}

/** the compiler's output: empty when the file type-checks */
function compile(dir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(TSC, ['-p', dir, '--pretty', 'false'], { cwd: dir }, (error, stdout, stderr) => {
      const output = `${stdout}${stderr}`;
      // exit 1 or 2 with errors in the file is the answer; anything else is the check itself failing
      if (error !== null && !output.includes(`${CHECKED_FILE}(`)) reject(new Error(`tsc failed: ${error.message}\n${output}`));
      else resolve(output);
    });
  });
}

/** each error's line and its message: the first line and the innermost reason the compiler gives */
function compilerErrors(output: string): { line: number; message: string }[] {
  const errors: { line: number; message: string; reasons: string[] }[] = [];
  for (const text of output.split('\n')) {
    const start = /^\S*\((\d+),\d+\): error (TS\d+: .*)$/.exec(text);
    if (start !== null) errors.push({ line: Number(start[1]), message: start[2]!, reasons: [] });
    else if (text.trim() !== '' && errors.length > 0) errors.at(-1)!.reasons.push(text.trim());
  }
  return errors.map(({ line, message, reasons }) => ({ line, message: reasons.length === 0 ? message : `${message} … ${reasons.at(-1)}` }));
}
