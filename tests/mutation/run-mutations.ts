/**
 * Mutation test of the validator: `npm run mutation -- [--count 200] [--seed 20260301] [--only <operator>]`.
 * Applies seeded random single breaking edits to a copy of data/ and checks that each is reported on the edited
 * line (see tests/mutation/mutations.ts for the bar). Prints the share that met it and every miss; exits 1 below 100%.
 */
import { formatReport, operators, pickMutations, runMutations, type Operator } from './mutations.ts';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
}

const count = option('count', 200);
const seed = option('seed', 20260301);
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? (process.argv[onlyAt + 1] as Operator) : undefined;
if (only !== undefined && !operators.includes(only)) throw new Error(`--only must be one of ${operators.join(', ')}`);
const { mutations, pool } = await pickMutations(count, seed, undefined, only);
console.log(`seed ${seed}: ${mutations.length} mutations picked from ${[...pool.values()].reduce((n, l) => n + l.length, 0)} candidates (${operators.map((o) => `${o} ${pool.get(o)!.length}`).join(', ')})`);
const report = await runMutations(mutations, (done, total) => {
  if (process.stderr.isTTY) process.stderr.write(`\r${done}/${total}`);
});
if (process.stderr.isTTY) process.stderr.write('\n');
console.log(formatReport(report));
process.exitCode = report.met === report.counted ? 0 : 1;
