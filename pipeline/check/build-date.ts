// Today's date lives with the content, which works out facts from it (years in business); checks use the same one.
export { buildDate } from '../content/build-date.ts';
