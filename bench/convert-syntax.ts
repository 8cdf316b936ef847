import { parse } from 'yaml';
import { BLOCKS_BY_NAME } from '../pipeline/index.ts';

// Our `:::` blocks rewritten as what a team would write with the tools compared in the benchmark:
// MDX components and Markdoc tags. Prose stays as it is; YAML bodies become props/attributes.

type Flavour = 'mdx' | 'markdoc';

export function toMdx(source: string): string {
  return convert(source, 'mdx');
}

export function toMarkdoc(source: string): string {
  return convert(source, 'markdoc');
}

function convert(source: string, flavour: Flavour): string {
  const lines = source.split('\n');
  const out: string[] = [];
  const stack: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const open = /^(:{3,})\s*([\w-]+)\s*(.*)$/.exec(line);
    if (open) {
      const [, fence, name, rest] = open as unknown as [string, string, string, string];
      const title = rest.replace(/\{.*\}$/, '').trim();
      const tag = componentName(name);
      const definition = BLOCKS_BY_NAME.get(name);
      if (definition?.content === 'yaml' || definition?.content === 'none') {
        const body: string[] = [];
        while (index + 1 < lines.length && !new RegExp(`^:{${fence.length},}\\s*$`).test(lines[index + 1]!)) body.push(lines[++index]!);
        index++;
        const data = definition.content === 'yaml' ? parse(body.join('\n')) : undefined;
        out.push(selfClosing(flavour, tag, title, data), '');
        continue;
      }
      stack.push(tag);
      out.push(opening(flavour, tag, title), '');
      continue;
    }
    if (/^:{3,}\s*$/.test(line) && stack.length > 0) {
      out.push('', closing(flavour, stack.pop()!));
      continue;
    }
    out.push(flavour === 'mdx' ? escapeMdx(line) : line);
  }
  return out.join('\n');
}

function componentName(name: string): string {
  return name.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
}

function opening(flavour: Flavour, tag: string, title: string): string {
  const attribute = title ? ` title=${JSON.stringify(title)}` : '';
  return flavour === 'mdx' ? `<${tag}${attribute}>` : `{% ${tag.toLowerCase()}${attribute} %}`;
}

function closing(flavour: Flavour, tag: string): string {
  return flavour === 'mdx' ? `</${tag}>` : `{% /${tag.toLowerCase()} %}`;
}

function selfClosing(flavour: Flavour, tag: string, title: string, data: unknown): string {
  const titleAttribute = title ? ` title=${JSON.stringify(title)}` : '';
  if (flavour === 'mdx') return `<${tag}${titleAttribute}${data === undefined ? '' : ` data={${JSON.stringify(data)}}`} />`;
  return `{% ${tag.toLowerCase()}${titleAttribute}${data === undefined ? '' : ` data=${JSON.stringify(data)}`} /%}`;
}

/** MDX reads { and < as code: escape them in prose */
function escapeMdx(line: string): string {
  return line.replace(/[{}<]/g, (character) => `\\${character}`);
}
