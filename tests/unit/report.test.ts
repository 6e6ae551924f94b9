import { afterEach, describe, expect, it } from 'vitest';
import { formatReport, shouldColor } from '../../pipeline/messages/report.ts';
import type { Message } from '../../pipeline/messages/messages.ts';

const messages: Message[] = [
  { file: 'data/site.yaml', line: 14, column: 8, severity: 'error', rule: 'schema/format', message: 'email must be an email address such as hello@example.com; found the text "x"' },
  { file: 'data/services/plumbing.yaml', line: 57, column: 3, severity: 'error', rule: 'schema/unknown-field', message: 'unknown field "pirce"; did you mean "price"?', frame: '> 57 |   pirce: 1\n     |   ^' },
  { file: 'data/services/plumbing.yaml', line: 42, column: 11, severity: 'warning', rule: 'ref/empty-subcategory', message: 'the subcategory "x" has no services' },
  { file: 'data/faq.yaml', line: 0, column: 0, severity: 'error', rule: 'file/missing', message: 'this file is missing' },
];

const ANSI = /\u001b\[/;

describe('formatReport pretty', () => {
  const text = formatReport(messages, 'pretty', false);

  it('groups messages under their file, files in order', () => {
    const lines = text.split('\n');
    const faq = lines.indexOf('data/faq.yaml');
    const plumbing = lines.indexOf('data/services/plumbing.yaml');
    const site = lines.indexOf('data/site.yaml');
    expect(faq).toBeGreaterThanOrEqual(0);
    expect(plumbing).toBeGreaterThan(faq);
    expect(site).toBeGreaterThan(plumbing);
    expect(lines.filter((l) => l === 'data/services/plumbing.yaml')).toHaveLength(1);
  });

  it('sorts messages of one file by position and shows line:column, severity, text and rule', () => {
    const warning = text.indexOf('42:11');
    const error = text.indexOf('57:3');
    expect(warning).toBeGreaterThan(0);
    expect(error).toBeGreaterThan(warning);
    expect(text).toMatch(/ {2}57:3 {5}error {4}unknown field "pirce"; did you mean "price"\? {2}schema\/unknown-field/);
  });

  it('prints the code frame under its message', () => {
    expect(text).toContain('      > 57 |   pirce: 1');
  });

  it('has no ANSI colour codes when colour is off', () => {
    expect(text).not.toMatch(ANSI);
  });

  it('uses colour codes when colour is on', () => {
    expect(formatReport(messages, 'pretty', true)).toMatch(ANSI);
  });

  it('ends with a summary line counting errors and warnings', () => {
    expect(text.trimEnd().split('\n').at(-1)).toBe('✖ 3 errors, 1 warning');
  });

  it('says there are no problems when there are none', () => {
    expect(formatReport([], 'pretty', false)).toBe('✔ no problems found\n');
  });

  it('counts warnings alone without claiming errors', () => {
    expect(formatReport([messages[2]!], 'pretty', false).trimEnd().split('\n').at(-1)).toBe('✔ 0 errors, 1 warning');
  });
});

describe('formatReport json', () => {
  it('is parseable JSON with counts and every message without its frame', () => {
    const parsed = JSON.parse(formatReport(messages, 'json', false)) as { errors: number; warnings: number; messages: Array<Record<string, unknown>> };
    expect(parsed.errors).toBe(3);
    expect(parsed.warnings).toBe(1);
    expect(parsed.messages).toHaveLength(4);
    expect(parsed.messages[0]).toEqual({ file: 'data/faq.yaml', line: 0, column: 0, severity: 'error', rule: 'file/missing', message: 'this file is missing' });
    expect(parsed.messages.every((m) => !('frame' in m))).toBe(true);
  });

  it('reports zero counts and an empty list for clean content', () => {
    expect(JSON.parse(formatReport([], 'json', false))).toEqual({ errors: 0, warnings: 0, messages: [] });
  });
});

describe('formatReport github', () => {
  const text = formatReport(messages, 'github', false);

  it('writes one ::error or ::warning workflow command per message', () => {
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines).toContain('::error file=data/services/plumbing.yaml,line=57,col=3,title=schema/unknown-field::unknown field "pirce"; did you mean "price"?');
    expect(lines).toContain('::warning file=data/services/plumbing.yaml,line=42,col=11,title=ref/empty-subcategory::the subcategory "x" has no services');
  });

  it('names only the file, with no made-up line or column, for a message about a whole file', () => {
    expect(text).toContain('::error file=data/faq.yaml,title=file/missing::this file is missing');
  });

  it('escapes %, CR, LF, ":" and "," in property values, so a file name cannot end or add a property', () => {
    const out = formatReport([{ file: 'data/posts/a,b:c%\r\n.md', line: 4, column: 2, severity: 'warning', rule: 'x/y', message: 'a: b, c' }], 'github', false);
    expect(out).toBe('::warning file=data/posts/a%2Cb%3Ac%25%0D%0A.md,line=4,col=2,title=x/y::a: b, c\n');
  });

  it('escapes %, carriage returns and newlines in the message', () => {
    const out = formatReport([{ file: 'data/a.yaml', line: 2, column: 3, severity: 'error', rule: 'x/y', message: '100% sure\r\nnext line' }], 'github', false);
    expect(out).toBe('::error file=data/a.yaml,line=2,col=3,title=x/y::100%25 sure%0D%0Anext line\n');
  });

  it('prints nothing for clean content', () => {
    expect(formatReport([], 'github', false)).toBe('');
  });
});

describe('shouldColor', () => {
  const saved = { NO_COLOR: process.env.NO_COLOR, FORCE_COLOR: process.env.FORCE_COLOR };
  const tty = { isTTY: true } as NodeJS.WriteStream;
  const pipe = { isTTY: false } as NodeJS.WriteStream;

  afterEach(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  it('colours a terminal when NO_COLOR and FORCE_COLOR are unset', () => {
    delete process.env.NO_COLOR;
    delete process.env.FORCE_COLOR;
    expect(shouldColor(tty)).toBe(true);
    expect(shouldColor(pipe)).toBe(false);
  });

  it('never colours when NO_COLOR is set, even on a terminal or with FORCE_COLOR', () => {
    process.env.NO_COLOR = '1';
    process.env.FORCE_COLOR = '1';
    expect(shouldColor(tty)).toBe(false);
  });

  it('ignores an empty NO_COLOR, as no-color.org says', () => {
    process.env.NO_COLOR = '';
    delete process.env.FORCE_COLOR;
    expect(shouldColor(tty)).toBe(true);
  });

  it('colours a pipe when FORCE_COLOR is set', () => {
    delete process.env.NO_COLOR;
    process.env.FORCE_COLOR = '1';
    expect(shouldColor(pipe)).toBe(true);
    process.env.FORCE_COLOR = '0';
    expect(shouldColor(pipe)).toBe(false);
  });
});
