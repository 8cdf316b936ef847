import type { z } from 'zod';
import type { ChecklistTopic } from '../../common/schema/launch.ts';
import type { DiagnosticCode } from '../../common/schema/diagnostic.ts';
import type { MessageParams } from '../messages/catalogue.ts';
import type { BlockNode, InlineNode } from '../../common/schema/ast.ts';
import type { ClinicDataKey, ClinicDataValues } from '../read/load-clinic-data.ts';
import type { SampleValue } from '../shared/sample-values.ts';

/** What a block's builder gets: the parts of `::: name Title {attrs}` already checked. */
export interface BlockInput<Attributes, Body> {
  /** the container name as written, e.g. "warning" */
  name: string;
  title: string | undefined;
  attributes: Attributes;
  body: Body;
  children: BlockNode[];
  /** 1-based line of a child node, for messages about it */
  lineOf(node: object): number;
  report<Code extends DiagnosticCode>(code: Code, params: MessageParams<Code>, line?: number): void;
  /**
   * the clinic's data a block shows (content/data/): undefined after reporting `block-data-missing`
   * when it is not there (a broken file is reported at the file, not again here)
   */
  data<Key extends ClinicDataKey>(key: Key): ClinicDataValues[Key] | undefined;
  /** a fact's text (content/data/clinic.yaml), as `{{name}}` would write it */
  fact(name: string): string;
  /** something the clinic must send or decide before launch, found in the block (the launch checklist) */
  launchItem(item: Omit<SampleValue, 'file'>): void;
  /** the 1-based line of the block's first line that holds `text` (the block's own line if none) */
  lineWith(text: string): number;
  /** a picture of content/public shown inside the block's nodes, its size written in as a page's pictures are */
  picture(src: string, alt: string, shownIn?: 'card'): InlineNode;
  /**
   * a heading the block shows (a year of the news list), in the page's table of contents and
   * search like a `##` the editor wrote, with its anchor
   */
  heading(level: number, text: string): BlockNode;
  /** a link the block shows to a page of the site: checked and counted as one (it reaches the page), and rewritten to /docs (spec §2.1) */
  link(route: string): string;
}

/**
 * One content block of spec §2.13: its container names, what its info line and body hold, and how
 * it becomes an AST node. A builder returns undefined after reporting a problem.
 */
export interface BlockDefinition<Attributes = Record<string, unknown>, Body = undefined> {
  names: readonly string[];
  /** whether text after the name (`::: accordion Заголовок`) is required, allowed or refused */
  title: 'required' | 'optional' | 'none';
  /** markdown: nested markdown; yaml: a YAML body checked by `body`; none: nothing inside */
  content: 'markdown' | 'yaml' | 'none';
  attributes: z.ZodType<Attributes, Record<string, string | true>>;
  body?: z.ZodType<Body>;
  /** yaml only: an empty body is allowed and gives the builder `body` undefined (the block then shows a collection) */
  emptyBody?: 'allowed';
  /** a working example for the editors' guide and the tests */
  example: string;
  /** the node, or several (a data block builds the tables and lists of plain markdown) */
  build(input: BlockInput<Attributes, Body>): BlockNode | readonly BlockNode[] | undefined;
  /** the checklist's group of a `{sample="…"}` mark on the block (by default: the page's texts) */
  topic?: ChecklistTopic;
}

export function defineBlock<Attributes, Body = undefined>(definition: BlockDefinition<Attributes, Body>): BlockDefinition<Attributes, Body> {
  return definition;
}
