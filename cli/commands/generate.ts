import type { Command } from 'commander';
import path from 'node:path';
import { writeTypes } from '../../pipeline/bundle/write-types.ts';
import { toolchainKey } from '../../pipeline/cache/toolchain-key.mjs';
import { projectRoot } from '../project-root.ts';

export function registerGenerate(program: Command): void {
  program
    .command('generate')
    .description('write the TypeScript types of the content (site/generated/) from the schemas')
    .action(async () => {
      const changed = await writeTypes(projectRoot, toolchainKey(projectRoot));
      console.log(changed.length ? `wrote ${changed.map((f) => path.relative(process.cwd(), f)).join(', ')}` : 'generated types are up to date');
    });
}
