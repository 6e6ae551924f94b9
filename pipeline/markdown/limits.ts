/**
 * Limits on a Markdown body, checked by one linear pass over its text before unified ever parses it.
 *
 * micromark and the mdast/hast tools recurse once per level of nesting (1,500 nested `>` overflowed the stack) and
 * match some markers against each other within a paragraph, which is quadratic (`[`, `*`/`_`, backtick runs, `<`).
 * Each limit below is far above what a real post uses and low enough that the slowest input within all of them
 * renders in a few seconds (tests/unit/markdown-limits.test.ts measures the worst cases).
 */
export const MARKDOWN_LIMITS = {
  /** Characters in one body: eight times the longest post today (6,000), and about 8,000 words. */
  characters: 50_000,
  /** Characters in one line (a paragraph is often one line). */
  lineLength: 10_000,
  /** `>` quotes inside quotes. */
  blockquoteDepth: 20,
  /** Lists inside lists. */
  listDepth: 20,
  /** Per paragraph (lines up to a blank line). */
  brackets: 1_000,
  emphasisMarkers: 2_000,
  backtickRuns: 1_000,
  angleBrackets: 2_000,
} as const;

export interface LimitProblem {
  /** 1-based, within the body. */
  line: number;
  column: number;
  /** `markdown/too-large`, `markdown/line-too-long`, `markdown/too-deep`, `markdown/too-many-markers`. */
  rule: string;
  message: string;
}

const n = (value: number) => value.toLocaleString('en-US');

/** What the body goes beyond, at most one problem per limit; empty when unified may parse it. */
export function markdownLimitProblems(text: string): LimitProblem[] {
  const L = MARKDOWN_LIMITS;
  const problems: LimitProblem[] = [];
  if (text.length > L.characters) {
    problems.push({ line: 1, column: 1, rule: 'markdown/too-large', message: `this text is ${n(text.length)} characters long; at most ${n(L.characters)}; split it into several posts or pages` });
  }
  let longest = { length: 0, line: 0 };
  let quotes = { depth: 0, line: 0, column: 0 };
  let lists = { depth: 0, line: 0, column: 0 };
  const counts = { brackets: 0, emphasisMarkers: 0, backtickRuns: 0, angleBrackets: 0 };
  const worst = { brackets: { count: 0, line: 0 }, emphasisMarkers: { count: 0, line: 0 }, backtickRuns: { count: 0, line: 0 }, angleBrackets: { count: 0, line: 0 } };
  let paragraphLine = 1;
  /** Content columns of the list items still open: a line indented less than an item's content closes it. */
  const open: number[] = [];

  let lineNo = 1;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const length = end - start - (text.charCodeAt(end - 1) === 13 ? 1 : 0);
    if (length > longest.length) longest = { length, line: lineNo };

    // Container markers at the start of the line: `>` and list markers, in any order, with their columns.
    let i = start;
    let column = 0;
    let lineQuotes = 0;
    let firstColumn = -1;
    const items: number[] = [];
    for (;;) {
      while (i < end && (text[i] === ' ' || text[i] === '\t')) {
        column = text[i] === '\t' ? column + 4 - (column % 4) : column + 1;
        i++;
      }
      if (i >= end) break;
      if (firstColumn < 0) firstColumn = column;
      const c = text[i]!;
      if (c === '>') {
        lineQuotes++;
        i++;
        column++;
        continue;
      }
      let marker = 0;
      if ((c === '-' || c === '+' || c === '*') && (i + 1 === end || text[i + 1] === ' ' || text[i + 1] === '\t')) marker = 1;
      else if (c >= '0' && c <= '9') {
        let j = i;
        while (j < end && j - i < 9 && text[j]! >= '0' && text[j]! <= '9') j++;
        if ((text[j] === '.' || text[j] === ')') && (j + 1 === end || text[j + 1] === ' ' || text[j + 1] === '\t')) marker = j + 1 - i;
      }
      if (marker === 0) break;
      items.push(column + marker + 1);
      i += marker;
      column += marker;
    }
    if (firstColumn >= 0) {
      while (open.length > 0 && open[open.length - 1]! > firstColumn) open.pop();
      // An item's own markers nest inside the items still open.
      for (const item of items) open.push(item);
      if (lineQuotes > quotes.depth) quotes = { depth: lineQuotes, line: lineNo, column: firstColumn + 1 };
      if (open.length > lists.depth) lists = { depth: open.length, line: lineNo, column: firstColumn + 1 };
    }

    // Markers that are matched against each other within a paragraph.
    const blank = firstColumn < 0 && lineQuotes === 0;
    if (blank) {
      for (const key of Object.keys(counts) as (keyof typeof counts)[]) counts[key] = 0;
      paragraphLine = lineNo + 1;
    } else {
      for (let k = start; k < end; k++) {
        const c = text.charCodeAt(k);
        if (c === 91) counts.brackets++;
        else if (c === 42 || c === 95) counts.emphasisMarkers++;
        else if (c === 60) counts.angleBrackets++;
        else if (c === 96 && text.charCodeAt(k - 1) !== 96) counts.backtickRuns++;
      }
      for (const key of Object.keys(counts) as (keyof typeof counts)[]) {
        if (counts[key] > worst[key].count) worst[key] = { count: counts[key], line: paragraphLine };
      }
    }
    lineNo++;
    start = end + 1;
  }

  if (longest.length > L.lineLength) {
    problems.push({ line: longest.line, column: L.lineLength + 1, rule: 'markdown/line-too-long', message: `this line is ${n(longest.length)} characters long; at most ${n(L.lineLength)}; split it into shorter paragraphs with blank lines` });
  }
  if (quotes.depth > L.blockquoteDepth) {
    problems.push({ line: quotes.line, column: quotes.column, rule: 'markdown/too-deep', message: `blockquotes nested ${n(quotes.depth)} deep; at most ${n(L.blockquoteDepth)}; remove the extra ">" at the start of the line` });
  }
  if (lists.depth > L.listDepth) {
    problems.push({ line: lists.line, column: lists.column, rule: 'markdown/too-deep', message: `lists nested ${n(lists.depth)} deep; at most ${n(L.listDepth)}; indent the items less, or make some of them plain paragraphs` });
  }
  const what: Record<keyof typeof counts, string> = {
    brackets: '"[" characters',
    emphasisMarkers: 'emphasis markers ("*" and "_")',
    backtickRuns: 'runs of backticks ("`")',
    angleBrackets: '"<" characters',
  };
  for (const key of Object.keys(counts) as (keyof typeof counts)[]) {
    if (worst[key].count > L[key]) {
      problems.push({ line: worst[key].line, column: 1, rule: 'markdown/too-many-markers', message: `the paragraph starting on this line has ${n(worst[key].count)} ${what[key]}; at most ${n(L[key])} in one paragraph; split it into shorter paragraphs with blank lines` });
    }
  }
  return problems;
}
