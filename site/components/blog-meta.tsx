import Calendar from 'lucide-react/icons/calendar';
import Clock from 'lucide-react/icons/clock';
import User from 'lucide-react/icons/user';
import { formatDate } from './blog-date.ts';

/** Date and read time of a post, optionally with its author. */
export function BlogMeta({ date, readTime, author }: { date: string; readTime: string; author?: string }) {
  return (
    <p className="blog-meta">
      {author ? <span><User aria-hidden="true" size={16} /> {author}</span> : null}
      <span><Calendar aria-hidden="true" size={16} /> <time dateTime={date}>{formatDate(date)}</time></span>
      <span><Clock aria-hidden="true" size={16} /> {readTime}</span>
    </p>
  );
}
