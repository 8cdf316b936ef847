import type { Language } from './language.ts';
import { isYamlLayout, renderYamlLayout, type YamlLayoutInfo } from './yaml-layout-messages.ts';

// A YAML syntax error as data: the yaml library's error code (or one of ours for aliases) and its
// English first line. Russian gets a sentence per code an editor meets; the rest keeps the detail.
// A tab or a line out of place is our own reading of the lines (yaml-layout-messages.ts).

interface YamlLibraryError {
  code: string;
  /** the yaml library's own first line, English */
  detail: string;
}

export type YamlSyntaxInfo = YamlLibraryError | YamlLayoutInfo;

const RUSSIAN: Record<string, string> = {
  BAD_INDENT: 'неверный отступ: строки одного уровня должны начинаться с одинакового числа пробелов',
  TAB_AS_INDENT: 'отступ сделан табуляцией: в YAML отступы — только пробелы',
  DUPLICATE_KEY: 'одно и то же поле написано дважды: оставьте одно',
  MISSING_CHAR: 'не хватает закрывающего символа — проверьте кавычки и скобки',
  BLOCK_AS_IMPLICIT_KEY: 'строка не похожа на «поле: значение» — проверьте двоеточие и отступ',
  MULTILINE_IMPLICIT_KEY: 'поле занимает больше одной строки — вероятно, пропущено двоеточие или кавычка',
  UNEXPECTED_TOKEN: 'неожиданный символ — если он часть текста, заключите значение в кавычки',
  BAD_SCALAR_START: 'значение не может начинаться с этого символа: заключите его в кавычки',
  BAD_DQ_ESCAPE: 'неверная последовательность с «\\» внутри двойных кавычек: напишите «\\\\» или используйте одинарные кавычки',
  BLOCK_IN_FLOW: 'внутри [ ] или { } нельзя начинать многострочный список',
  MULTIPLE_DOCS: 'в тексте несколько YAML-документов (строка «---» внутри): ожидался один',
  ALIAS_BOMB: 'псевдонимы «*» здесь разворачиваются в слишком много значений: напишите значения полностью, без повторов через «*»',
  ALIAS_UNRESOLVED: '«*имя» без метки «&имя» выше: если значение начинается со «*», заключите его в кавычки',
};

export function renderYamlSyntax(info: YamlSyntaxInfo, lang: Language): string {
  if (isYamlLayout(info)) return renderYamlLayout(info, lang);
  if (lang === 'en') return info.detail;
  return RUSSIAN[info.code] ?? `ошибка синтаксиса (${info.detail})`;
}
