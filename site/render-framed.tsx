import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app.tsx';
import { navPosition, type NavPosition } from './lib/main-nav.ts';
import type { ShellProps } from './page-props.ts';
import { pictureInfo, takeShownPictures } from './lib/pictures.ts';

/**
 * The frame of every page (skip link, header, footer, phone bar) is most of a page's markup and the same on most
 * pages: it depends on the site's facts, its navigation and where the visitor is (NavPosition), never on the page.
 * So it is rendered once for each position its questions tell apart, and each page renders only its <main>.
 */
interface Frame {
  /** The resource hints React put first (see splitHints). */
  hints: string[];
  /** The frame's markup before and after <main>. */
  before: string;
  after: string;
  /** The questions the frame asked of its position, with their answers: another page fits it if it answers them alike. */
  asked: { question: keyof NavPosition; href: string; answer: boolean }[];
  /** The photos the frame shows, which every page it frames embeds for the client. */
  pictures: string[];
}

/** Frames by the site facts and the navigation they were rendered from: a new build's content gets frames of its own. */
const frames = new WeakMap<ShellProps['site'], WeakMap<ShellProps['navigation'], Frame[]>>();

const Empty = () => null;

/** A page's App in its parts, in order: `before` and `after` are the frame's, the same strings on every page it fits. */
export interface FramedApp {
  hints: string;
  before: string;
  main: string;
  after: string;
}

/**
 * The markup `renderToString(<App shell Page props />)` gives, in parts, with the frame rendered once for every page
 * that fits it. `tests/unit/render-framed.test.ts` holds that the two are the same for every route.
 */
export function renderFramed<P extends object>(shell: ShellProps, Page: ComponentType<P>, props: P): FramedApp {
  const frame = frameFor(shell);
  // Looking a photo up marks it as shown in this page.
  for (const src of frame.pictures) pictureInfo(src);
  const page = splitHints(renderToString(<App shell={shell} Page={Page} props={props} parts="page" />));
  return { hints: mergeHints(frame.hints, page.hints), before: frame.before, main: page.markup, after: frame.after };
}

/**
 * React puts a `<link rel="preload">` for the images a render shows without lazy loading before its markup. A page's
 * render and its frame's each have their own; the whole App has one list, the frame's first (its header comes first),
 * each image once. (React lists its first ten ahead of the rest and counts the frame's among them, so a page showing
 * ten or more such images may list them in another order than the whole App would; the links themselves are alike.)
 */
function splitHints(html: string): { hints: string[]; markup: string } {
  const hints = html.match(/^(?:<link [^>]*>)*/)![0];
  return { hints: hints.match(/<link [^>]*>/g) ?? [], markup: html.slice(hints.length) };
}

function mergeHints(first: string[], then: string[]): string {
  const key = (link: string) => /\s(?:href|imageSrcSet)="([^"]*)"/.exec(link)?.[1] ?? link;
  const seen = new Set(first.map(key));
  return first.join('') + then.filter((link) => !seen.has(key(link))).join('');
}

function frameFor(shell: ShellProps): Frame {
  let bySite = frames.get(shell.site);
  if (!bySite) frames.set(shell.site, (bySite = new WeakMap()));
  let known = bySite.get(shell.navigation);
  if (!known) bySite.set(shell.navigation, (known = []));
  const here = navPosition(shell.path);
  const fits = (frame: Frame) => frame.asked.every(({ question, href, answer }) => here[question](href) === answer);
  const found = known.find(fits);
  if (found) return found;

  const asked: Frame['asked'] = [];
  const ask = (question: keyof NavPosition) => (href = '') => {
    const answer = here[question](href);
    asked.push({ question, href, answer });
    return answer;
  };
  const position: NavPosition = { isAt: ask('isAt'), isWithin: ask('isWithin'), inServices: ask('inServices') };
  const pending = Object.keys(takeShownPictures());
  const { hints, markup: html } = splitHints(renderToString(<App shell={withoutPath(shell)} Page={Empty} props={{}} parts="frame" position={position} />));
  const pictures = Object.keys(takeShownPictures());
  for (const src of pending) pictureInfo(src);

  const main = renderToString(<App shell={shell} Page={Empty} props={{}} parts="page" />);
  const at = html.indexOf(main);
  if (at < 0 || html.indexOf(main, at + 1) >= 0) throw new Error(`renderFramed: the frame holds its empty ${main} ${at < 0 ? 'nowhere' : 'twice'}`);
  const frame: Frame = { hints, before: html.slice(0, at), after: html.slice(at + main.length), asked, pictures };
  known.push(frame);
  return frame;
}

/** The shell for the frame: one that stops the build if the frame reads the page's path (see NavPosition). */
function withoutPath(shell: ShellProps): ShellProps {
  return {
    site: shell.site,
    navigation: shell.navigation,
    get path(): string {
      throw new Error('the header and footer are rendered once for many pages, so they may not read the page\'s path: ask useNavPosition() instead');
    },
  };
}
