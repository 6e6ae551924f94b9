import type { MarkdownIt, Token } from 'markdown-it';
import { CONTENT_ID_PREFIX, contentHref, decodedAddress } from './content-links.ts';
import { ARTICLE_IMAGE_SIZES, pictureMarkup, type PictureTable } from '../../site/lib/picture-sources.ts';

/** Renders a body; `pictures` are the photos it may show, whose <img> become <picture> with copies of each size. */
export type MarkdownRenderer = (markdown: string, pictures?: PictureTable) => string;

let renderer: Promise<MarkdownRenderer> | undefined;

/** What one render keeps while markdown-it walks the tokens: the photos, and the heading ids given so far. */
interface RenderEnv { pictures: PictureTable; slugs: { slug(text: string): string } }

/** What markdown-it-footnote keeps on its tokens: the note's number from 0, which reference to it, and its label. */
interface NoteMeta { id: number; subId?: number; label?: string }

const noteOf = (token: Token) => token.meta as unknown as NoteMeta;

/**
 * Markdown -> safe HTML, with markdown-it (CommonMark and GitHub's additions: tables, ~~strike-through~~, task lists,
 * bare web addresses and footnotes). It is safe by construction: markdown-it writes every tag itself and escapes all
 * text and attributes, raw HTML in content is parsed as CommonMark says and then dropped (never escaped into view),
 * and every link and image address goes through contentHref, which drops `javascript:`, `data:`, any other scheme
 * than http(s), mailto and tel, and paths that leave the site (`//host`, `/\host`).
 *
 * Ids that come from content get the `user-content-` prefix, as on GitHub: no heading can take an id the page itself
 * uses (`## Page Data` once became id="page-data" and stopped hydration). Heading ids are github-slugger's, over the
 * heading's text without images' alt text, as the link check computes them (outline.ts); fragment links follow the
 * prefix. Validation reports bad links with their line and column (pipeline/check/rules/links.ts); this is the
 * second line of defence, and the build's last step checks the links and ids of the pages as written.
 *
 * markdown-it takes about a tenth of the time unified did (0.12-0.18 against 1.4 ms a post): see docs/performance.md.
 * It is imported on first use: a build that renders no page with Markdown (a rebuild that keeps them all) never loads it.
 */
export function loadMarkdownRenderer(): Promise<MarkdownRenderer> {
  renderer ??= (async () => {
    const [{ default: markdownIt }, { default: footnotes }, { default: GithubSlugger }] = await Promise.all([
      import('markdown-it'), import('markdown-it-footnote'), import('github-slugger'),
    ]);
    const md = markdownIt({ html: true, linkify: true });
    md.use(footnotes);
    // GitHub's footnotes are `[^label]` only; markdown-it-footnote's inline `^[text]` is not Markdown editors know.
    md.inline.ruler.disable('footnote_inline');
    keepGithubAutolinks(md);
    // Every address is judged by contentHref when the tag is written (so the text of a bad link stays, without it).
    md.validateLink = () => true;
    md.core.ruler.after('inline', 'task-lists', (state) => taskLists(state.tokens, state.Token));
    md.core.ruler.push('heading-ids', (state) => headingIds(state.tokens, (state.env as unknown as RenderEnv).slugs));
    Object.assign(md.renderer.rules, renderRules(md));
    return (markdown, pictures) => {
      const env: RenderEnv = { pictures: pictures ?? {}, slugs: new GithubSlugger() };
      // A byte-order mark is not text (micromark drops it too; markdown-it would make it the first paragraph's).
      const text = markdown.charCodeAt(0) === 0xfeff ? markdown.slice(1) : markdown;
      // markdown-it joins slices of the text and its own tags: a text with no character above U+00FF gives HTML that V8
      // stores at one byte per character (rehype-sanitize's output needed copying for that; a test holds it).
      return md.render(text, env as unknown as Record<string, unknown>).replace(/\n$/, '');
    };
  })();
  return renderer;
}

