import type { Message } from '../../messages/messages.ts';
import type { MarkdownPitfall } from '../../markdown/pitfalls.ts';
import { misspeltScheme } from '../../hosting/web-address.ts';
import { bodyOutline, messageAtLink } from '../body-message.ts';
import type { CheckRule } from '../rule.ts';

/**
 * What each pitfall can be: a body without one of these has none, and is not parsed for it (a body with a link is
 * parsed anyway, for the link check, and its outline is kept in the store).
 */
const MAYBE = new RegExp([
  String.raw`^ {0,3}#(?:[ \t]|#{0,5}[A-Za-z])`, // "# Title", "##Title" ("## Title" is fine)
  // From a line's start: tried at every character, `\S[^\n]*` scanned each line once per character (2 s for 4,000 posts).
  String.raw`^[ \t]*\S[^\n]*\n {0,3}(?:-+|=+)[ \t]*$`, // "---" or "===" right under a line of text
  String.raw`(?:^|\n[ \t]*\n)(?: {4}|\t)[A-Za-z]`, // words indented four spaces after a blank line
  String.raw`\][ \t]+\(|\]\([^)\n]*\s`, // "] (", or a space inside "](...)"
  '<[A-Za-z/]', // HTML
].join('|'), 'm');

/** What the HTML of a tag is written as in Markdown. */
const IN_MARKDOWN: Record<string, string> = {
  b: '**bold text**', strong: '**bold text**', i: '*italic text*', em: '*italic text*', a: '[the words](https://address)',
  br: 'a blank line between paragraphs', p: 'a blank line between paragraphs', img: '![what the picture shows](/images/...)',
  ul: 'a line per item, each starting with "- "', ol: 'a line per item, each starting with "1. "', li: 'a line per item, each starting with "- "',
  h2: '"## " before the heading', h3: '"### " before the heading', h4: '"#### " before the heading', blockquote: '"> " before each line',
  code: '`code` between backticks', pre: 'the code between lines of three backticks (```)', hr: 'a line of "---" with a blank line above it',
  table: 'a table of "|" columns', s: '~~struck-out text~~', del: '~~struck-out text~~',
};

/**
 * Markdown in a post or page that does not do what it seems to (pipeline/markdown/pitfalls.ts): a warning at its
 * line, saying what the page shows instead and what to write. A second main heading is an error: the build refuses
 * a page with two, and the page's title is already one.
 */
export const markdownPitfallsRule: CheckRule = {
  name: 'markdown-pitfalls',
  perFile: true,
  check(input) {
    const out: Message[] = [];
    for (const file of input.valid) {
      if (file.body === undefined || !MAYBE.test(file.body)) continue;
      for (const pitfall of bodyOutline(file, input.outline)?.pitfalls ?? []) {
        const { rule, text, severity } = describe(pitfall);
        out.push(messageAtLink(file, pitfall, rule, text, severity));
      }
    }
    return out;
  },
};

function describe(p: MarkdownPitfall): { rule: string; text: string; severity: 'error' | 'warning' } {
  const warn = (rule: string, text: string) => ({ rule: `markdown/${rule}`, text, severity: 'warning' as const });
  const short = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}...` : s);
  switch (p.kind) {
    case 'spaced-link':
      return warn('spaced-link', `the space between "]" and "(" stops this from being a link, so the page shows "${short(p.text)}" as typed; remove the space: ${short(p.text.replace(/\][ \t]+\(/, ']('))}`);
    case 'broken-link': {
      const meant = misspeltScheme(p.text);
      const fix = meant ? `write "${meant.replace(/\s+/g, '')}"` : 'remove the space (in a file name, write it as %20)';
      return warn('broken-link', `the address "${short(p.text)}" has a space in it, so this is not a link: the page shows the brackets and the address as typed; ${fix}`);
    }
    case 'heading-space': {
      const hashes = /^#+/.exec(p.text)![0];
      // One "#" is a main heading, and the page's title is its one: the fix is a section heading.
      const fix = hashes === '#' ? `start it with "## " (the page's title is its one main heading): ${short(p.text.replace(/^#/, '## '))}` : `add a space: ${short(p.text.replace(/^(#+)/, '$1 '))}`;
      return warn('heading-space', `without a space after "${hashes}" this line is not a heading: the page shows "${short(p.text)}" as text; ${fix}`);
    }
    case 'indented-text':
      return warn('indented-text', `this paragraph starts with 4 spaces (or a tab), so the page shows it as code, in a grey box and a typewriter font; remove the spaces at the start of its lines`);
    case 'setext-heading':
      return warn('setext-heading', `this "---" right under a line of text makes that text a heading ("${short(p.text)}") instead of a line across the page; leave a blank line above "---" to draw the line`);
    case 'raw-html': {
      const tag = /^<\/?([A-Za-z][A-Za-z0-9]*)/.exec(p.text)?.[1]?.toLowerCase();
      const instead = tag && IN_MARKDOWN[tag] ? `write ${IN_MARKDOWN[tag]} instead` : 'write it in Markdown, or as plain words';
      const what = p.block ? `this block of HTML, words and all ("${short(p.text.split('\n')[0]!)}")` : `the HTML tag "${short(p.text)}"`;
      return warn('raw-html', `the page drops ${what} and says nothing: posts and pages take Markdown, not HTML; ${instead}`);
    }
    case 'h1':
      return { rule: 'markdown/h1', severity: 'error', text: `"# " makes a main heading, and the page already has one, its title; start this heading with "##" instead: ## ${short(p.text)}` };
  }
}
