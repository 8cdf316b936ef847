import { COLLECTION_PICTURES } from '../../common/images/collection-pictures.ts';
import { PICTURE_SLOT_OPTION } from '../../common/editor/editor-config.ts';
import type { DecapField } from './schema-fields.ts';

// A collection's picture field names the slot its cards show it in (a news picture the news card,
// 4:3; a worker's photo the staff card, 4:5), from the list the pipeline builds the cards with, so
// the form's picture panel outlines the crop the build makes (app/admin/picture-panel.tsx).

export function withPictureSlots(fields: readonly DecapField[], collection: string): DecapField[] {
  const shown = (COLLECTION_PICTURES as Record<string, { field: string; slot: string }>)[collection];
  if (shown === undefined) return [...fields];
  return fields.map((field) => (field.name === shown.field ? marked(field, shown.slot) : field));
}

/** the image widgets in the field (the picture's `src` inside its object with `alt`) */
function marked(field: DecapField, slot: string): DecapField {
  if (field.widget === 'image') return { ...field, [PICTURE_SLOT_OPTION]: slot };
  return field.fields === undefined ? field : { ...field, fields: field.fields.map((inner) => marked(inner, slot)) };
}
