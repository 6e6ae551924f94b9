import { parentPort } from 'node:worker_threads';
import { BATCH, claim, runTask, type TaskTable, type WorkerAnswer, type WorkerRun } from './pool.ts';

/**
 * A worker's side of the pool: for each run it is sent, it claims items from the shared counter (the main thread and
 * the other workers claim from the same one), runs the task of `tasks` on each and posts the results back in batches.
 */
export function serveTasks(tasks: TaskTable): void {
  const port = parentPort!;
  port.on('message', async ({ name, items, context, next }: WorkerRun) => {
    let results: [number, unknown][] = [];
    try {
      for (let i = claim(next, items.length); i >= 0; i = claim(next, items.length)) {
        results.push([i, await runTask(tasks, name, items[i], context)]);
        if (results.length === BATCH) {
          port.postMessage({ results, done: false } satisfies WorkerAnswer);
          results = [];
        }
      }
      port.postMessage({ results, done: true } satisfies WorkerAnswer);
    } catch (error) {
      port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error), details: plainProperties(error) } satisfies WorkerAnswer);
    }
  });
}

/**
 * An error's own fields that survive JSON (a compiler's `errors` with their `loc`, a system error's `code`): the
 * main thread puts them back on the error it throws, so a component that does not compile is still shown at its line.
 */
function plainProperties(error: unknown): Record<string, unknown> | undefined {
  try {
    return typeof error === 'object' && error !== null ? (JSON.parse(JSON.stringify(error)) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
