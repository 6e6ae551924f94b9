import { serveTasks } from './workers/serve-tasks.ts';
import { buildTasks } from './tasks.ts';

// The script of the build's worker threads, bundled beside the CLI as worker.mjs (see workers/pool.ts).
serveTasks(buildTasks);
