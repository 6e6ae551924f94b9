import { describe, expect, it } from 'vitest';
import { MARKDOWN_LIMITS as L, markdownLimitProblems } from '../../pipeline/markdown/limits.ts';
import { loadMarkdownRenderer } from '../../pipeline/markdown/markdown.ts';
import { loadMarkdownOutliner } from '../../pipeline/markdown/outline.ts';

const render = await loadMarkdownRenderer();
const outline = await loadMarkdownOutliner();

/** Generous: each input takes well under a second alone, but the machine is shared with other test runs. */
const SECONDS = 10;

/** `unit` repeated in paragraphs of `per` units each, up to about `size` characters. */
const paragraphs = (unit: string, per: number, size = L.characters - 100) => {
  const para = unit.repeat(per);
  return Array.from({ length: Math.floor(size / (para.length + 2)) }, () => para).join('\n\n');
};
const nestedList = (depth: number) => Array.from({ length: depth }, (_, i) => `${'  '.repeat(i)}- item`).join('\n');

/** Inputs that make a Markdown parser slow or overflow its stack, far beyond the limits. */
const pathological: [string, string, string][] = [
  ['1,500 nested blockquotes (1.5 KB)', `${'>'.repeat(1500)} deep`, 'blockquotes nested 1,500 deep; at most 20'],
  ['blockquotes growing one deeper on each line', Array.from({ length: 300 }, (_, i) => '>'.repeat(i + 1)).join('\n'), 'blockquotes nested 300 deep'],
  ['lists nested 1,000 deep by indentation', nestedList(1000), 'lists nested 1,000 deep; at most 20'],
  ['lists nested 5,000 deep on one line', `${'- '.repeat(5000)}x`, 'lists nested 5,000 deep'],
  ['quotes and lists interleaved 3,000 deep', `${'> - '.repeat(3000)}x`, 'nested'],
  ['a 1.9 MB post of nested lists', Array.from({ length: 2000 }, () => nestedList(40)).join('\n'), 'characters long; at most 50,000'],
  ['emphasis markers nested 20,000 deep', `${'*a '.repeat(20000)}b`, 'emphasis markers'],
  ['2,000 runs of backticks of growing length', Array.from({ length: 2000 }, (_, i) => '`'.repeat((i % 40) + 1)).join(' '), 'runs of backticks'],
  ['100,000 [', '['.repeat(100_000), '"[" characters'],
  ['20,000 unclosed links', '[a]('.repeat(20_000), '"[" characters'],
  ['a huge table', Array.from({ length: 20_000 }, (_, i) => `| ${i} | a | b | c |`).join('\n'), 'characters long'],
  ['100,000 <', '<'.repeat(100_000), '"<" characters'],
  ['a 1 MB line', 'lorem ipsum '.repeat(90_000), 'characters long'],
];

/** Inputs within every limit that are as slow as we know how to make them: they must render in bounded time. */
const worstWithin: [string, string][] = [
  ['blockquotes 20 deep on every line', Array.from({ length: 2000 }, () => `${'>'.repeat(L.blockquoteDepth)} x`).join('\n')],
  ['lists 20 deep, over and over', Array.from({ length: 110 }, () => nestedList(L.listDepth)).join('\n').slice(0, L.characters - 100)],
  ['quotes inside lists inside quotes', Array.from({ length: 450 }, () => Array.from({ length: 10 }, (_, i) => `${'> '.repeat(i)}- x`).join('\n')).join('\n').slice(0, L.characters - 100)],
  ['paragraphs of unclosed links at the limit', paragraphs('[a](', L.brackets)],
  ['paragraphs of links at the limit', paragraphs('[a](b) ', L.brackets)],
  ['paragraphs of emphasis markers at the limit', paragraphs('* a', L.emphasisMarkers)],
  ['paragraphs of mixed markers', paragraphs('*[`<_', 400)],
  ['paragraphs of backtick runs at the limit', paragraphs(Array.from({ length: L.backtickRuns }, (_, i) => `${'`'.repeat((i % 8) + 1)}${i % 100 === 99 ? '\n' : ' '}`).join(''), 1)],
  ['paragraphs of < at the limit', paragraphs('<a', L.angleBrackets)],
  ['reference definitions and uses', `${Array.from({ length: 900 }, (_, i) => `[r${i}]: /x`).join('\n')}\n\n${paragraphs('[r1] ', 900, 35_000)}`],
  ['10,000 backticks', '`'.repeat(10_000)],
  ['backslashes', '\\'.repeat(L.lineLength - 1).concat('\n').repeat(4)],
];

describe('Markdown limits', () => {
  it.each(pathological)('stops %s before parsing, in bounded time, with a plain message', (_name, text, words) => {
    const started = performance.now();
    const problems = markdownLimitProblems(text);
    const ms = performance.now() - started;
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.map((p) => p.message).join('\n')).toContain(words);
    for (const p of problems) {
      expect(p.line).toBeGreaterThanOrEqual(1);
      expect(p.column).toBeGreaterThanOrEqual(1);
      expect(p.message).toMatch(/at most [\d,]+/);
    }
    // One linear pass.
    expect(ms).toBeLessThan(1000);
  });

  it.each(worstWithin)('lets %s through, and it renders and outlines within seconds', (_name, text) => {
    expect(text.length).toBeLessThanOrEqual(L.characters);
    expect(markdownLimitProblems(text)).toEqual([]);
    const started = performance.now();
    render(text);
    outline(text);
    expect(performance.now() - started).toBeLessThan(SECONDS * 1000);
  }, SECONDS * 3000);

  it('reports where the deepest nesting is, at the first marker on its line', () => {
    const text = ['Intro.', '', '> quoted', `  ${'>'.repeat(25)} deep`, '', 'After.'].join('\n');
    expect(markdownLimitProblems(text)).toEqual([{ line: 4, column: 3, rule: 'markdown/too-deep', message: 'blockquotes nested 25 deep; at most 20; remove the extra ">" at the start of the line' }]);
  });

  it('counts list nesting by indentation, and closes items when the text goes back out', () => {
    const deep = nestedList(21);
    expect(markdownLimitProblems(deep).map((p) => p.message)).toEqual(['lists nested 21 deep; at most 20; indent the items less, or make some of them plain paragraphs']);
    // Twenty levels, then back to the left, then twenty again: never more than twenty open.
    expect(markdownLimitProblems(`${nestedList(20)}\n\nBack out.\n\n${nestedList(20)}`)).toEqual([]);
    // Ordered items indent by three: twenty of them are twenty, not thirty.
    const ordered = Array.from({ length: 20 }, (_, i) => `${'   '.repeat(i)}1. item`).join('\n');
    expect(markdownLimitProblems(ordered)).toEqual([]);
  });

  it('counts markers per paragraph: the same number spread over paragraphs is fine', () => {
    const one = '['.repeat(L.brackets + 1);
    expect(markdownLimitProblems(one)[0]).toMatchObject({ line: 1, rule: 'markdown/too-many-markers' });
    const spread = Array.from({ length: 5 }, () => '[x] '.repeat(L.brackets / 2)).join('\n\n');
    expect(markdownLimitProblems(spread)).toEqual([]);
  });

  it('passes ordinary posts: headings, lists, quotes, code, links, emphasis and CRLF line endings', () => {
    const post = ['## Before You Start', '', '> A tip.', '> > Nested once.', '', '- one', '  - two', '    1. three', '', '```', '>>> python prompt', '```', '', 'See [the FAQ](/faq) and *this* or __that__.', ''].join('\r\n');
    expect(markdownLimitProblems(post)).toEqual([]);
  });
});
