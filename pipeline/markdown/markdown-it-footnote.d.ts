// markdown-it-footnote ships no type declarations; it is a plain markdown-it plugin.
declare module 'markdown-it-footnote' {
  import type { MarkdownIt } from 'markdown-it';
  const footnotes: (md: MarkdownIt) => void;
  export default footnotes;
}
