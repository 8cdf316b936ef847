// The info line of a block: `::: name Title text {flag key=value key2="quoted value"}`.

export interface BlockInfo {
  name: string;
  title: string | undefined;
  attributes: Record<string, string | true>;
  /** the text in the braces from where it could not be read on, e.g. an unterminated quote */
  attributeError: string | undefined;
}

/** one `key`, `key=value`, `key="quoted"` or `key='quoted'`, then a space or the end */
const ATTRIBUTE = /\s*([A-Za-z][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"'{}]+)))?(?=\s|$)/y;

export function parseBlockInfo(params: string): BlockInfo {
  const trimmed = params.trim();
  const nameMatch = /^[^\s{]+/.exec(trimmed);
  const name = nameMatch?.[0] ?? '';
  let rest = trimmed.slice(name.length).trim();

  let attributes: Record<string, string | true> = {};
  let attributeError: string | undefined;
  const braceAt = findAttributeBrace(rest);
  if (braceAt !== -1) {
    const inside = rest.slice(braceAt + 1, -1);
    rest = rest.slice(0, braceAt).trim();
    ({ attributes, error: attributeError } = parseAttributes(inside));
  }
  return { name, title: rest === '' ? undefined : rest, attributes, attributeError };
}

/** the `{` that opens a trailing attribute list, or -1 */
function findAttributeBrace(text: string): number {
  if (!text.endsWith('}')) return -1;
  return text.lastIndexOf('{', text.length - 2);
}

function parseAttributes(inside: string): { attributes: Record<string, string | true>; error: string | undefined } {
  const attributes: Record<string, string | true> = {};
  ATTRIBUTE.lastIndex = 0;
  let position = 0;
  while (position < inside.length) {
    if (inside.slice(position).trim() === '') break;
    ATTRIBUTE.lastIndex = position;
    const match = ATTRIBUTE.exec(inside);
    if (match === null) {
      return { attributes, error: inside.slice(position).trim() };
    }
    const [, key, doubleQuoted, singleQuoted, bare] = match;
    attributes[key!] = doubleQuoted ?? singleQuoted ?? bare ?? true;
    position = ATTRIBUTE.lastIndex;
  }
  return { attributes, error: undefined };
}
