import type { Diagnostic, DiagnosticCode } from '../../common/schema/diagnostic.ts';
import { createDiagnostic, type MessageParams } from '../messages/catalogue.ts';
import type { HeadingEntry } from '../../common/schema/db.ts';
import { createHeadingIdAllocator } from '../../common/routes/heading-id.ts';
import type { Reference } from '../shared/reference.ts';
import type { SampleValue } from '../shared/sample-values.ts';
import { SHOWN_DATA_LOCATIONS, NO_CLINIC_DATA, type ClinicData, type ClinicDataKey, type ClinicDataValues } from '../read/load-clinic-data.ts';

/** What compiling one page collects: its problems, headings and the references to check later. */
export class PageContext {
  readonly diagnostics: Diagnostic[] = [];
  readonly references: Reference[] = [];
  readonly headings: HeadingEntry[] = [];
  readonly samples: SampleValue[] = [];
  readonly allocateHeadingId = createHeadingIdAllocator();
  /** the nodes built that show a picture (their sizes are written in when the page is serialised) */
  readonly imageNodes: object[] = [];
  /** 1-based source line of every block node built, for messages about it */
  readonly nodeLines = new WeakMap<object, number>();
  /** the page's title (its h1, from the frontmatter) */
  pageTitle: string | undefined;
  /** the last heading read so far: the one a block below it sits under */
  lastHeading: { text: string; line: number } | undefined;
  /** the clinic data the page's blocks showed: its digests are part of the page's hash */
  readonly usedData = new Set<ClinicDataKey>();
  private readonly lines: string[];

  constructor(
    readonly file: string,
    source: string,
    /** the texts of the clinic's facts, by name */
    readonly facts: ReadonlyMap<string, string> = new Map(),
    readonly data: ClinicData = NO_CLINIC_DATA,
  ) {
    this.lines = source.split(/\r?\n/);
  }

  /** a data file's values for the block `name` at `line`; `block-data-missing` when there are none */
  useData<Key extends ClinicDataKey>(key: Key, name: string, line: number): ClinicDataValues[Key] | undefined {
    this.usedData.add(key);
    const value = this.data.values[key];
    if (value === undefined && !this.data.broken.includes(key)) this.report('block-data-missing', { name, file: `content/${SHOWN_DATA_LOCATIONS[key]}` }, line);
    return value;
  }

  /** a problem on this page: its code, the parameters of its message, where; severity as catalogued */
  report<Code extends DiagnosticCode>(code: Code, params: MessageParams<Code>, line: number, column?: number, severity?: Diagnostic['severity']) {
    this.diagnostics.push(createDiagnostic(code, params, { file: this.file, line, column }, severity));
  }

  get lineCount(): number {
    return this.lines.length;
  }

  lineText(line: number): string {
    return this.lines[line - 1] ?? '';
  }

  /**
   * Where `needle` next occurs in lines [fromLine, toLine] (1-based) at or after `cursor`;
   * markdown-it gives inline tokens no positions, so links and images are found in the source.
   */
  locate(needle: string, cursor: { line: number; column: number }, toLine: number): { line: number; column: number } | undefined {
    for (let line = cursor.line; line <= toLine; line++) {
      const text = this.lines[line - 1] ?? '';
      const at = text.indexOf(needle, line === cursor.line ? cursor.column - 1 : 0);
      if (at !== -1) return { line, column: at + 1 };
    }
    return undefined;
  }
}
