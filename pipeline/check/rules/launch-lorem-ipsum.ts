import type { CheckRule } from '../rule.ts';
import { launchFindings, matchesOf } from './launch-text.ts';

/** The usual filler text: "Lorem ipsum dolor sit amet, ..." and its fragments. One finding per run of it. */
const LOREM = /\b(?:lorem|ipsum)\b(?:[\s,.]+(?:lorem|ipsum|dolor|sit|amet|consectetur|adipiscing|elit)\b)*/gi;

/** `--launch`: no lorem ipsum filler text goes live. */
export const launchLoremIpsumRule: CheckRule = {
  name: 'launch-lorem-ipsum',
  check(input) {
    return launchFindings(input, 'launch/lorem-ipsum', matchesOf(LOREM), (found) =>
      `"${found.text.length > 40 ? `${found.text.slice(0, 37)}...` : found.text}" is placeholder text (lorem ipsum); write the real text here`);
  },
};
