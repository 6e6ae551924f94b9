import type { MouseEventHandler } from 'react';
import type { PostSummary } from '../page-props.ts';
import { BlogMeta } from './blog-meta.tsx';
import { postHref } from '../lib/post-href.ts';
import { Picture } from './picture.tsx';

/** One article teaser; the whole title is the link, the image is decorative. */
export function BlogCard({ post, onFollow }: { post: PostSummary; onFollow?: MouseEventHandler<HTMLAnchorElement> }) {
  const href = postHref(post.id);
  return (
    <article className="blog-card">
      <Picture className="blog-card-image" src={post.image} sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw" alt="" width={1200} height={630} loading="lazy" decoding="async" />
      <div className="blog-card-body">
        <p className="blog-category">{post.category}</p>
        <h2 className="blog-card-title"><a href={href} onClick={onFollow}>{post.title}</a></h2>
        <BlogMeta date={post.date} readTime={post.readTime} />
        <p className="blog-card-excerpt">{post.excerpt}</p>
        <span className="blog-card-more" aria-hidden="true">Read article →</span>
      </div>
    </article>
  );
}
