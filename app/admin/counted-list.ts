import { countForm, LIST_FORMS_OPTION, type ListForms } from '../../common/editor/list-forms.ts';
import type { CreateClass, CreateElement, DecapCms } from './decap.ts';

// Decap's list says «Добавить <label_singular>» on its button and «<count> <label>» over its items
// (decap-cms-widget-list, ListControl), one word for every count: «Добавить аккредитация», «0
// образование». The configuration gives each list its forms (common/editor/list-forms.ts); this
// wraps Decap's own list control so the count reads «0 документов об образовании», «2 вакансии», and
// the button «Добавить вакансию». Decap's widget machinery still talks to its list control itself
// (getWrappedInstance), so validation, focus and sorting are untouched.

const ADD_KEYS = new Set(['editor.editorWidgets.list.add', 'editor.editorWidgets.list.addType']);

interface Field {
  get(key: string, otherwise?: unknown): unknown;
  set(key: string, value: unknown): Field;
  toJS?(): unknown;
}

interface CountedThis {
  props: { field: Field; value?: { size?: number } | null; t: (key: string, options?: Record<string, unknown>) => string } & Record<string, unknown>;
  inner?: unknown;
}

export function registerCountedList(CMS: DecapCms, createClass: CreateClass, h: CreateElement): void {
  const list = CMS.getWidget('list');
  if (list === undefined) return;
  const counted = createClass({
    getWrappedInstance(this: CountedThis) {
      return this.inner;
    },
    render(this: CountedThis) {
      const { field, value, t } = this.props;
      const forms = formsOf(field.get(LIST_FORMS_OPTION));
      if (forms === undefined) return h(list.control, { ...this.props, ref: (inner: unknown) => (this.inner = inner) });
      const count = value?.size ?? 0;
      // the heading takes `label`, or `label_singular` for exactly one; the button its own word
      const shown = field.set('label', countForm(count, forms)).set('label_singular', countForm(count, forms));
      const say = (key: string, options?: Record<string, unknown>) => (ADD_KEYS.has(key) ? t(key, { ...options, item: forms.accusative }) : t(key, options));
      return h(list.control, { ...this.props, field: shown, t: say, ref: (inner: unknown) => (this.inner = inner) });
    },
  });
  CMS.registerWidget('list', counted, list.preview, list.schema);
}

function formsOf(value: unknown): ListForms | undefined {
  const forms = (value as { toJS?: () => unknown } | undefined)?.toJS?.() ?? value;
  return forms !== null && typeof forms === 'object' && 'accusative' in forms ? (forms as ListForms) : undefined;
}
