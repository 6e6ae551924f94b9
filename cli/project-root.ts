import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (schemas, site sources), independent of the working directory. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
