import type { CheckRule } from '../rule.ts';
import { STARTER_TEXT_LIST } from '../../content/new-content.ts';
import { launchFindings, matchesOf, type Found } from './launch-text.ts';

/**
 * Notes left while drafting: TODO, TBD, FIXME and XXX (or XXXX...) in capitals (in lowercase they are ordinary
 * words, or none), and a bracketed ask such as "[insert photo]" or "[add price]" that is not a Markdown link
 * (`[text](...)`, `[text][ref]`, `[ref]: ...`).
 */
const NOTE = /\b(?:TODO|TBD|FIXME|X{3,})\b|\[(?:[Ii]nsert|[Aa]dd|[Pp]laceholder|[Tt]o be)\b[^\]\n]*\](?![([:])/g;

const notes = matchesOf(NOTE);
const starters = STARTER_TEXT_LIST;

/** The notes and the starter texts of `npm run new` in a text, in the order they are written. */
function drafting(text: string): Found[] {
  const found = notes(text);
  for (const starter of starters) {
    const index = text.indexOf(starter);
    if (index >= 0) found.push({ index, text: starter });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** `--launch`: no drafting note, and nothing of what `npm run new` wrote for the editor to replace, goes live. */
export const launchDraftingNotesRule: CheckRule = {
  name: 'launch-drafting-notes',
  check(input) {
    return launchFindings(input, 'launch/drafting-note', drafting, (found) => {
      const shown = `"${found.text.length > 40 ? `${found.text.slice(0, 37)}...` : found.text}"`;
      return starters.includes(found.text)
        ? `${shown} is what \`npm run new\` wrote for you to replace; write the real text here`
        : `${shown} is a note left while drafting; write what belongs here, and remove the note`;
    });
  },
};
