import type { DecapCms } from './decap.ts';

// Decap's header says «Изменения сохранены» whenever the form has no unsaved change — over a blank
// new form too — and «Опубликовано» on an existing entry's button. Under `npm start` a save writes
// the working copy and the panel «Проверка сайта» says whether the site shows it (save-check.ts),
// so the header says only what is true of the form; in production «Опубликовано» is the editorial
// workflow's own word, kept.

export function sayOnlyWhatIsTrue(CMS: DecapCms, local: boolean): void {
  const russian = CMS.getLocale('ru') as { editor?: { editorToolbar?: Record<string, string> } } | undefined;
  const toolbar = russian?.editor?.editorToolbar;
  if (russian === undefined || toolbar === undefined) return;
  const words = { ...toolbar, changesSaved: 'Несохранённых изменений нет', ...(local ? { published: 'Сохранено' } : {}) };
  CMS.registerLocale('ru', { ...russian, editor: { ...russian.editor, editorToolbar: words } });
}
