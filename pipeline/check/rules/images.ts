import type { Message } from '../../messages/messages.ts';
import { messageAt } from '../message-at.ts';
import { suggestion } from '../../messages/suggest.ts';
import { walkStrings } from '../walk-strings.ts';
import type { CheckRule } from '../rule.ts';

/** Every `/images/...` path in the content names a file in data/images. */
export const imagesRule: CheckRule = {
  name: 'images',
  check({ valid, images }) {
    const out: Message[] = [];
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
