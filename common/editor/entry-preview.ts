import type { BlockNode } from '../schema/ast.ts';

// The web editor's preview under `npm start` (docs/web-editor.md): the page the server compiles from
// the form's unsaved values with the content check's own pipeline, drawn by the site's block
// components, with the problems the check would report if it were saved.

export const PREVIEW_URL = '/admin/preview';

export interface PreviewRequest {
  collection: string;
  /** the form's values, as the web editor's format reads a file (common/editor/entry-yaml.ts) */
  values: Record<string, unknown>;
}

export interface EntryPreview {
  title: string | undefined;
  ast: BlockNode[];
  /** `line` of the page's text (1: its first line after the frontmatter), 0 for a field of the form */
  problems: { severity: 'error' | 'warning'; code: string; message: string; params?: Record<string, unknown>; line: number }[];
}
