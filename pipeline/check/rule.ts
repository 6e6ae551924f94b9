import type { CommittedFile, LoadedFile } from '../content/load-content.ts';
import type { Message } from '../messages/messages.ts';
import type { ContentFiles } from '../../site/generated/content-files.ts';
import type { MarkdownOutliner } from '../markdown/outline.ts';
import type { AnyRoute } from '../../site/routes.ts';
import type { SiteContent } from '../../site/content-types.ts';
import type { ImageProbe } from '../images/probe-image.ts';

/** A content kind's name as the generated types spell it: `categoryPage` for `category-page`. */
type KindName = keyof ContentFiles;

/** A file that passed its schema, with its data typed by its kind. */
export interface Checked<K extends KindName> { file: LoadedFile; data: ContentFiles[K] }

/** What a cross-file rule sees. */
export interface RuleInput {
  /** Files that passed their schema. */
  valid: readonly LoadedFile[];
  /** The site the valid files make, assembled once (see assembleSite); absent while a required file is missing or invalid. */
  site?: { content: SiteContent; routes: readonly AnyRoute[] };
  /** Files with problems of their own (unreadable, or failing their schema): rules stay quiet about what they hold. */
  invalid: readonly LoadedFile[];
  /** Site paths of every file under data/images. */
  images: ReadonlySet<string>;
  /** The size in bytes of each file under data/images, by site path. */
  imageBytes?: ReadonlyMap<string, number>;
  /** The date to check dates against, YYYY-MM-DD: tests pass a fixed one; `buildDate()` when absent. */
  today?: string;
  /** What each file under data/images is by its contents (a photo, an SVG, an icon or a problem), by site path. */
  probes?: ReadonlyMap<string, ImageProbe>;
  /** The text of each SVG under data/images, by site path. */
  svgs?: ReadonlyMap<string, string>;
  /** The content folder as messages show it (e.g. `data`), for messages about files that are not content files. */
  dataFolder?: string;
  /** Parses a Markdown body for its links and heading ids; given whenever some file has a body. */
  outline?: MarkdownOutliner;
  /** The static host the build is for (output/static-hosts.ts), when known: some content works on one host only. */
  host?: string;
  /** netlify.toml and deploy/nginx.conf as committed, when they are made from this content's site.yaml. */
  deployConfigs?: readonly CommittedFile[];
}

/** One cross-file check: a rule id family and what it finds. Rules never throw for content. */
export interface CheckRule {
  name: string;
  check(input: RuleInput): Message[];
  /**
   * Each message is at a file it is about, and depends on nothing else than that file, site.yaml and the date: a file
   * the previous check in this process had too (dev gives back unchanged files as the same objects) keeps its messages.
   */
  perFile?: boolean;
}

/** The valid files of a kind (`services`, `categoryPage`, ...), typed. */
export function filesOf<K extends KindName>(input: RuleInput, kind: K): Checked<K>[] {
  const kebab = kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return input.valid.filter((f) => f.kind.kind === kebab).map((file) => ({ file, data: file.data as ContentFiles[K] }));
}

/** The valid file of a single-file kind (`site`, `packages`, ...), or undefined when it is missing or invalid. */
export function fileOf<K extends KindName>(input: RuleInput, kind: K): Checked<K> | undefined {
  return filesOf(input, kind)[0];
}

/** `services/plumbing.yaml` -> `plumbing`. */
export function stem(file: Pick<LoadedFile, 'relativePath'>): string {
  return file.relativePath.replace(/^.*\//, '').replace(/\.[a-z]+$/, '');
}
