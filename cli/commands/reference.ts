import path from 'node:path';
import type { Command } from 'commander';
import { loadSchemas } from '../../pipeline/check/compiled-schemas.ts';
import { contentReference, REFERENCE_FILE } from '../../pipeline/check/content-reference.ts';
import { EDITOR_SETTINGS_FILE, editorSettingsJson } from '../../pipeline/check/editor-schema-map.ts';
import { projectRoot } from '../project-root.ts';
import { writeOrCheck } from '../write-or-check.ts';

export function registerReference(program: Command): void {
  program
    .command('reference')
    .description(`write ${REFERENCE_FILE}, every content file's fields, from the schemas' descriptions, and ${EDITOR_SETTINGS_FILE}, VS Code's map from schemas to content files`)
    .option('--check', 'write nothing; exit 1 when a file is out of date', false)
    .action(async (options: { check: boolean }) => {
      const text = contentReference(loadSchemas(path.join(projectRoot, 'schema')));
      if ((await writeOrCheck({ [REFERENCE_FILE]: text, [EDITOR_SETTINGS_FILE]: editorSettingsJson() }, options.check, 'reference')) > 0) process.exitCode = 1;
    });
}
