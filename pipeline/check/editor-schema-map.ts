import { contentKinds, kindFileName, type ContentKind } from '../content/content-kinds.ts';

/**
 * VS Code's map from each schema to the content files it checks (the Red Hat YAML extension's `yaml.schemas`), so an
 * editor gets completion, hover help and underlined mistakes in a file whatever its first line says. The first-line
 * `# yaml-language-server: $schema=...` comments do the same, but the CMS drops comments when it saves a file.
 * `npm run reference` writes it; a unit test holds the committed file to contentKinds.
 */
export const EDITOR_SETTINGS_FILE = '.vscode/settings.json';

/** `schema/services.schema.json` -> [`data/services/*.yaml`], for every YAML kind; Markdown front matter is no YAML file. */
export function editorSchemaMap(kinds: readonly ContentKind[] = contentKinds, dataDir = 'data'): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const kind of kinds) {
    if (kind.format !== 'yaml') continue;
    const glob = `${dataDir}/${kindFileName(kind).replace('<name>', '*')}`;
    (map[`schema/${kind.schema}.schema.json`] ??= []).push(glob);
  }
  return map;
}

/** The whole of .vscode/settings.json (JSON with comments, as VS Code reads its settings). */
export function editorSettingsJson(kinds: readonly ContentKind[] = contentKinds): string {
  const settings = { 'yaml.schemas': editorSchemaMap(kinds) };
  return `// Generated from pipeline/content/content-kinds.ts by \`npm run reference\`; do not edit by hand.\n${JSON.stringify(settings, null, 2)}\n`;
}
