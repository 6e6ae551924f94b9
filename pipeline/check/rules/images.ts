import type { Message } from '../../messages/messages.ts';
import { messageAt } from '../message-at.ts';
import { suggestion } from '../../messages/suggest.ts';
import { codeFrame } from '../../messages/code-frame.ts';
import { walkStrings } from '../walk-strings.ts';
import type { CheckRule } from '../rule.ts';
import { svgProblems } from './svg-problems.ts';

/** What data/images may hold: files a browser shows as images, never as a page or a script. */
export const IMAGE_EXTENSIONS = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif', 'gif', 'ico'] as const;
const IMAGE_FILE = new RegExp(`\\.(${IMAGE_EXTENSIONS.join('|')})$`, 'i');

/**
 * data/images is published as it is, on the site's own origin, so it holds only image files, and each SVG is free
 * of anything that runs or loads from elsewhere (svg-problems.ts). Every `/images/...` path in the content names a
 * file there.
 */
export const imagesRule: CheckRule = {
  name: 'images',
  check({ valid, images, svgs, dataFolder }) {
    const out: Message[] = [];
    const shown = (sitePath: string) => `${dataFolder ?? 'data'}${sitePath}`;
    for (const image of images) {
      if (!IMAGE_FILE.test(image)) {
        out.push({ file: shown(image), line: 0, column: 0, severity: 'error', rule: 'image/not-an-image', message: `data/images may only hold image files (${IMAGE_EXTENSIONS.join(', ')}), since everything in it is published on the site as it is; move or delete this file` });
      }
    }
    for (const [image, text] of svgs ?? []) {
      for (const p of svgProblems(text)) {
        out.push({ file: shown(image), line: p.line, column: p.column, severity: 'error', rule: 'image/svg-active', message: p.message, frame: codeFrame(text, p.line, p.column) });
      }
    }
    for (const file of valid) {
      walkStrings(file.data, (text, pointer) => {
        if (text.startsWith('/images/') && !images.has(text)) {
          out.push(messageAt(file, pointer(), 'ref/image', `the image "${text}" does not exist; put the file at data${text} or fix the path${suggestion(text, images)}`));
        }
      });
    }
    return out;
  },
};
