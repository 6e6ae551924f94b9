import type { LoadedFile } from '../../content/load-content.ts';
import type { Message } from '../../messages/messages.ts';
import { messageAt } from '../message-at.ts';

/** A message at each id in a list (`/jobs/<i>/id`) that an earlier item already has. */
export function duplicateIds(file: LoadedFile, listPointer: string, ids: readonly string[], label: string): Message[] {
  const seen = new Set<string>();
  const out: Message[] = [];
  ids.forEach((id, i) => {
    if (seen.has(id)) out.push(messageAt(file, `${listPointer}/${i}/id`, 'ref/duplicate-id', `the ${label} "${id}" is used twice; give each its own`));
    seen.add(id);
  });
  return out;
}
