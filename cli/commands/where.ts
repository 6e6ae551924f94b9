import path from 'node:path';
import { Option, type Command } from 'commander';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { loadSchemas } from '../../pipeline/check/compiled-schemas.ts';
import { referenceFields } from '../../pipeline/check/reference-fields.ts';
import { whereUsed } from '../../pipeline/check/where-used.ts';
import { projectRoot } from '../project-root.ts';

export function registerWhere(program: Command): void {
  program
    .command('where')
    .argument('<value>', 'an id (a package, subcategory, team member, ...) or a picture\'s path, e.g. /images/hero/home.svg')
    .description('list every place in the content that names or refers to an id, or uses a picture, and the pages that show a picture; exit 1 when nothing does')
    .option('--data <dir>', 'content folder to read', 'data')
    .addOption(new Option('--format <format>', 'how to print the places').choices(['pretty', 'json']).default('pretty'))
    .action(async (value: string, options: { data: string; format: 'pretty' | 'json' }) => {
      const checked = await checkContent(options.data, projectRoot);
      const fields = referenceFields(loadSchemas(path.join(projectRoot, 'schema')));
      const found = whereUsed(value, checked.value.content.files, fields, checked.value.site);
      if (options.format === 'json') process.stdout.write(`${JSON.stringify({ value, ...found }, null, 2)}\n`);
      else {
        const lines = found.places.map((p) => `${p.file}:${p.line}:${p.column}  ${p.how}`);
        if (found.pages.length > 0) lines.push(`shown on ${found.pages.join(', ')}`);
        process.stdout.write(lines.length > 0 ? `${lines.join('\n')}\n` : `nothing in ${options.data}/ names or uses "${value}"\n`);
      }
      process.exitCode = found.places.length > 0 ? 0 : 1;
    });
}
