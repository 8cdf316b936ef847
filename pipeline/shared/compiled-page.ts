import type { BlockNode } from '../../common/schema/ast.ts';
import type { HeadingEntry } from '../../common/schema/db.ts';
import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import type { Frontmatter } from '../../common/schema/frontmatter.ts';
import type { Reference } from './reference.ts';
import type { SampleValue } from './sample-values.ts';

/** one page compiled (transform/compile-page.ts): what the checks, the search index and emit read of it */
export interface CompiledPage {
  file: string;
  frontmatter: Frontmatter | undefined;
  ast: BlockNode[];
  headings: HeadingEntry[];
  /** changes whenever what the page shows changes */
  hash: string;
  diagnostics: Diagnostic[];
  references: Reference[];
  /** the nodes that show a picture, for their sizes (transform/annotate-image-sizes.ts) */
  imageNodes: object[];
  /** the sample values the page marks (frontmatter `sample`, block `{sample="…"}`) */
  samples: SampleValue[];
}
