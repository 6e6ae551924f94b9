import { writeFile, readFile, readdir } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { buildSite } from './pipeline/build.ts';
import { openStore } from './pipeline/cache/store.ts';
import { toolchainKey } from './pipeline/cache/toolchain-key.mjs';
const root = '/work/main', data = '/tmp/syn4000', out = '/tmp/devtime-out';
const store = openStore(root, toolchainKey(root));
let placed: any, files: any;
const post = path.join(data, 'posts', (await readdir(path.join(data, 'posts'))).sort()[0]!);
const original = await readFile(post, 'utf8');
const session = new Session(); session.connect();
await session.post('Profiler.enable'); await session.post('Profiler.setSamplingInterval', { interval: 200 });
const totals: number[] = [];
for (let i = 0; i < 22; i++) {
  if (i > 0) await writeFile(post, `${original}\nEdit ${i}.\n`);
  if (i === 4) await session.post('Profiler.start');
  const changed = new Set([path.relative(data, post)]);
  const t = performance.now();
  const s = await buildSite({ root, dataDir: data, outDir: out, strict: false, noindex: false, log: () => {}, store, placed, unchanged: files && ((rel: string) => (changed.has(rel) ? undefined : files.get(rel))) });
  if (i >= 4) totals.push(performance.now() - t);
  placed = s.placed; files = s.files;
}
const { profile } = await session.post('Profiler.stop');
await writeFile('/tmp/dev.cpuprofile', JSON.stringify(profile));
await writeFile(post, original);
console.log('median', totals.sort((a, b) => a - b)[9]!.toFixed(0), 'n', totals.length);
store.close();
