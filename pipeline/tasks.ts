import { pageTask } from './render/page-task.ts';
import { buildBundles } from './bundle/vite-build.ts';

/**
 * The build's work that runs on the pool's threads, by name (see workers/pool.ts): each step hands its items over
 * through a function the build gives it, so no step knows the pool and the pool knows no step.
 */
export const buildTasks = { page: pageTask, bundles: (dir: string, context: { root: string }) => buildBundles(context.root, dir) };
