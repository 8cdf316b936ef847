// The medical workers' positions a page names (frontmatter `roles`) against the staff files
// (content/data/staff/): the site must say who each worker giving care is (323-ФЗ ст. 79), so a
// position with no worker's file is a launch item — the clinic sends that worker's details.
import type { Frontmatter } from '../../common/schema/frontmatter.ts';
import { SITE_CONTENT_LAW } from '../../common/schema/launch.ts';
import type { SampleValue } from '../shared/sample-values.ts';

/** a position as compared: lower case, one space, «врач — анестезиолог» written as «врач-анестезиолог» */
function normalise(position: string): string {
  return position
    .toLocaleLowerCase('ru')
    .replace(/\s*[-‐‑–—]\s*/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The launch items of the roles a page names that no worker holds. A worker's position may name
 * several («врач-невролог, главный врач»); `positions` is undefined while the staff folder is
 * missing or broken (that is reported on its own).
 */
export function missingRoleItems(
  file: string,
  frontmatter: Pick<Frontmatter, 'title' | 'roles'>,
  lines: readonly string[],
  positions: readonly string[] | undefined,
): SampleValue[] {
  if (frontmatter.roles === undefined || positions === undefined) return [];
  const held = new Set(positions.flatMap((position) => position.split(',').map(normalise)));
  let searchFrom = 0;
  return frontmatter.roles.flatMap((role) => {
    const at = lines.findIndex((text, index) => index >= searchFrom && text.includes(role));
    if (at !== -1) searchFrom = at + 1;
    if (held.has(normalise(role))) return [];
    return [
      {
        what: `должность «${role}» названа на странице «${frontmatter.title}», а сведений ни об одном таком работнике нет: прислать ФИО, образование, аккредитацию или сертификат, стаж и график работы каждого`,
        file,
        line: at + 1 || 1,
        topic: 'персонал',
        kind: 'send',
        law: SITE_CONTENT_LAW,
      },
    ];
  });
}
