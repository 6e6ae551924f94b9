import type { Message } from '../../messages/messages.ts';
import { messageAt } from '../message-at.ts';
import { messageInBody } from '../body-message.ts';
import { markdownImages } from '../markdown-images.ts';
import { suggestion } from '../../messages/suggest.ts';
import { walkStrings } from '../walk-strings.ts';
import type { CheckRule } from '../rule.ts';

/** Every `/images/...` path in the content, and every image of a Markdown body, names a file in data/images. */
export const imagesRule: CheckRule = {
  name: 'images',
  check({ valid, images }) {
    const out: Message[] = [];
    for (const file of valid) {
      walkStrings(file.data, (text, pointer) => {
        if (text.startsWith('/images/') && !images.has(text)) out.push(messageAt(file, pointer(), 'ref/image', missing(text, images)));
      });
      for (const image of file.body ? markdownImages(file.body) : []) {
        const problem = markdownImageProblem(image.url, images);
        if (problem) out.push(messageInBody(file, image.index, 'ref/image', problem));
      }
    }
    return out;
  },
};

const missing = (path: string, images: ReadonlySet<string>) => `the image "${path}" does not exist; put the file at data${path} or fix the path${suggestion(path, images)}`;

/** What is wrong with a Markdown image's address, if anything. Images on other sites are not checked. */
function markdownImageProblem(url: string, images: ReadonlySet<string>): string | undefined {
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return undefined;
  const path = safeDecode(url.replace(/[?#].*$/, ''));
  if (path.startsWith('/images/')) return images.has(path) ? undefined : missing(path, images);
  // A relative address resolves against the page's own URL (/blog/<post>/...), where no image is.
  const inImages = /(?:^|\/)images\/(.+)$/.exec(path);
  const meant = inImages ? `/images/${inImages[1]}` : undefined;
  const fix = meant && images.has(meant) ? `write it as ${meant}` : `put the file in data/images and write its address from /images/, e.g. /images/blog/photo.jpg`;
  return `the image address "${url}" does not start with /images/, so the page cannot find it; ${fix}`;
}

function safeDecode(text: string): string {
  try { return decodeURI(text); } catch { return text; }
}
