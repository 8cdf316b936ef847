import { OUTPUT_FORMATS, type OutputFormat } from './report/format-diagnostics.ts';
import { LANGUAGES, type Language } from './messages/language.ts';

const COMMANDS = ['build', 'check', 'watch', 'checklist'] as const;
type Command = (typeof COMMANDS)[number];

export interface CliOptions {
  /** `checklist` is read as `check --release --format checklist` */
  command: Exclude<Command, 'checklist'>;
  contentDir: string;
  outDir: string;
  format: OutputFormat;
  /** the language of the messages when `--lang` is given; otherwise the locale decides (cli.ts) */
  lang?: Language;
  /** the release check: sample values are errors */
  release: boolean;
  /** `checklist --out FILE`: the document goes to FILE instead of stdout (npm's banner stays out of it) */
  checklistFile?: string;
}

export const USAGE = `usage: npm run content -- <build|check|watch|checklist> [--content DIR] [--out DIR|FILE] [--format text|json|github|checklist] [--lang ru|en] [--release]

  build      check the content and write DIR/db.json and DIR/schemas/*.json (default dist-data/)
  check      check the content, write nothing
  watch      rebuild on every change; broken content never replaces good output
  checklist  the launch checklist to print: check --release --format checklist;
             with --out FILE it is written to FILE (npm run content -- checklist --out список.md)

  --lang     the language of the messages: ru (the default) or en (also when LANG, LC_MESSAGES or
             LC_ALL starts with "en"); codes, files, lines and columns are the same in both
  --release  before going live: every sample value still in the content is an error, and the text
             output ends with the launch checklist (what the clinic must send or decide, by topic)
  --format checklist  that checklist alone, as a Markdown document to print (implies --release)

exit codes: 0 no errors (warnings allowed), 1 content errors, 2 usage or internal failure`;

/** argv after the script name → options, or the reason they cannot be read */
export function parseArguments(argv: readonly string[]): CliOptions | { error: string } {
  const options: Partial<Omit<CliOptions, 'command'>> & { command?: Command; outGiven?: boolean } = {
    contentDir: 'content',
    outDir: 'dist-data',
    format: 'text',
    release: false,
  };
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!;
    const [flag, inlineValue] = argument.startsWith('--') ? (argument.split(/=(.*)/s, 2) as [string, string?]) : [argument];
    const value = () => {
      const next = inlineValue ?? argv[++index];
      if (next === undefined || next === '') throw new UsageError(`${flag} expects a value`);
      return next;
    };
    try {
      if (flag === '--content') options.contentDir = value();
      else if (flag === '--out') {
        options.outDir = value();
        options.outGiven = true;
      } else if (flag === '--format') {
        const format = value();
        if (!(OUTPUT_FORMATS as readonly string[]).includes(format)) {
          return { error: `--format expects one of ${OUTPUT_FORMATS.join(', ')}, found "${format}"` };
        }
        options.format = format as OutputFormat;
      } else if (flag === '--lang') {
        const lang = value();
        if (!(LANGUAGES as readonly string[]).includes(lang)) return { error: `--lang expects one of ${LANGUAGES.join(', ')}, found "${lang}"` };
        options.lang = lang as Language;
      } else if (flag === '--release' && inlineValue === undefined) options.release = true;
      else if (flag === '--help' || flag === '-h') return { error: '' };
      else if (!flag.startsWith('-') && options.command === undefined) {
        if (!(COMMANDS as readonly string[]).includes(flag)) return { error: `unknown command "${flag}"` };
        options.command = flag as Command;
      } else return { error: `unexpected argument "${argument}"` };
    } catch (error) {
      if (error instanceof UsageError) return { error: error.message };
      throw error;
    }
  }
  if (options.command === undefined) return { error: 'expected a command: build, check, watch or checklist' };
  if (options.command === 'checklist') {
    if (options.format !== 'text' && options.format !== 'checklist') return { error: `checklist prints the checklist only, found --format ${options.format}` };
    const { outGiven, outDir, ...rest } = options as CliOptions & { outGiven?: boolean };
    return { ...rest, outDir: 'dist-data', command: 'check', format: 'checklist', release: true, ...(outGiven ? { checklistFile: outDir } : {}) };
  }
  if (options.format === 'checklist') {
    if (options.command === 'watch') return { error: '--format checklist expects build or check, found watch' };
    options.release = true;
  }
  const { outGiven: _, ...parsed } = options;
  return parsed as CliOptions;
}

class UsageError extends Error {}
