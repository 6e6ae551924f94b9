import { __iconData as calendarIcon } from 'lucide-react/icons/calendar';
import { __iconData as clockIcon } from 'lucide-react/icons/clock';
import { __iconData as userIcon } from 'lucide-react/icons/user';
import { SvgIcon } from './svg-icon.tsx';
import { formatDate } from './blog-date.ts';

/** Date and read time of a post, optionally with its author. */
export function BlogMeta({ date, readTime, author }: { date: string; readTime: string; author?: string }) {
  return (
    <p className="blog-meta">
      {author ? <span><SvgIcon icon={userIcon} size={16} /> {author}</span> : null}
      <span><SvgIcon icon={calendarIcon} size={16} /> <time dateTime={date}>{formatDate(date)}</time></span>
      <span><SvgIcon icon={clockIcon} size={16} /> {readTime}</span>
    </p>
  );
}
