import { referenceProblem } from './svg-references.ts';

/** What a piece of CSS would load: the addresses it names and whether it has an @import. */
export interface CssLoads { references: string[]; imports: boolean }

/** Functions whose strings browsers load as addresses, as url() does. */
const LOADS_STRINGS = /^(url|src|(-\w+-)?image(-set)?|(-\w+-)?cross-fade)$/;

/**
 * CSS without its comments, strings kept whole. Removing them first makes "u", a comment, "rl(" count as url( too:
 * a browser would not load it, but a check that errs towards refusing cannot be fooled the other way.
 */
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?(?:\*\/|$)|(["'])(?:\\[\s\S]|(?!\1)[^\\\n])*\1?/g, (piece) => (piece.startsWith('/*') ? '' : piece));

const isNameChar = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x5f || c >= 0x80;
const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';

/**
 * What CSS loads, read as browsers read it (CSS Syntax Level 3, in one pass): escapes undone (`\75 rl(` and `u\72l(`
 * are url(), `@\69mport` is @import), quoted and unquoted url(), and the strings of image-set() and the like.
 */
export function cssLoads(source: string): CssLoads {
  const css = withoutComments(source);
  const n = css.length;
  const references: string[] = [];
  let imports = false;
  /** Per open parenthesis, whether its strings are addresses; and how many open ones load strings. */
  const open: boolean[] = [];
  let loading = 0;

  /** The character an escape at `i` (a backslash) stands for, and where the escape ends. */
  const escape = (i: number): [string, number] => {
    const hex = /^[0-9a-fA-F]{1,6}/.exec(css.slice(i + 1, i + 7));
    if (hex) {
      let end = i + 1 + hex[0].length;
      if (css[end] === '\r' && css[end + 1] === '\n') end += 2;
      else if (isSpace(css[end])) end += 1;
      const code = parseInt(hex[0], 16);
      return [code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff ? '\uFFFD' : String.fromCodePoint(code), end];
    }
    if (i + 1 >= n) return ['\uFFFD', n];
    if (css[i + 1] === '\r' && css[i + 2] === '\n') return ['', i + 3];
    if (css[i + 1] === '\n' || css[i + 1] === '\r' || css[i + 1] === '\f') return ['', i + 2];
    const char = String.fromCodePoint(css.codePointAt(i + 1)!);
    return [char, i + 1 + char.length];
  };
  /** A name (an identifier) starting at `i`, with escapes undone, and where it ends. */
  const name = (i: number): [string, number] => {
    let out = '';
    while (i < n) {
      if (css[i] === '\\' && i + 1 < n && css[i + 1] !== '\n' && css[i + 1] !== '\r' && css[i + 1] !== '\f') {
        const [char, end] = escape(i);
        out += char;
        i = end;
      } else if (isNameChar(css.charCodeAt(i))) out += css[i++];
      else break;
    }
    return [out, i];
  };
  /** A quoted string starting at `i` (its quote), with escapes undone, and where it ends. */
  const string = (i: number): [string, number] => {
    const quote = css[i];
    let out = '';
    for (i += 1; i < n && css[i] !== quote && css[i] !== '\n'; ) {
      if (css[i] === '\\') {
        const [char, end] = escape(i);
        out += char;
        i = end;
      } else out += css[i++];
    }
    return [out, i + 1];
  };
  /** The address of an unquoted url( whose contents start at `i`, and where the token ends. */
  const bareUrl = (i: number): [string, number] => {
    let out = '';
    while (i < n && css[i] !== ')') {
      if (css[i] === '\\') {
        const [char, end] = escape(i);
        out += char;
        i = end;
      } else out += css[i++];
    }
    return [out.trim(), i + 1];
  };

  for (let i = 0; i < n;) {
    const c = css[i]!;
    if (c === '"' || c === "'") {
      const [value, end] = string(i);
      if (loading > 0) references.push(value);
      i = end;
    } else if (c === '@') {
      const [word, end] = name(i + 1);
      if (word.toLowerCase() === 'import') imports = true;
      i = Math.max(end, i + 1);
    } else if (c === '\\' || isNameChar(css.charCodeAt(i))) {
      const [word, end] = name(i);
      i = Math.max(end, i + 1);
      if (css[i] !== '(') continue;
      const fn = word.toLowerCase();
      let j = i + 1;
      while (isSpace(css[j])) j++;
      if (fn === 'url' && css[j] !== '"' && css[j] !== "'") {
        const [value, after] = bareUrl(j);
        references.push(value);
        i = after;
      } else {
        const loads = LOADS_STRINGS.test(fn);
        open.push(loads);
        if (loads) loading++;
        i += 1;
      }
    } else if (c === '(') {
      open.push(false);
      i++;
    } else if (c === ')') {
      if (open.pop()) loading--;
      i++;
    } else i++;
  }
  return { references, imports };
}

/**
 * Why a piece of CSS may not stay (`who` names where it is, e.g. "the <style>" or "the style of <rect>"): each
 * address it loads other than a part of the file or an embedded picture, and an @import.
 */
export function cssProblems(css: string, who: string): string[] {
  // Nothing can load without a parenthesis or an at-rule; most attribute values are numbers and names.
  if (!/[(@\\]/.test(css)) return [];
  const { references, imports } = cssLoads(css);
  const problems = references.flatMap((reference) => referenceProblem(reference, who, 'url(#id)') ?? []);
  if (imports) problems.push(`${who} has an @import, which loads a file from elsewhere; put the styles it loads into the SVG itself`);
  return problems;
}
