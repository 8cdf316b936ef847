import type { z } from 'zod';
import type { DiagnosticCode } from '../../common/schema/diagnostic.ts';
import type { MessageParams } from '../messages/catalogue.ts';
import type { BlockNode } from '../../common/schema/ast.ts';

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
  /** a working example for the editors' guide and the tests */
  example: string;
  build(input: BlockInput<Attributes, Body>): BlockNode | undefined;
}

export function defineBlock<Attributes, Body = undefined>(definition: BlockDefinition<Attributes, Body>): BlockDefinition<Attributes, Body> {
  return definition;
}
