import type { LoadedFile } from '../content/load-content.ts';
import { sourcesOf } from '../content/sources.ts';
import type { AssembledSite } from './check-content.ts';
import { positionAt } from './message-at.ts';
import type { ReferenceFields } from './reference-fields.ts';
import { valuesAt } from './reference-fields.ts';
import { walkStrings } from './walk-strings.ts';

/** One place in a content file that uses the value asked about. */
export interface UsePlace {
  file: string;
  line: number;
  column: number;
  /** How it is used there, in words: `names it (packages[].id)`, `refers to it (packages.ids[])`, `shows it`. */
  how: string;
}

export interface WhereUsed {
  places: UsePlace[];
  /** For a picture: the pages that show it, in route order. */
  pages: string[];
}

/**
 * Every place in the content that names or refers to `value` (an id, by the schemas' marks), or uses a picture
 * (`/images/...`, in any field or Markdown body), and for a picture the pages that show it. What an editor needs
 * before renaming an id or replacing a photo; read from the content itself, so it cannot go stale.
 */
export function whereUsed(value: string, files: readonly LoadedFile[], fields: ReferenceFields, site?: AssembledSite): WhereUsed {
  const places: UsePlace[] = [];
  const picture = value.startsWith('/images/');
  for (const file of files) {
    if (picture) {
      walkStrings(file.data, (text, pointer) => {
        if (text.includes(value)) places.push({ file: file.file, ...positionAt(file, pointer()), how: 'shows it' });
      });
      (file.body ?? '').split('\n').forEach((line, i) => {
        const column = line.indexOf(value);
        if (column >= 0) places.push({ file: file.file, line: (file.bodyLine ?? 1) + i, column: column + 1, how: 'shows it in its text' });
      });
      continue;
    }
    for (const [how, list] of [['names it', fields.defines], ['refers to it', fields.refers]] as const) {
      for (const field of list.filter((f) => f.kind.kind === file.kind.kind)) {
        for (const at of valuesAt(file.data, field.path)) {
          if (at.value === value) places.push({ file: file.file, ...positionAt(file, at.pointer), how: `${how} (${field.path})` });
        }
      }
    }
  }
  return { places, pages: picture ? picturePages(value, files, fields, site) : [] };
}

/**
 * The pages that show a picture: those whose content (a route's props, or the Markdown body of a file it shows)
 * holds its path; a picture of a file every page shows (site.yaml) shows where its field says (x-shown-on).
 */
function picturePages(value: string, files: readonly LoadedFile[], fields: ReferenceFields, site?: AssembledSite): string[] {
  if (!site) return [];
  const pages = new Set<string>();
  const inBody = new Set(files.filter((f) => f.body?.includes(value)).map((f) => f.relativePath));
  for (const route of site.routes) {
    let shown = sourcesOf(route.props).some((source) => inBody.has(source));
    if (!shown) walkStrings(route.props, (text) => { if (text.includes(value)) shown = true; });
    if (shown) pages.add(route.path);
  }
  for (const field of fields.pictures.filter((f) => f.kind.pages.includes('*'))) {
    for (const file of files.filter((f) => f.kind.kind === field.kind.kind)) {
      if (valuesAt(file.data, field.path).some((at) => at.value === value)) for (const page of field.pages ?? []) if (page !== '*') pages.add(page);
    }
  }
  return [...pages];
}
