import { describe, expect, it } from 'vitest';
import { fixtureData } from '../fixture-content.ts';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fixtureCases, root } from './fixture-harness.ts';

/**
 * The goals of the corpus of editor mistakes (tests/fixtures/validation/<case>/, each run by
 * validation-fixtures.test.ts): enough of them, each reported where the mistake is, and nearly all with a fix.
 */

interface Expected { caseName: string; file: string; line: number; column: number; severity: string; rule: string; message: string }

const LINE = /^(.+?):(\d+):(\d+) (error|warning) (\S+) (.+)$/;

const cases = await fixtureCases();
const expected: Expected[] = cases.flatMap((dir) =>
  readFileSync(path.join(dir, 'expected.txt'), 'utf8').split('\n').map((l) => l.trimEnd()).filter(Boolean).map((l) => {
    const m = LINE.exec(l);
    if (!m) throw new Error(`${path.basename(dir)}: expected.txt line is not "file:line:column severity rule message": ${l}`);
    return { caseName: path.basename(dir), file: m[1]!, line: Number(m[2]), column: Number(m[3]), severity: m[4]!, rule: m[5]!, message: m[6]! };
  }));

/**
 * Warnings the issue allows for a mistake (typographic quotes, a post dated in the future, an uncovered service-area
 * ZIP, a founding year or years in business written in digits: issue 44), and the older ones that flag something odd
 * rather than broken. Every other mistake must be an error.
 */
const WARNING_RULES = new Set(['text/typographic-quotes', 'post/future-date', 'ref/zip-not-covered', 'ref/category-page', 'ref/coming-soon-cards', 'ref/empty-subcategory', 'ref/uncarded-subcategory', 'forms/endpoint-unused', 'claim/popular-share', 'image/no-description', 'text/founded-year', 'text/years-in-business',
  // Text shown otherwise than typed: Markdown or HTML in a plain-text field, an escape in double quotes, Markdown in a
  // post that does not do what it seems to.
  'text/markup', 'yaml/escape-sequence', 'markdown/spaced-link', 'markdown/broken-link', 'markdown/heading-space', 'markdown/indented-text', 'markdown/setext-heading', 'markdown/raw-html']);

// Verbs that start the fix in our messages: "...; add it", "...; rename it to ...", "..., or set comingSoon: true".
const FIX_VERBS = 'add|remove|put|set|use|write|rename|change|create|delete|save|keep|give|list|fix|replace|empty|pass|choose|move|make|quote|indent|type|split|shorten|check|spell|mark|link|point|wrap|drop|take|leave|close|open|start|end|insert|paste|escape|convert|unquote|lower|raise';
const IMPERATIVE = new RegExp(`(?:^|; |: |, so |, or |, then |e\\.g\\. |\\(|then )(?:${FIX_VERBS})\\b`, 'i');
// Schema messages state the value a field must have, with the schema's example: "timeEstimate must be { amount: 4, unit: hours } ...".
const REQUIRED_FORM = /\b(?:must be|must have|must equal|must start with|must end with)\b/;

/** Whether a message tells the editor what to change, not only what is wrong. */
function suggestsFix(message: string): boolean {
  return /did you mean/i.test(message) || IMPERATIVE.test(message) || REQUIRED_FORM.test(message);
}

/** The text a message's file has in the case: the case's own copy, else the content every case starts from. */
function caseFileText(caseName: string, file: string): string | undefined {
  const rel = file.replace(/^data\//, '');
  for (const base of [path.join(root, 'tests/fixtures/validation', caseName, 'data'), fixtureData]) {
    const abs = path.join(base, rel);
    if (existsSync(abs)) return readFileSync(abs, 'utf8').replace(/^\uFEFF/, '');
  }
  return undefined;
}

describe('the corpus of editor mistakes', () => {
  it('holds at least 100 mistakes (cases that expect a message; the others are saves that must pass)', () => {
    const mistakes = cases.map((c) => path.basename(c)).filter((name) => expected.some((e) => e.caseName === name));
    expect(mistakes.length).toBeGreaterThanOrEqual(100);
  });

  it('reports each mistake as an error, or as one of the warnings the issue lists', () => {
    const notErrors = cases.map((c) => path.basename(c)).filter((name) => {
      const mine = expected.filter((e) => e.caseName === name);
      return !mine.some((e) => e.severity === 'error') && !mine.every((e) => WARNING_RULES.has(e.rule));
    });
    expect(notErrors).toEqual([]);
  });

  it('gives every message a line and column of 1 or more, or 0:0 for a problem about a whole file', () => {
    const bad = expected.filter((e) => !((e.line >= 1 && e.column >= 1) || (e.line === 0 && e.column === 0)));
    expect(bad).toEqual([]);
  });

  it('points every positioned message at a place that exists in its file', () => {
    const outside = expected.filter((e) => e.line >= 1).flatMap((e) => {
      const text = caseFileText(e.caseName, e.file);
      if (text === undefined) return [`${e.caseName}: ${e.file} is in neither the case nor the content`];
      const lines = text.split(/\r?\n|\r/);
      const lineText = lines[e.line - 1];
      if (lineText === undefined) return [`${e.caseName}: ${e.file} has ${lines.length} lines, not ${e.line}`];
      return e.column <= lineText.length + 1 ? [] : [`${e.caseName}: ${e.file}:${e.line} has ${lineText.length} characters, not ${e.column}`];
    });
    expect(outside).toEqual([]);
  });

  it('suggests a fix in at least 95% of its messages', () => {
    const without = expected.filter((e) => !suggestsFix(e.message));
    const share = 1 - without.length / expected.length;
    expect(share, without.map((e) => `${e.caseName}: ${e.rule} ${e.message}`).join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});

describe('suggestsFix', () => {
  it('counts an imperative after "; ", a "did you mean" and a required form with its example', () => {
    expect(suggestsFix('the image "/images/x.png" does not exist; put the file at data/images/x.png or fix the path')).toBe(true);
    expect(suggestsFix('"Maintainance" is not a blog category; did you mean "Maintenance"?')).toBe(true);
    expect(suggestsFix('timeEstimate must be { amount: 4, unit: hours } ("4 hours") or { from: 1, to: 2, unit: hours } ("1-2 hours"); found the text "soon"')).toBe(true);
  });

  it('does not count a message that only says what is wrong', () => {
    expect(suggestsFix('{season.name} is not a business fact in data/site.yaml')).toBe(false);
    expect(suggestsFix('this file is missing; it holds the FAQ page')).toBe(false);
    expect(suggestsFix('policyService does not have the expected shape; found the text "termly"')).toBe(false);
  });
});
