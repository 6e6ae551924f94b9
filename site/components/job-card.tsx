import { __iconData as briefcaseIcon } from 'lucide-react/icons/briefcase';
import { __iconData as building2Icon } from 'lucide-react/icons/building-complex';
import { __iconData as circleCheckIcon } from 'lucide-react/icons/circle-check';
import { __iconData as mapPinIcon } from 'lucide-react/icons/map-pin';
import { SvgIcon } from './svg-icon.tsx';
import type { Job } from '../content-types.ts';
import { DialogTrigger } from './dialog-trigger.tsx';
import { applyPath } from '../lib/form-pages.ts';

/** SPEC 9: a listing shows the first 4 of a job's qualifications (5 each at launch). */
const LISTED_QUALIFICATIONS = 4;

/** One open position with its Apply Now button. */
export function JobCard({ job, onApply }: { job: Job; onApply: (job: Job) => void }) {
  return (
    <article className="job-card">
      <header>
        <h3 className="job-title">{job.title}</h3>
        <ul className="job-facts" aria-label="Position details">
          <li><SvgIcon icon={mapPinIcon} size={16} /> {job.location}</li>
          <li><SvgIcon icon={briefcaseIcon} size={16} /> {job.workType}</li>
          <li><SvgIcon icon={building2Icon} size={16} /> {job.department}</li>
        </ul>
      </header>
      <p>{job.description}</p>
      <h4 className="job-subtitle">Qualifications</h4>
      <ul className="job-qualifications">
        {job.qualifications.slice(0, LISTED_QUALIFICATIONS).map((q) => (
          <li key={q}><SvgIcon icon={circleCheckIcon} size={18} /> <span>{q}</span></li>
        ))}
      </ul>
      <DialogTrigger href={applyPath(job.id)} className="button button-primary job-apply" onOpen={() => onApply(job)}>
        Apply Now<span className="visually-hidden"> for {job.title}</span>
      </DialogTrigger>
    </article>
  );
}
