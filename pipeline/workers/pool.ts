import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * One worker pool for the whole build. A run hands every item to every worker at once; the workers and the main
 * thread claim items from one shared counter, so all finish together whatever each item costs, and results come
 * back in item order whoever made them. Workers start on the first run big enough to pay for them (see MIN_ITEMS)
 * and serve every later run of the build.
 */
/**
 * The work a pool runs, by name: the same functions on the main thread and in workers (whose script serves the same
 * table, see serve-tasks.ts). A task takes one item and the run's context (both structured-cloneable), does its work
 * and returns a small result.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TaskTable = Record<string, (item: any, context: any) => unknown>;
export type TaskItem<T extends TaskTable, N extends keyof T> = Parameters<T[N]>[0];
export type TaskContext<T extends TaskTable, N extends keyof T> = Parameters<T[N]>[1];
export type TaskResult<T extends TaskTable, N extends keyof T> = Awaited<ReturnType<T[N]>>;

/** How a step hands its items to the pool, without knowing the pool: every item, one context, results in item order. */
export type RunItems<I, C, R> = (items: readonly I[], context: C) => Promise<R[]>;

/** Runs task `name` of `tasks` on one item. */
export function runTask<T extends TaskTable, N extends keyof T & string>(tasks: T, name: N, item: TaskItem<T, N>, context: TaskContext<T, N>): Promise<TaskResult<T, N>> {
  return Promise.resolve(tasks[name]!(item, context) as TaskResult<T, N>);
}

export interface Pool<T extends TaskTable> {
  run<N extends keyof T & string>(name: N, items: readonly TaskItem<T, N>[], context: TaskContext<T, N>): Promise<TaskResult<T, N>[]>;
  /** Runs one task on a thread of its own (see runOnOwnThread). */
  ownThread<N extends keyof T & string>(name: N, item: TaskItem<T, N>, context: TaskContext<T, N>): Promise<TaskResult<T, N>>;
  /** Threads used so far: 1 (the main thread) plus the workers started. */
  readonly threads: number;
  close(): Promise<void>;
}

/** Below this many items a worker's start (loading its code, and the server bundle for pages) costs more than it saves. */
export const MIN_ITEMS = 100;
/** Results per message from a worker: few messages, and none held long. */
export const BATCH = 16;

/** Threads a build uses: `SITE_THREADS` (1 = no workers), else one per core up to 4. */
export function threadCount(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number.parseInt(env.SITE_THREADS ?? '', 10);
  return Number.isInteger(asked) && asked >= 1 ? asked : Math.min(availableParallelism(), 4);
}

/**
 * The worker script (pipeline/worker.ts), which exists as plain JavaScript beside the bundled CLI (cli/site.mjs builds it). Run from the
 * TypeScript sources (unit tests) there is none, and the main thread does all the work.
 */
export function workerScript(): string | undefined {
  if (!import.meta.url.endsWith('.mjs')) return undefined;
  const file = fileURLToPath(new URL('./worker.mjs', import.meta.url));
  return existsSync(file) ? file : undefined;
}

/** A message from a worker: results of items it claimed, then `done` (or the error that stopped it). */
export type WorkerAnswer = { results: [index: number, result: unknown][]; done: boolean } | { error: string; details?: Record<string, unknown> };
/** A run as a worker is sent it. */
export interface WorkerRun { name: string; items: readonly unknown[]; context: unknown; next: Int32Array }

/** The index of the next unclaimed item, or -1 when all are claimed. */
export function claim(next: Int32Array, count: number): number {
  const i = Atomics.add(next, 0, 1);
  return i < count ? i : -1;
}

export function createPool<T extends TaskTable>(tasks: T, threads: number = threadCount(), script: string | undefined = workerScript()): Pool<T> {
  const workers: Worker[] = [];
  const pool: Pool<T> = {
    get threads() {
      return 1 + workers.length;
    },
    async run(name, items, context) {
      if (script && threads > 1 && workers.length === 0 && items.length >= MIN_ITEMS) {
        // V8's own memory settings: a 16 MiB young generation, tried here, left the peak at 400 MiB and the time
        // within the noise on 4,000 posts (3 cold builds each), so it was not kept.
        for (let i = 1; i < threads; i++) workers.push(new Worker(script));
      }
      const results: TaskResult<T, typeof name>[] = new Array(items.length);
      const next = new Int32Array(new SharedArrayBuffer(4));
      const helping = items.length >= MIN_ITEMS ? workers : [];
      const finished = helping.map((worker) => workerRun(worker, { name, items, context, next }, (i, result) => { results[i] = result as TaskResult<T, typeof name>; }));
      // A worker's failure is reported once this thread has claimed its share; until then it must not go unhandled.
      for (const done of finished) done.catch(() => undefined);
      try {
        for (let i = claim(next, items.length); i >= 0; i = claim(next, items.length)) {
          results[i] = await runTask(tasks, name, items[i]!, context);
          // Let the workers' answers in as they come, rather than all at the end.
          if (helping.length > 0 && i % BATCH === 0) await new Promise(setImmediate);
        }
        await Promise.all(finished);
      } catch (error) {
        // Nothing more to claim: each worker stops after its current item.
        Atomics.store(next, 0, items.length);
        await Promise.allSettled(finished);
        throw error;
      }
      return results;
    },
    ownThread: (name, item, context) => runOnOwnThread(tasks, name, item, context, script),
    async close() {
      await Promise.all(workers.splice(0).map((w) => w.terminate()));
    },
  };
  return pool;
}

/**
 * Runs one task on a thread of its own that ends with it, so that all the memory the task used goes with the thread.
 * Vite's bundles need this: what the bundler holds otherwise stays resident for the rest of the build (with 4,000
 * posts, a cold build peaked at 343 MiB instead of about 250). On the main thread when there is no worker script
 * (TypeScript sources) or `SITE_THREADS=1`.
 */
export async function runOnOwnThread<T extends TaskTable, N extends keyof T & string>(tasks: T, name: N, item: TaskItem<T, N>, context: TaskContext<T, N>, script: string | undefined = workerScript()): Promise<TaskResult<T, N>> {
  if (!script || threadCount() === 1) return runTask(tasks, name, item, context);
  const worker = new Worker(script);
  try {
    let result: unknown;
    await workerRun(worker, { name, items: [item], context, next: new Int32Array(new SharedArrayBuffer(4)) }, (_, value) => { result = value; });
    return result as TaskResult<T, N>;
  } finally {
    await worker.terminate();
  }
}

/** Sends a run to a worker; resolves when it has answered for every item it claimed. */
function workerRun(worker: Worker, run: WorkerRun, store: (index: number, result: unknown) => void): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onMessage = (answer: WorkerAnswer) => {
      if ('error' in answer) return settle(Object.assign(new Error(`worker: ${answer.error}`), answer.details));
      for (const [i, result] of answer.results) store(i, result);
      if (answer.done) settle();
    };
    const onExit = (code: number) => settle(new Error(`a build worker stopped (exit code ${code}) before it finished`));
    const settle = (error?: Error) => {
      worker.off('message', onMessage).off('error', settle).off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    worker.on('message', onMessage).once('error', settle).once('exit', onExit);
    worker.postMessage(run);
  });
}

