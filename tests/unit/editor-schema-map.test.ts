import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentKinds, kindOf } from '../../pipeline/content/content-kinds.ts';
import { EDITOR_SETTINGS_FILE, editorSchemaMap, editorSettingsJson } from '../../pipeline/check/editor-schema-map.ts';
import { repoRoot } from '../fixture-content.ts';

/** A glob of the map as a test of a path under data/ (`*` is one file name, never a folder). */
const globMatches = (glob: string, file: string) => new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`).test(file);

describe('the editors\' VS Code map from schemas to content files', () => {
  const map = editorSchemaMap();

  it('gives every YAML kind of content file an entry that points its schema at its files', () => {
    for (const kind of contentKinds.filter((k) => k.format === 'yaml')) {
      const globs = map[`schema/${kind.schema}.schema.json`];
      expect(globs, kind.kind).toBeDefined();
      const example = typeof kind.match === 'string' ? kind.match : kindFileNameExample(kind.match);
      expect(globs!.some((g) => globMatches(g, `data/${example}`)), `${kind.kind}: data/${example}`).toBe(true);
      expect(existsSync(path.join(repoRoot, `schema/${kind.schema}.schema.json`))).toBe(true);
    }
  });

  it('leaves out Markdown kinds, whose front matter is not a YAML file', () => {
    const globs = Object.values(map).flat();
    expect(globs.some((g) => g.endsWith('.md'))).toBe(false);
    expect(map['schema/post.schema.json']).toBeUndefined();
  });

  it('matches no file a kind does not own', () => {
    for (const [schema, globs] of Object.entries(map)) {
      for (const glob of globs) {
        const sample = glob.replace('data/', '').replace('*', 'some-name');
        expect(kindOf(sample)?.schema, glob).toBe(schema.replace(/^schema\/|\.schema\.json$/g, ''));
      }
    }
  });

  it('is committed up to date in .vscode/settings.json (run npm run reference after changing content-kinds.ts)', () => {
    const committed = readFileSync(path.join(repoRoot, EDITOR_SETTINGS_FILE), 'utf8');
    expect(committed).toBe(editorSettingsJson());
    // VS Code reads settings as JSON with comments: only the first line is a comment.
    expect(JSON.parse(committed.split('\n').slice(1).join('\n'))).toEqual({ 'yaml.schemas': map });
  });

  it('is not ignored by git, so the committed file reaches every editor', () => {
    const ignored = readFileSync(path.join(repoRoot, '.gitignore'), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
    const unignored = ignored.includes(`!${EDITOR_SETTINGS_FILE}`);
    expect(unignored || !ignored.some((l) => ['.vscode', '.vscode/', '.vscode/*', EDITOR_SETTINGS_FILE].includes(l))).toBe(true);
  });
});

/** `^services\/[a-z0-9-]+\.yaml$` -> `services/x.yaml`: a file name the kind accepts. */
function kindFileNameExample(match: RegExp): string {
  return match.source.replace(/^\^|\$$/g, '').replace(/\[a-z0-9-\]\+/g, 'x').replace(/\\(.)/g, '$1');
}
