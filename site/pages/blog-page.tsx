import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { __iconData as searchIcon } from 'lucide-react/icons/search';
import { SvgIcon } from '../components/svg-icon.tsx';
import type { PagePropsMap } from '../page-props.ts';
import { BlogCard } from '../components/blog-card.tsx';
import { BlogArticle } from '../components/blog-article.tsx';
import { ALL_CATEGORIES, filterPosts } from '../components/blog-filter.ts';
import { useSelectedPost } from '../components/blog-selection.ts';
import { useArticle } from '../lib/use-article.ts';
import { useShell } from '../components/shell-context.tsx';
import '../styles/blog.css';

/** /blog (list, or one article via ?post={id}) and /blog/{id} (pre-rendered article), SPEC 2.14. */
export default function BlogPage({ posts, categories, article }: PagePropsMap['blog']) {
  const { site } = useShell();
  const initial = article?.id;
  const { postId, follow } = useSelectedPost(initial, posts.map((p) => p.id));
  const post = useArticle(postId, article);
  const heading = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);
  const listTitle = useRef<string | null>(null);

  // After an in-place switch: the tab title names the article, and focus moves to the new main heading.
  useEffect(() => {
    if (initial) return;
    listTitle.current ??= document.title;
    document.title = post ? `${post.title} | ${site.shortName}` : listTitle.current;
    if (switched.current) heading.current?.focus();
    switched.current = true;
  }, [initial, post, site.shortName]);

  if (post) return <BlogArticle post={post} onBack={follow(undefined)} headingRef={heading} />;
  return <BlogList posts={posts} categories={categories} follow={follow} headingRef={heading} />;
}

interface BlogListProps {
  posts: PagePropsMap['blog']['posts'];
  categories: string[];
  follow: ReturnType<typeof useSelectedPost>['follow'];
  headingRef: Ref<HTMLHeadingElement>;
}

function BlogList({ posts, categories, follow, headingRef }: BlogListProps) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const ids = useId();
  const shown = filterPosts(posts, search, category);
  return (
    <>
      {/* The page-hero look, with a focusable heading for the return from an article. */}
      <section className="page-hero">
        <div className="container">
          <h1 ref={headingRef} tabIndex={-1}>Blog</h1>
          <p className="lead">Practical maintenance checklists, project planning guides and honest advice from our team.</p>
        </div>
      </section>
      <section className="section blog-section" aria-label="Articles">
        <div className="container">
          <div className="blog-toolbar" role="search">
            <div className="blog-search">
              <label htmlFor={`${ids}-search`} className="visually-hidden">Search articles</label>
              <SvgIcon icon={searchIcon} size={20} className="blog-search-icon" />
              <input id={`${ids}-search`} type="search" placeholder="Search articles..." value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
            </div>
            <div className="blog-category-filter">
              <label htmlFor={`${ids}-category`}>Category</label>
              <select id={`${ids}-category`} value={category} onChange={(e) => setCategory(e.target.value)}>
                {[ALL_CATEGORIES, ...categories].map((c) => <option key={c} value={c}>{c}</option>)}
              </select>
            </div>
          </div>
          <p className="blog-count" aria-live="polite">{shown.length === 1 ? '1 article' : `${shown.length} articles`}</p>
          {shown.length > 0 ? (
            <ul className="blog-grid">
              {shown.map((p) => <li key={p.id}><BlogCard post={p} onFollow={follow(p.id)} /></li>)}
            </ul>
          ) : (
            <p className="blog-empty">No articles match your search. Try another word or choose All categories.</p>
          )}
        </div>
      </section>
    </>
  );
}
