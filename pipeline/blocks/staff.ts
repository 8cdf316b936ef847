import type { BlockNode, CardNode, InlineNode } from '../../common/schema/ast.ts';
import { COLLECTION_PICTURES } from '../../common/images/collection-pictures.ts';
import type { StaffMember } from '../read/load-clinic-data.ts';
import { noAttributes } from './attribute-types.ts';
import { defineBlock, type BlockInput } from './define-block.ts';
import { lines, paragraph, scheduleRanges, strong, text } from './data-nodes.ts';

/**
 * The clinic's medical workers (content/data/staff/, a file each): `staff` as cards for «О клинике»
 * — photo, name, position, a word about each —, `staff-table` as a table with everything the law
 * asks for each one on «Сведения о медицинской организации». A new worker's file appears in both
 * with no other edit. Both are built of the cards and tables pages already have: no code of their
 * own in the app.
 */
export const staffBlock = defineBlock({
  names: ['staff', 'staff-table'],
  title: 'none',
  content: 'none',
  attributes: noAttributes,
  topic: 'персонал',
  example: `::: staff
:::`,
  build: (input) => {
    const staff = input.data('staff');
    if (staff === undefined) return undefined;
    return input.name === 'staff' ? cards(staff, input) : table(staff);
  },
});

function cards(staff: readonly StaffMember[], input: BlockInput<unknown, unknown>): BlockNode {
  const items = staff.map((member): CardNode => ({
    type: 'card',
    title: member.name,
    children: [
      ...(member.photo === undefined ? [] : [paragraph(input.picture(member.photo.src, member.photo.alt, COLLECTION_PICTURES.staff.slot))]),
      paragraph(text(member.position)),
      ...(member.about === undefined ? [] : [paragraph(text(member.about))]),
    ],
  }));
  return { type: 'cardGroup', cols: 3, items };
}

const cell = (children: readonly InlineNode[]) => ({ type: 'tableCell' as const, children: [...children] });

function table(staff: readonly StaffMember[]): BlockNode {
  return {
    type: 'table',
    align: [null, null, null, null, null],
    head: ['Работник', 'Образование', 'Аккредитация или сертификат', 'Стаж по специальности', 'График работы'].map((title) => cell([text(title)])),
    rows: staff.map((member) => [
      cell(lines([[strong(member.name)], [text(member.position)], [text(`специальность: ${member.specialty}`)]])),
      cell(
        lines(
          member.education.map((education) => [
            text(`${education.level}: ${education.institution}, ${education.year}; специальность «${education.specialty}»`),
          ]),
        ),
      ),
      cell(
        lines(
          member.accreditations.map((accreditation) => [
            text(
              `${accreditation.kind === 'аккредитация' ? 'Аккредитация' : 'Сертификат'} по специальности «${accreditation.specialty}» от ${accreditation.date}, действует до ${accreditation.validUntil}`,
            ),
          ]),
        ),
      ),
      cell([text(`с ${member.experienceSince} года`)]),
      cell(lines(scheduleRanges(member.schedule).map(({ days, hours }) => [text(`${days} ${hours}`)]))),
    ]),
  };
}
