import { __iconData as awardIcon } from 'lucide-react/icons/award';
import { __iconData as briefcaseIcon } from 'lucide-react/icons/briefcase';
import { __iconData as smileIcon } from 'lucide-react/icons/face-slightly-smiling';
import { __iconData as starIcon } from 'lucide-react/icons/star';
import { SvgIcon } from './svg-icon.tsx';
import type { TeamContent } from '../content-types.ts';
import { Picture } from './picture.tsx';

type FieldMember = TeamContent['fieldTeam'][number];
type OfficeMember = TeamContent['officeStaff'][number];
type Member = FieldMember | OfficeMember;

/** SPEC 2.8: team photos fall back to this picture when they fail to load. */
export const PERSON_FALLBACK = '/images/fallback/person.svg';

/** A person's card: the field lead shows specialty, fun fact and projects too; compact leaves out the bio. */
export function TeamCard({ member, headingLevel = 3, compact = false }: { member: Member; headingLevel?: 2 | 3; compact?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  const field = 'projects' in member ? member : null;
  return (
    <article className={`team-card${compact ? ' team-card-compact' : field ? ' team-card-featured' : ''}`}>
      <Picture className="team-photo" src={member.image} fallback={PERSON_FALLBACK} sizes="(min-width: 40rem) 24rem, 100vw" alt={`Portrait of ${member.name}`} width={400} height={400} decoding="async" />
      <div className="team-card-body">
        <Heading className="team-name">{member.name}</Heading>
        <p className="team-role">{member.role}</p>
        <p className="team-experience"><SvgIcon icon={briefcaseIcon} size={16} /> {member.experience} experience</p>
        {member.rating !== undefined ? <Rating value={member.rating} /> : null}
        {compact ? null : <p className="team-bio">{member.bio}</p>}
        {field && !compact ? (
          <dl className="team-details">
            <div><dt><SvgIcon icon={awardIcon} size={16} /> Specialty</dt><dd>{field.specialty}</dd></div>
            <div><dt><SvgIcon icon={smileIcon} size={16} /> Fun fact</dt><dd>{field.funFact}</dd></div>
          </dl>
        ) : null}
        {field ? <p className="team-projects">{field.projects}+ Projects Completed</p> : null}
      </div>
    </article>
  );
}

/** Stars drawn for sighted users; one label for screen readers. */
export function Rating({ value, max = 5 }: { value: number; max?: number }) {
  return (
    <p className="team-rating" role="img" aria-label={`Rated ${value} out of ${max} stars`}>
      {Array.from({ length: max }, (_, i) => (
        <SvgIcon icon={starIcon} key={i} size={18} className={i < value ? 'star-on' : 'star-off'} />
      ))}
    </p>
  );
}