/** How the tags markdown-it makes are written, where this site's differ from markdown-it's own. */
function renderRules(md: MarkdownIt): MarkdownIt['renderer']['rules'] {
  const attr = (name: string, value: string | number) => ` ${name}="${md.utils.escapeHtml(String(value))}"`;
  const attrs = (token: Token, names: string[]) => names.map((name) => { const value = token.attrGet(name); return value === null ? '' : attr(name, value); }).join('');
  const label = (token: Token) => encodeURIComponent(String(noteOf(token).label ?? noteOf(token).id + 1).toLowerCase());
  /** The second and later references to one note are told apart by a number: fnref-1-2. */
  const nth = (token: Token) => ((noteOf(token).subId ?? 0) > 0 ? `-${noteOf(token).subId! + 1}` : '');
  const cell = (tag: 'th' | 'td') => (tokens: Token[], idx: number) => {
    const align = /text-align:(left|right|center)/.exec(String(tokens[idx]!.attrGet('style') ?? ''))?.[1];
    return `<${tag}${align ? attr('align', align) : ''}>`;
  };
  return {
    // Raw HTML is dropped, as remark did without allowDangerousHtml: an editor's <script> or <iframe> never shows.
    html_block: () => '',
    html_inline: () => '',
    heading_open: (tokens, idx) => `<${tokens[idx]!.tag}${attrs(tokens[idx]!, ['id'])}>`,
    link_open: (tokens, idx) => {
      const href = contentHref(String(tokens[idx]!.attrGet('href') ?? ''));
      return `<a${href === undefined ? '' : attr('href', href)}${attrs(tokens[idx]!, ['title'])}>`;
    },
    image: (tokens, idx, _options, env) => image(tokens[idx]!, md, (env as unknown as RenderEnv).pictures, attr),
    s_open: () => '<del>',
    s_close: () => '</del>',
    // A table in a box of its own that scrolls sideways when it is wider than the column (a phone), without breaking
    // its words; keyboard users can focus the box to scroll it, and screen readers hear it named.
    table_open: () => '<div class="table-scroll" tabindex="0" role="region" aria-label="Table, scrolls sideways"><table>\n',
    table_close: () => '</table></div>\n',
    th_open: cell('th'),
    td_open: cell('td'),
    // A task list's box says its state: "Done" or "Not done", before the item's own words.
    task_box: (tokens, idx) => ((tokens[idx]!.meta as { checked: boolean }).checked ? '<input type="checkbox" checked disabled aria-label="Done">' : '<input type="checkbox" disabled aria-label="Not done">'),
    // Footnotes as GitHub writes them: a labelled section, numbered references, and a way back from each note.
    footnote_ref: (tokens, idx) => {
      const token = tokens[idx]!;
      return `<sup><a href="#${CONTENT_ID_PREFIX}fn-${label(token)}" id="${CONTENT_ID_PREFIX}fnref-${label(token)}${nth(token)}" data-footnote-ref aria-describedby="${CONTENT_ID_PREFIX}footnote-label">${noteOf(token).id + 1}</a></sup>`;
    },
    footnote_block_open: () => `<section data-footnotes class="footnotes"><h2 class="sr-only" id="${CONTENT_ID_PREFIX}footnote-label">Footnotes</h2>\n<ol>\n`,
    footnote_block_close: () => '</ol>\n</section>\n',
    footnote_open: (tokens, idx) => `<li id="${CONTENT_ID_PREFIX}fn-${label(tokens[idx]!)}">\n`,
    footnote_close: () => '</li>\n',
    footnote_anchor: (tokens, idx) => {
      const token = tokens[idx]!;
      const again = nth(token) === '' ? '' : `<sup>${noteOf(token).subId! + 1}</sup>`;
      return ` <a href="#${CONTENT_ID_PREFIX}fnref-${label(token)}${nth(token)}" data-footnote-backref="" aria-label="Back to reference ${noteOf(token).id + 1}${nth(token)}" class="data-footnote-backref">↩${again}</a>`;
    },
  };
}

/**
 * A body's image, loaded lazily (it sits below the post's own picture, and a photo an editor adds may be large). A
 * photo's <img> goes inside a <picture>: AVIF and WebP copies at each width, its real width and height (so the text
 * below does not jump when it loads) and the fallback copies in srcset. Drawings (SVG) stay a plain <img>.
 */
