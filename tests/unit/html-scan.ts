/**
 * A small HTML tokenizer, enough to check built pages for injected markup: tags with their attributes, the raw
 * text of <script> and <style>, the RCDATA of <title> and <textarea>, and the text of <body> outside those.
 * It follows the HTML parsing rules that matter here (comments, quoted and unquoted attributes, raw-text
 * elements ending at the first `</name`), so a payload that escaped its text would show up as a tag.
 */

export interface Element {
  name: string;
  attrs: Array<[name: string, value: string]>;
  /** Raw text of script/style, decoded text of title/textarea. */
  text?: string;
  /** Offset in the HTML, for messages. */
  at: number;
}

export interface ScannedPage {
  elements: Element[];
  /** Text of <body> outside script/style/template, entities decoded, whitespace collapsed. */
  bodyText: string;
}

const RAW_TEXT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);
const RCDATA = new Set(['title', 'textarea']);

export function scanHtml(html: string): ScannedPage {
  const elements: Element[] = [];
  const text: string[] = [];
  let inBody = false;
  let i = 0;
  const pushText = (raw: string) => {
    if (inBody && raw) text.push(decodeEntities(raw));
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      pushText(html.slice(i));
      break;
    }
    pushText(html.slice(i, lt));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const end = html.indexOf('>', lt);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    if (html[lt + 1] === '/' && /[A-Za-z]/.test(html[lt + 2] ?? '')) {
      const end = html.indexOf('>', lt);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    if (!/[A-Za-z]/.test(html[lt + 1] ?? '')) {
      pushText('<');
      i = lt + 1;
      continue;
    }
    // A start tag: name, then attributes until ">".
    let j = lt + 1;
    while (j < html.length && !/[\s/>]/.test(html[j]!)) j++;
    const name = html.slice(lt + 1, j).toLowerCase();
    const attrs: Array<[string, string]> = [];
    while (j < html.length && html[j] !== '>') {
      if (/[\s/]/.test(html[j]!)) {
        j++;
        continue;
      }
      const nameStart = j;
      j++;
      while (j < html.length && !/[\s/>=]/.test(html[j]!)) j++;
      const attrName = html.slice(nameStart, j).toLowerCase();
      while (j < html.length && /\s/.test(html[j]!)) j++;
      let value = '';
      if (html[j] === '=') {
        j++;
        while (j < html.length && /\s/.test(html[j]!)) j++;
        const quote = html[j];
        if (quote === '"' || quote === "'") {
          const end = html.indexOf(quote, j + 1);
          value = html.slice(j + 1, end < 0 ? html.length : end);
          j = end < 0 ? html.length : end + 1;
        } else {
          const start = j;
          while (j < html.length && !/[\s>]/.test(html[j]!)) j++;
          value = html.slice(start, j);
        }
      }
      attrs.push([attrName, decodeEntities(value)]);
    }
    i = j + 1;
    const element: Element = { name, attrs, at: lt };
    elements.push(element);
    if (name === 'body') inBody = true;
    if (RAW_TEXT.has(name) || RCDATA.has(name)) {
      const close = new RegExp(`</${name}[\\s/>]`, 'i');
      close.lastIndex = 0;
      const rest = html.slice(i);
      const m = close.exec(rest);
      const raw = m ? rest.slice(0, m.index) : rest;
      element.text = RCDATA.has(name) ? decodeEntities(raw) : raw;
      if (name === 'textarea') pushText(raw);
      i += raw.length;
    }
  }
  return { elements, bodyText: normalise(text.join('')) };
}

export function attr(element: Element, name: string): string | undefined {
  return element.attrs.find(([n]) => n === name)?.[1];
}

export function normalise(text: string): string {
  return text.replace(/\s+/g, ' ');
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

/** Attributes whose value is a URL that a browser may navigate to, load or submit to. */
export const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'srcset', 'background', 'cite', 'ping']);

/** Does a URL attribute value run script or load HTML from the value itself? Browsers ignore whitespace and control characters in the scheme. */
export function isDangerousUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const squeezed = value.replace(/[\u0000-\u0020\u007F-\u009F]/g, '').toLowerCase();
  return /^(javascript|vbscript|livescript):/.test(squeezed) || /^data:(text\/html|application\/xhtml|image\/svg)/.test(squeezed);
}

/** Every problem with the scripts, event handlers and URLs of one page, as readable lines. */
export function unsafeMarkup(page: ScannedPage): string[] {
  const problems: string[] = [];
  for (const el of page.elements) {
    for (const [name, value] of el.attrs) {
      if (name.startsWith('on')) problems.push(`<${el.name}> has an event-handler attribute ${name}="${value.slice(0, 60)}"`);
      if (URL_ATTRIBUTES.has(name) && isDangerousUrl(value)) problems.push(`<${el.name}> has ${name}="${value.slice(0, 60)}"`);
    }
    // A picture from another website tells it of every visitor (a tracking pixel): the site's pictures are its own.
    if (el.name === 'img' || el.name === 'source') {
      const urls = [attr(el, 'src') ?? '', ...(attr(el, 'srcset') ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')];
      for (const url of urls) if (/^\s*(https?:)?\/\//i.test(url)) problems.push(`<${el.name}> loads a picture from another website: ${url.slice(0, 60)}`);
    }
    if (el.name === 'script') {
      const type = attr(el, 'type');
      const src = attr(el, 'src');
      const body = el.text ?? '';
      if (type === 'module' && src !== undefined && src.startsWith('/assets/') && body.trim() === '') continue;
      // Data, not code: the hydration payload, the content icons' shapes and structured data.
      if ((type === 'application/json' && ['page-data', 'icon-data'].includes(attr(el, 'id') ?? '')) || type === 'application/ld+json') {
        if (src !== undefined) problems.push(`<script type="${type}"> has a src`);
        if (/<!--|<script/i.test(body)) problems.push(`<script type="${type}"> contains "<!--" or "<script" (unescaped), which changes how the HTML parser ends it`);
        try {
          JSON.parse(body);
        } catch (error) {
          problems.push(`<script type="${type}"> is not valid JSON: ${String(error).slice(0, 120)}`);
        }
        continue;
      }
      problems.push(`unexpected <script${el.attrs.map(([n, v]) => ` ${n}="${v.slice(0, 40)}"`).join('')}>${body.slice(0, 60)}`);
    }
    if (el.name === 'style' && /HX\d\d/.test(el.text ?? '')) problems.push(`content reached a <style> element: ${(el.text ?? '').slice(0, 60)}`);
    if (/HX\d\d/.test(attr(el, 'style') ?? '')) problems.push(`content reached a style attribute on <${el.name}>`);
  }
  return problems;
}
