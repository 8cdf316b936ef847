/** one code's texts: a function of the diagnostic's parameters per language, and its usual severity */
export interface MessageEntry<Params> {
  severity: 'error' | 'warning';
  ru: (params: Params) => string;
  en: (params: Params) => string;
  /** for the editors' guide: what the problem means and how to fix it, in Russian */
  help: string;
}

export function entry<Params>(value: MessageEntry<Params>): MessageEntry<Params> {
  return value;
}
