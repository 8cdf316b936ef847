// The plain markdown nodes a data block builds (tables, lists, paragraphs): what the clinic's data
// shows as, rendered by the same components as the page's own markdown.
import type { BlockNode, InlineNode, ListItemNode, NodeOfType, TableCellNode } from '../../common/schema/ast.ts';
import { WEEK_DAYS, type WeekDay } from '../../common/schema/clinic-data/values.ts';
import { nonBreakingNumbers } from '../shared/number-spaces.ts';
import { displayPhone } from '../shared/phone-display.ts';

export function text(value: string): InlineNode {
  return { type: 'text', value: nonBreakingNumbers(value) };
}

export function strong(value: string): InlineNode {
  return { type: 'strong', children: [text(value)] };
}

/** a link to another site, a phone or an e-mail */
export function link(href: string, label: string): InlineNode {
  return { type: 'link', href, internal: false, children: [text(label)] };
}

/** a phone number as the site shows numbers («+7 (383) 218-83-56» → «+7 383 218-83-56»), calling it when pressed */
export function phoneLink(phone: string): InlineNode {
  return link(`tel:+${phone.replace(/\D/g, '')}`, displayPhone(phone));
}

/** parts on lines of their own inside one paragraph or cell */
export function lines(parts: readonly (readonly InlineNode[])[]): InlineNode[] {
  return parts.flatMap((part, index) => (index === 0 ? [...part] : [{ type: 'break' } as const, ...part]));
}

export function paragraph(...children: InlineNode[]): NodeOfType<'paragraph'> {
  return { type: 'paragraph', children };
}

/** a bulleted list, an item per entry */
export function list(items: readonly (readonly InlineNode[])[]): NodeOfType<'list'> {
  return {
    type: 'list',
    ordered: false,
    tight: true,
    items: items.map((children): ListItemNode => ({ type: 'listItem', children: [paragraph(...children)] })),
  };
}

const cell = (children: readonly InlineNode[]): TableCellNode => ({ type: 'tableCell', children: [...children] });

/** a table of two columns, «Сведение» and «Значение», a row per item */
export function factTable(rows: readonly (readonly [label: string, value: readonly InlineNode[]])[]): BlockNode {
  return {
    type: 'table',
    align: [null, null],
    head: [cell([text('Сведение')]), cell([text('Значение')])],
    rows: rows.map(([label, value]) => [cell([text(label)]), cell(value)]),
  };
}

/**
 * A week's hours as the site writes them (content/README.md, «Часы работы»): consecutive days with
 * the same hours together — «пн–пт», «9:00–18:00».
 */
export function scheduleRanges(schedule: Partial<Record<WeekDay, string>>): { days: string; hours: string }[] {
  const ranges: { first: WeekDay; last: WeekDay; hours: string }[] = [];
  let previous: WeekDay | undefined;
  for (const day of WEEK_DAYS) {
    const hours = schedule[day];
    const open = ranges.at(-1);
    if (hours !== undefined && open !== undefined && open.last === previous && open.hours === hours) open.last = day;
    else if (hours !== undefined) ranges.push({ first: day, last: day, hours });
    previous = hours === undefined ? undefined : day;
  }
  return ranges.map(({ first, last, hours }) => ({ days: first === last ? first : `${first}–${last}`, hours }));
}

/** «пн–пт 9:00–18:00, сб 9:00–14:00» */
export function scheduleText(schedule: Partial<Record<WeekDay, string>>): string {
  return scheduleRanges(schedule)
    .map(({ days, hours }) => `${days} ${hours}`)
    .join(', ');
}
