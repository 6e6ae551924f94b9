import type { Message } from '../../messages/messages.ts';
import { messageAt } from '../message-at.ts';
import { bodyOutline, messageAtLink } from '../body-message.ts';
import { suggestion } from '../../messages/suggest.ts';
import { codeFrame } from '../../messages/code-frame.ts';
import { walkStrings } from '../walk-strings.ts';
import { decodedAddress } from '../../markdown/content-links.ts';
import type { CheckRule } from '../rule.ts';

/** What data/images may hold: files a browser shows as images, never as a page or a script. */
export const IMAGE_EXTENSIONS = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif', 'gif', 'ico'] as const;
const IMAGE_FILE = new RegExp(`\\.(${IMAGE_EXTENSIONS.join('|')})$`, 'i');

/**
 * data/images is published on the site's own origin, so it holds only pictures: each file must be what its name says
 * by its contents (probe-image.ts), and each SVG free of anything that runs or loads from elsewhere (svg-clean.ts, which writes the file published).
 * Every `/images/...` path in the content names a file there, and so does every image of a Markdown body.
 */
export const imagesRule: CheckRule = {
  name: 'images',
  check({ valid, images, imageBytes, svgs, dataFolder, outline, probes }) {
    const out: Message[] = [];
    const shown = (sitePath: string) => `${dataFolder ?? 'data'}${sitePath}`;
    for (const image of images) {
      if (!IMAGE_FILE.test(image)) {
        out.push({ file: shown(image), line: 0, column: 0, severity: 'error', rule: 'image/not-an-image', message: `data/images may only hold image files (${IMAGE_EXTENSIONS.join(', ')}), since everything in it is published on the site as it is; move or delete this file` });
      } else if (/\.svg$/i.test(image) && (imageBytes?.get(image) ?? 0) > HEAVY_IMAGE_BYTES) {
        // A photo is resized for each screen; a drawing is sent as it is.
        out.push({ file: shown(image), line: 0, column: 0, severity: 'warning', rule: 'image/too-heavy', message: heavy(imageBytes!.get(image)!) });
      }
    }
    for (const [image, probe] of probes ?? []) {
      if (probe.kind !== 'svg') continue;
      const text = svgs?.get(image) ?? '';
      for (const p of probe.cleaned.problems) {
        out.push({ file: shown(image), line: p.line, column: p.column, severity: 'error', rule: 'image/svg-active', message: p.message, ...(p.line > 0 ? { frame: codeFrame(text, p.line, p.column) } : {}) });
      }
    }
    // A picture that cannot be published is named where it is used, or at the file when nothing uses it.
    const unusable = new Map([...(probes ?? [])].flatMap(([image, probe]) => (probe.kind === 'problem' && IMAGE_FILE.test(image) ? [[image, probe] as const] : [])));
    const used = new Set<string>();
    const refuse = (image: string) => {
      const probe = unusable.get(image)!;
      used.add(image);
      return { rule: probe.rule, message: `the picture "${image}" cannot be put on the site: ${probe.message.replace(/^this /, 'the ')}` };
    };
    for (const file of valid) {
      walkStrings(file.data, (text, pointer) => {
        if (!text.startsWith('/images/')) return;
        if (!images.has(text)) out.push(messageAt(file, pointer(), 'ref/image', missing(text, images)));
        else if (unusable.has(text)) { const r = refuse(text); out.push(messageAt(file, pointer(), r.rule, r.message)); }
      });
      // Every Markdown image is written with "[" (`![alt](src)`, `![alt][ref]`): a body without one is not parsed
      // for images (with 4,000 such posts, parsing them all added 9 s to a cold build).
      if (!file.body?.includes('[')) continue;
      for (const link of bodyOutline(file, outline)?.links ?? []) {
        const problem = link.image ? markdownImageProblem(link.url, images) : undefined;
        const path = link.image && !problem ? decodedAddress(link.url.replace(/[?#].*$/, '')) : undefined;
        if (problem) out.push(messageAtLink(file, link, 'ref/image', problem));
        else if (path && unusable.has(path)) { const r = refuse(path); out.push(messageAtLink(file, link, r.rule, r.message)); }
        if (link.alt?.text.trim() === '') out.push(messageAtLink(file, link.alt, 'image/no-description', NO_DESCRIPTION, 'warning'));
      }
    }
    for (const [image, probe] of unusable) {
      if (!used.has(image)) out.push({ file: shown(image), line: 0, column: 0, severity: 'error', rule: probe.rule, message: probe.message });
    }
    return out;
  }
};

/**
 * A drawing is sent as it is, whatever the screen: one over 500 KB (a traced photo, an embedded bitmap) is slow on a
 * phone. Photos need no limit: each visitor gets a copy resized for their screen (pipeline/images).
 */
export const HEAVY_IMAGE_BYTES = 500 * 1024;

function heavy(bytes: number): string {
  const size = bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
  return `this drawing is ${size}, and every visitor whose page shows it downloads all of it, slowly on a phone; make it smaller than ${HEAVY_IMAGE_BYTES / 1024} KB: simplify it, or save it as a JPEG or WebP photo instead, which the site resizes for each screen`;
}

const NO_DESCRIPTION = 'this picture has no description, so a visitor who uses a screen reader (and a search engine) cannot tell what it shows; write one between the square brackets, e.g. ![The rebuilt deck with its new railings](/images/blog/deck.jpg)';

const missing = (path: string, images: ReadonlySet<string>) => `the image "${path}" does not exist; put the file at data${path} or fix the path${suggestion(path, images)}`;

/** What is wrong with a Markdown image's address, if anything. Images on other sites are not checked. */
function markdownImageProblem(url: string, images: ReadonlySet<string>): string | undefined {
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return undefined;
  const path = decodedAddress(url.replace(/[?#].*$/, ''));
  if (path.startsWith('/images/')) return images.has(path) ? undefined : missing(path, images);
  // A relative address resolves against the page's own URL (/blog/<post>/...), where no image is.
  const inImages = /(?:^|\/)images\/(.+)$/.exec(path);
  const meant = inImages ? `/images/${inImages[1]}` : undefined;
  const fix = meant && images.has(meant) ? `write it as ${meant}` : `put the file in data/images and write its address from /images/, e.g. /images/blog/photo.jpg`;
  return `the image address "${url}" does not start with /images/, so the page cannot find it; ${fix}`;
}
