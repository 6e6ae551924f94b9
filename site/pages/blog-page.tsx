import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { __iconData as searchIcon } from 'lucide-react/icons/search';
import { SvgIcon } from '../components/svg-icon.tsx';
import type { PagePropsMap } from '../page-props.ts';
import { BlogCard } from '../components/blog-card.tsx';
import { BlogArticle } from '../components/blog-article.tsx';
import { ALL_CATEGORIES, filterPosts } from '../components/blog-filter.ts';
import { useSelectedPost } from '../components/blog-selection.ts';
import { useArticle } from '../lib/use-article.ts';
import { usePostIndex, type PostIndex } from '../lib/use-post-index.ts';
import { POSTS_PER_PAGE } from '../lib/post-index.ts';
import { useShell } from '../components/shell-context.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';
import '../styles/blog.css';

/** /blog (list, or one article via ?post={id}) and /blog/{id} (pre-rendered article), SPEC 2.14. */
export default function BlogPage({ posts, total, categories, article }: PagePropsMap['blog']) {
  const { site } = useShell();
  const initial = article?.id;
  const index = usePostIndex(posts, total);
  const { postId, follow } = useSelectedPost(initial, index.posts.map((p) => p.id), index.complete ? undefined : index.load);
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
  return <BlogList index={index} categories={categories} follow={follow} headingRef={heading} />;
}

interface BlogListProps {
  index: PostIndex;
  categories: string[];
  follow: ReturnType<typeof useSelectedPost>['follow'];
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * The cards, POSTS_PER_PAGE at a time. Searching, choosing a category or asking for more fetches the whole list when
 * the page carries only its first page; until it arrives, the cards at hand are filtered and the count says so.
 */
function BlogList({ index, categories, follow, headingRef }: BlogListProps) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [limit, setLimit] = useState(POSTS_PER_PAGE);
  // The first card "Show more articles" added, which gets focus once it is on screen.
  const focusFrom = useRef<number | null>(null);
  const grid = useRef<HTMLUListElement>(null);
  const ids = useId();
  const hydrated = useHydrated();
  const filtering = search.trim() !== '' || category !== ALL_CATEGORIES;
  const matches = filterPosts(index.posts, search, category);
  // Before the whole list is here, the unfiltered count is the blog's own; a filtered one is not known yet.
  const count = index.complete ? matches.length : filtering ? undefined : index.total;
  const shown = matches.slice(0, limit);
  const more = count !== undefined && count > shown.length;

  useEffect(() => {
    const first = focusFrom.current;
    if (first === null || shown.length <= first) return;
    focusFrom.current = null;
    grid.current?.querySelectorAll<HTMLAnchorElement>('.blog-card-title a')[first]?.focus();
  }, [shown.length]);

  const refine = (change: () => void) => {
    change();
    focusFrom.current = null;
    setLimit(POSTS_PER_PAGE);
    index.load();
  };
  const showMore = () => {
    focusFrom.current = shown.length;
    setLimit(shown.length + POSTS_PER_PAGE);
    index.load();
  };
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
          <div className="blog-toolbar js-only" role="search">
            <div className="blog-search">
              <label htmlFor={`${ids}-search`} className="visually-hidden">Search articles</label>
              <SvgIcon icon={searchIcon} size={20} className="blog-search-icon" />
              <input id={`${ids}-search`} type="search" placeholder="Search articles..." value={search} onFocus={index.load} onChange={(e) => refine(() => setSearch(e.target.value))} autoComplete="off" />
            </div>
            <div className="blog-category-filter">
              <label htmlFor={`${ids}-category`}>Category</label>
              <select id={`${ids}-category`} value={category} onFocus={index.load} onChange={(e) => refine(() => setCategory(e.target.value))}>
                {[ALL_CATEGORIES, ...categories].map((c) => <option key={c} value={c}>{c}</option>)}
              </select>
            </div>
          </div>
          <p className="blog-count" aria-live="polite">{countText(count, shown.length, index)}</p>
          {shown.length > 0 ? (
            <ul className="blog-grid" ref={grid}>
              {shown.map((p) => <li key={p.id}><BlogCard post={p} onFollow={follow(p.id)} /></li>)}
            </ul>
          ) : (
            <p className="blog-empty">{index.complete || index.failed ? 'No articles match your search. Try another word or choose All categories.' : 'Searching all articles...'}</p>
          )}
          {more ? (
            <div className="blog-more">
              {/* Until the page can load more cards, the older articles are reached through the sitemap's blog list. */}
              {hydrated
                ? <button type="button" className="button button-secondary" onClick={showMore} aria-busy={index.loading || undefined}>Show more articles</button>
                : <a className="button button-secondary" href="/sitemap#sitemap-blog">All articles</a>}
            </div>
          ) : null}
        </div>
      </section>
    </>
  );
}

/** "3 articles"; "Showing 12 of 4,000 articles" while there are more to show; what is going on before the full list is here. */
function countText(count: number | undefined, shown: number, index: PostIndex): string {
  if (index.failed && !index.complete) return `Showing the newest ${index.posts.length} articles: the full list could not be loaded. Check your connection and try again.`;
  if (count === undefined) return `Searching all ${index.total.toLocaleString('en-US')} articles...`;
  const articles = count === 1 ? '1 article' : `${count.toLocaleString('en-US')} articles`;
  return shown < count ? `Showing ${shown.toLocaleString('en-US')} of ${articles}` : articles;
}
