import type { CheckRule } from '../rule.ts';
import { launchFindings, matchesOf } from './launch-text.ts';

/**
 * Notes left while drafting: TODO, TBD, FIXME and XXX (or XXXX...) in capitals (in lowercase they are ordinary
 * words, or none), and a bracketed ask such as "[insert photo]" or "[add price]" that is not a Markdown link
 * (`[text](...)`, `[text][ref]`, `[ref]: ...`).
 */
const NOTE = /\b(?:TODO|TBD|FIXME|X{3,})\b|\[(?:[Ii]nsert|[Aa]dd|[Pp]laceholder|[Tt]o be)\b[^\]\n]*\](?![([:])/g;

/** `--launch`: no drafting note goes live. */
export const launchDraftingNotesRule: CheckRule = {
  name: 'launch-drafting-notes',
  check(input) {
    return launchFindings(input, 'launch/drafting-note', matchesOf(NOTE), (found) =>
      `"${found.text.length > 40 ? `${found.text.slice(0, 37)}...` : found.text}" is a note left while drafting; write what belongs here, and remove the note`);
  },
};