function image(token: Token, md: MarkdownIt, pictures: PictureTable, attr: (name: string, value: string | number) => string): string {
  const src = contentHref(String(token.attrGet('src') ?? ''));
  const alt = attr('alt', md.renderer.renderInlineAsText(token.children ?? [], md.options, {}));
  const title = token.attrGet('title');
  const rest = `${title === null ? '' : attr('title', title)} loading="lazy" decoding="async"`;
  const info = src === undefined ? undefined : pictures[src] ?? pictures[decodedAddress(src)];
  if (src === undefined || !info) return `<img${src === undefined ? '' : attr('src', src)}${alt}${rest}>`;
  const markup = pictureMarkup(src, info);
  const sizes = attr('sizes', ARTICLE_IMAGE_SIZES);
  const sources = markup.sources.map(({ type, srcSet }) => `<source${attr('type', type)}${attr('srcset', srcSet)}${sizes}>`).join('');
  return `<picture>${sources}<img${attr('src', src)}${alt}${rest}${attr('srcset', markup.img.srcSet)}${sizes}${attr('width', markup.img.width)}${attr('height', markup.img.height)}></picture>`;
}

/**
 * Bare addresses become links as on GitHub: `http(s)://…`, `www.…` and email addresses, not every word with a dot
 * (`example.com`), nor `ftp:` or `//host` (linkify-it's own defaults).
 */
function keepGithubAutolinks(md: MarkdownIt): void {
  const linkify = md.linkify;
  // linkify-it finds addresses without a scheme only when asked; of those, GitHub links the ones with "www.".
  linkify.set({ fuzzyLink: true });
  const github = (match: { schema: string; raw: string }) => ['http:', 'https:', 'mailto:'].includes(match.schema.toLowerCase()) || (match.schema === '' && /^www\./i.test(match.raw));
  const test = linkify.test.bind(linkify);
  const match = linkify.match.bind(linkify);
  const matchAtStart = linkify.matchAtStart.bind(linkify);
  // Every address GitHub links has one of these; linkify-it's own search is a large pattern of Unicode punctuation,
  // which took 0.34 ms a post (more than the rest of the parse) over text with no address at all.
  linkify.test = (text: string) => /www\.|:\/\/|@/i.test(text) && test(text);
  linkify.match = (text: string) => (match(text) ?? []).filter(github);
  linkify.matchAtStart = (text: string) => { const found = matchAtStart(text); return found && github(found) ? found : null; };
}

/**
 * GitHub's task lists: an item whose first paragraph starts with `[ ]` or `[x]` and a space gets a box in its place,
 * and its list a class that drops the bullets.
 */
function taskLists(tokens: Token[], TokenClass: new (type: string, tag: string, nesting: -1 | 0 | 1) => Token): void {
  const lists: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') lists.push(i);
    else if (token.type === 'bullet_list_close' || token.type === 'ordered_list_close') lists.pop();
    if (token.type !== 'list_item_open' || tokens[i + 1]?.type !== 'paragraph_open' || tokens[i + 2]?.type !== 'inline') continue;
    const first = tokens[i + 2]!.children?.[0];
    const box = first?.type === 'text' ? /^\[([ xX])\](?=[ \t]|$)/.exec(first.content) : null;
    if (!box || !first || (first.content.length === 3 && tokens[i + 2]!.children!.length === 1)) continue;
    first.content = first.content.slice(3);
    const input = new TokenClass('task_box', 'input', 0);
    input.meta = { checked: box[1] !== ' ' };
    tokens[i + 2]!.children!.unshift(input);
    token.attrJoin('class', 'task-list-item');
    const list = tokens[lists[lists.length - 1]!]!;
    if (!list.attrGet('class')) list.attrSet('class', 'contains-task-list');
  }
}

/** Every heading's id: github-slugger over its text (images' alt text left out), unique within the body. */
function headingIds(tokens: Token[], slugs: RenderEnv['slugs']): void {
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.type !== 'heading_open') continue;
    const text = (tokens[i + 1]?.children ?? []).map((child) => (child.type === 'text' || child.type === 'text_special' || child.type === 'code_inline' ? child.content : child.type === 'softbreak' ? '\n' : '')).join('');
    tokens[i]!.attrSet('id', `${CONTENT_ID_PREFIX}${slugs.slug(text)}`);
  }
}
