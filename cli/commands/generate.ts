import type { Command } from 'commander';
import path from 'node:path';
import { generateAll } from '../../pipeline/generate.ts';
import { projectRoot } from '../project-root.ts';

export function registerGenerate(program: Command): void {
  program
    .command('generate')
    .description('write the TypeScript types of the content (site/generated/) from the schemas')
    .action(async () => {
      const changed = await generateAll(projectRoot);
      console.log(changed.length ? `wrote ${changed.map((f) => path.relative(process.cwd(), f)).join(', ')}` : 'generated types are up to date');
    });
}
