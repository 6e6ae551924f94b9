import type { MouseEventHandler, Ref } from 'react';
import { __iconData as arrowLeftIcon } from 'lucide-react/icons/arrow-left';
import { SvgIcon } from './svg-icon.tsx';
import type { Post } from '../content-types.ts';
import { BlogMeta } from './blog-meta.tsx';
import { Picture } from './picture.tsx';
import { ARTICLE_IMAGE_SIZES } from '../lib/picture-sources.ts';

export interface BlogArticleProps {
  post: Post;
  onBack?: MouseEventHandler<HTMLAnchorElement>;
  /** The title; focused when the article replaces the list in place. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The article view. post.html was made safe by the pipeline (markdown.ts: raw HTML dropped, addresses checked), so it is safe to inject. */
export function BlogArticle({ post, onBack, headingRef }: BlogArticleProps) {
  return (
    <article className="blog-article">
      <header className="blog-article-header">
        <div className="container narrow">
          <a className="blog-back" href="/blog" onClick={onBack}><SvgIcon icon={arrowLeftIcon} size={18} /> Back to Blog</a>
          <p className="blog-category">{post.category}</p>
          <h1 ref={headingRef} tabIndex={-1}>{post.title}</h1>
          <BlogMeta date={post.date} readTime={post.readTime} author={post.author} />
        </div>
      </header>
      <div className="container narrow">
        <Picture className="blog-article-image" src={post.image} sizes={ARTICLE_IMAGE_SIZES} alt="" width={1200} height={630} decoding="async" />
        {/* data-article-body: where the client reads the body back before hydrating (lib/article-body.ts). Written
            out rather than imported, so that module stays in the hydration chunk instead of becoming one of its own. */}
        <div className="prose blog-prose" data-article-body="" dangerouslySetInnerHTML={{ __html: post.html }} />
        <p><a className="button button-secondary" href="/blog" onClick={onBack}><SvgIcon icon={arrowLeftIcon} size={18} /> Back to Blog</a></p>
      </div>
    </article>
  );
}
