import type { NodeOfType } from '../../common/schema/ast.ts';
import { ImageAlt } from './image-alt.tsx';
import styles from './staff.module.css';

type Member = NodeOfType<'staff'>['members'][number];

/**
 * The clinic's medical workers (content/data/staff/): cards with the photo, name, position and a
 * word about each on «О клинике»; on «Сведения о медицинской организации» a table with what the
 * law asks for each one — education, accreditation or certificate, experience, hours of work.
 */
export function Staff({ node }: { node: NodeOfType<'staff'> }) {
  return node.view === 'cards' ? <StaffCards members={node.members} /> : <StaffTable members={node.members} />;
}

function StaffCards({ members }: { members: readonly Member[] }) {
  return (
    <ul className={styles.cards}>
      {members.map((member) => (
        <li key={member.id} className={styles.card}>
          {member.photo === undefined ? null : (
            <div className={styles.photo}>
              <img src={member.photo.src} alt={member.photo.alt} width={member.photo.width} height={member.photo.height} loading="lazy" decoding="async" />
              <ImageAlt alt={member.photo.alt} />
            </div>
          )}
          {/* no id: the table of contents lists the page's own headings */}
          <h3 className={styles.name}>{member.name}</h3>
          <p className={styles.position}>{member.position}</p>
          {member.about === undefined ? null : <p className={styles.about}>{member.about}</p>}
        </li>
      ))}
    </ul>
  );
}

function StaffTable({ members }: { members: readonly Member[] }) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Медицинские работники">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Работник</th>
            <th scope="col">Образование</th>
            <th scope="col">Аккредитация или сертификат</th>
            <th scope="col">Стаж по специальности</th>
            <th scope="col">График работы</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <th scope="row">
                {member.name}
                <span className={styles.detail}>{member.position}</span>
                <span className={styles.detail}>специальность: {member.specialty}</span>
              </th>
              <td>
                {member.education.map((education, index) => (
                  <p key={index} className={styles.line}>
                    {education.level}: {education.institution}, {education.year}; специальность «{education.specialty}»
                  </p>
                ))}
              </td>
              <td>
                {member.accreditations.map((accreditation, index) => (
                  <p key={index} className={styles.line}>
                    {accreditation.kind === 'аккредитация' ? 'Аккредитация' : 'Сертификат'} по специальности «{accreditation.specialty}» от {accreditation.date}
                    , действует до {accreditation.validUntil}
                  </p>
                ))}
              </td>
              <td>с {member.experienceSince} года</td>
              <td>
                <ul className={styles.schedule}>
                  {member.schedule.map((range) => (
                    <li key={range.days}>
                      {range.days} {range.hours}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
