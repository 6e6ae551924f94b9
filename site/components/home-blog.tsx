import { useId } from 'react';
import { __iconData as arrowRightIcon } from 'lucide-react/icons/arrow-right';
import { __iconData as clockIcon } from 'lucide-react/icons/clock';
import { SvgIcon } from './svg-icon.tsx';
import type { HomeContent } from '../content-types.ts';
import type { PostSummary } from '../page-props.ts';
import { postHref } from '../lib/post-href.ts';
import { Picture } from './picture.tsx';

/** Latest from Our Blog (SPEC 2.4): three teasers, each linking to its article's own page, /blog/{id}. */
export function HomeBlog({ copy, posts }: { copy: HomeContent['blog']; posts: PostSummary[] }) {
  const titleId = useId();
  return (
    <section className="section home-blog" aria-labelledby={titleId}>
      <div className="container">
        <header className="home-section-head">
          <h2 id={titleId}>{copy.title}</h2>
          <p className="lead">{copy.text}</p>
        </header>
        <ul className="home-blog-grid">
          {posts.map((post) => (
            <li key={post.id} className="home-post">
              <Picture src={post.image} sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw" alt="" width={1200} height={630} loading="lazy" decoding="async" />
              <div className="home-post-body">
                <p className="home-post-meta"><span className="badge">{post.category}</span> <span><SvgIcon icon={clockIcon} size={14} /> {post.readTime}</span></p>
                <h3 className="home-post-title"><a href={postHref(post.id)}>{post.title}</a></h3>
                <p className="home-post-excerpt">{post.excerpt}</p>
                <span className="home-post-more" aria-hidden="true">Read More <SvgIcon icon={arrowRightIcon} size={16} /></span>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
