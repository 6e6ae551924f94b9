import { markdownTask } from '../markdown/markdown-task.ts';
import { pageTask } from '../render/page-task.ts';
import { buildBundles } from '../bundle/vite-build.ts';

/**
 * The work the pool runs, by name: the same functions on the main thread and in workers. A task takes one item and
 * the run's context (both structured-cloneable), does its work (writing its output itself) and returns a small result.
 */
export const tasks = { markdown: markdownTask, page: pageTask, bundles: (dir: string, context: { root: string }) => buildBundles(context.root, dir) };

export type TaskName = keyof typeof tasks;
export type TaskItem<N extends TaskName> = Parameters<(typeof tasks)[N]>[0];
export type TaskContext<N extends TaskName> = Parameters<(typeof tasks)[N]>[1];
export type TaskResult<N extends TaskName> = Awaited<ReturnType<(typeof tasks)[N]>>;

/** Runs task `name` on one item. */
export function runTask<N extends TaskName>(name: N, item: TaskItem<N>, context: TaskContext<N>): Promise<TaskResult<N>> {
  const task = tasks[name] as (item: TaskItem<N>, context: TaskContext<N>) => TaskResult<N> | Promise<TaskResult<N>>;
  return Promise.resolve(task(item, context));
}
