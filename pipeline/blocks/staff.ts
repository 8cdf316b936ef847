import type { StaffView } from '../../common/schema/ast.ts';
import type { StaffMemberView } from '../../common/schema/content-items.ts';
import type { StaffMember } from '../read/load-clinic-data.ts';
import { noAttributes } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';
import { scheduleRanges } from './data-nodes.ts';

const VIEW_BY_NAME: Record<string, StaffView> = {
  staff: 'cards',
  'staff-table': 'table',
};

/**
 * The clinic's medical workers (content/data/staff/, a file each): `staff` as cards for «О клинике»,
 * `staff-table` with everything the law asks for each one on «Сведения о медицинской организации».
 * A new worker's file appears in both with no other edit.
 */
export const staffBlock = defineBlock({
  names: Object.keys(VIEW_BY_NAME),
  title: 'none',
  content: 'none',
  attributes: noAttributes,
  topic: 'персонал',
  example: `::: staff
:::`,
  build: ({ name, data }) => {
    const staff = data('staff');
    if (staff === undefined) return undefined;
    return { type: 'staff', view: VIEW_BY_NAME[name]!, members: staff.map(memberView) };
  },
});

function memberView(member: StaffMember): StaffMemberView {
  return {
    id: member.id,
    name: member.name,
    position: member.position,
    specialty: member.specialty,
    education: member.education.map((education) => ({ ...education, year: String(education.year) })),
    accreditations: member.accreditations.map(({ kind, specialty, date, validUntil }) => ({ kind, specialty, date, validUntil })),
    experienceSince: String(member.experienceSince),
    schedule: scheduleRanges(member.schedule),
    ...(member.photo === undefined ? {} : { photo: member.photo }),
    ...(member.about === undefined ? {} : { about: member.about }),
  };
}
