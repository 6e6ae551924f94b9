#!/usr/bin/env node
import { Command } from 'commander';
import { registerValidate } from './commands/validate.ts';
import { registerGenerate } from './commands/generate.ts';
import { registerBuild } from './commands/build.ts';
import { registerPreview } from './commands/preview.ts';
import { registerDev } from './commands/dev.ts';
import { registerDeployConfig } from './commands/deploy-config.ts';
import { registerReference } from './commands/reference.ts';
import { registerNew } from './commands/new.ts';
import { registerWhere } from './commands/where.ts';

const program = new Command()
  .name('site')
  .description('Validate the content in data/, generate typed modules and build the static site into dist/.')
  .showHelpAfterError();

registerValidate(program);
registerGenerate(program);
registerBuild(program);
registerPreview(program);
registerDev(program);
registerDeployConfig(program);
registerReference(program);
registerNew(program);
registerWhere(program);

program.parseAsync(process.argv).catch((error: unknown) => {
  // Content problems never get here (they are messages); this is for our own bugs.
  console.error('internal error:', error);
  process.exitCode = 2;
});
