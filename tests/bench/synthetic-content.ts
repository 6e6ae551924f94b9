import { cp, readFile, readdir, writeFile, rm, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'yaml';

/** A small deterministic PRNG (mulberry32), so every run generates the same content. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = 'caulk gutter drywall joist flange grout shim stud hinge valve trim primer anchor ledger flashing breaker fixture washer gasket baseboard threshold sealant downspout sash weatherstrip soffit fascia rafter spackle conduit'.split(' ');
const FILLER = 'the a your every before after when while because which homeowners should check replace tighten inspect clean measure protect schedule seal paint repair install'.split(' ');

function sentence(rand: () => number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(rand() < 0.35 ? WORDS[Math.floor(rand() * WORDS.length)]! : FILLER[Math.floor(rand() * FILLER.length)]!);
  const text = out.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** A Markdown post of about `words` words with headings, lists and paragraphs. */
export function syntheticPost(index: number, words = 600): string {
  const rand = prng(index + 1);
  const parts: string[] = [];
  let count = 0;
  let section = 1;
  while (count < words) {
    parts.push(`## Section ${section++}: ${sentence(rand, 4).slice(0, -1)}`);
    for (let p = 0; p < 2 && count < words; p++) {
      const para = Array.from({ length: 4 }, () => sentence(rand, 12)).join(' ');
      parts.push(para);
      count += 48;
    }
    parts.push(Array.from({ length: 4 }, () => `- ${sentence(rand, 6)}`).join('\n'));
    count += 24;
  }
  const day = String((index % 28) + 1).padStart(2, '0');
  const month = String((index % 12) + 1).padStart(2, '0');
  return `---\ntitle: "Synthetic article ${index}: ${sentence(rand, 5).slice(0, -1)}"\nexcerpt: "${sentence(rand, 18)}"\nimage: /images/blog/spring-maintenance.svg\nauthor: Marcus Reyes\ndate: 2025-${month}-${day}\ncategory: Maintenance\nreadTime: 3 min read\n---\n${parts.join('\n\n')}\n`;
}

/**
 * Copies the shipped data/ and scales it: every service repeated `serviceFactor` times (unique ids), and `posts`
 * extra blog posts. The result validates cleanly, so the benchmark measures real builds.
 */
export async function writeSyntheticData(source: string, target: string, options: { serviceFactor: number; posts: number }): Promise<void> {
  await rm(target, { recursive: true, force: true });
  await cp(source, target, { recursive: true });
  if (options.serviceFactor > 1) {
    const dir = path.join(target, 'services');
    for (const name of (await readdir(dir)).sort()) {
      const file = path.join(dir, name);
      const text = await readFile(file, 'utf8');
      const doc = parseDocument(text);
      const data = doc.toJS() as { services: Record<string, unknown>[] };
      const copies: Record<string, unknown>[] = [];
      for (let k = 0; k < options.serviceFactor; k++) {
        // Fresh objects each time: shared ones would be written as YAML aliases, which content may not use.
        for (const s of data.services) copies.push(k === 0 ? structuredClone(s) : { ...structuredClone(s), id: `${String(s.id)}-x${k}`, name: `${String(s.name)} (${k + 1})` });
      }
      doc.set('services', copies);
      await writeFile(file, `${text.split('\n')[0]}\n${doc.toString({ lineWidth: 0 })}`);
    }
  }
  if (options.posts > 0) {
    const dir = path.join(target, 'posts');
    await mkdir(dir, { recursive: true });
    for (let i = 0; i < options.posts; i++) await writeFile(path.join(dir, `synthetic-${String(i).padStart(5, '0')}.md`), syntheticPost(i));
  }
}
