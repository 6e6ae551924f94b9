import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copyOfData, editFile, validateLines } from './fixture-harness.ts';
import { buildDate } from '../../pipeline/check/build-date.ts';

/**
 * Saves an editor may make that are not mistakes: text in any language and script, tabs inside quoted text, curly
 * quotes inside a sentence, prices that start with "$", braces in a code sample, and a post dated today. Each must
 * validate with no message at all (the line endings and byte-order marks of a save are tested with the loader).
 */

// The real date: an editor saves a post dated today, against the build's own clock.
const TODAY = buildDate();
let copy: Awaited<ReturnType<typeof copyOfData>>;

beforeAll(async () => {
  copy = await copyOfData();
});

afterAll(async () => {
  await copy.cleanup();
});

async function messagesAfter(change: (dataDir: string) => Promise<void>): Promise<string[]> {
  const fresh = await copyOfData();
  try {
    await change(fresh.dataDir);
    return await validateLines(fresh.dataDir, fresh.dir, { today: TODAY });
  } finally {
    await fresh.cleanup();
  }
}

const post = (front: string, body: string) => `---\n${front}\nimage: /images/blog/spring-maintenance.svg\nauthor: Dana Whitfield\ncategory: Maintenance\nreadTime: 3 min read\n---\n${body}`;

describe('legitimate saves produce no message', () => {
  it('the content as it ships', async () => {
    expect(await validateLines(copy.dataDir, copy.dir, { today: TODAY })).toEqual([]);
  });

  it('accents, emoji, CJK and right-to-left text in YAML values of every kind', async () => {
    expect(await messagesAfter(async (dir) => {
      await editFile(path.join(dir, 'site.yaml'), (t) => t.replace(/^tagline: .*$/m, 'tagline: "Réparations soignées, façades & jardins 🛠️ — für jedes Zuhause"'));
      await editFile(path.join(dir, 'services/plumbing.yaml'), (t) => t.replace('name: Faucet & Sink Services', 'name: "Faucet & Sink Services 🚰 (蛇口・シンク)"'));
      await editFile(path.join(dir, 'testimonials.yaml'), (t) => t.replace('name: Karen M.', 'name: "سارة ك."').replace('name: David L.', 'name: "דוד ל."'));
      await editFile(path.join(dir, 'faq.yaml'), (t) => t.replace('question: "Are you licensed and insured?"', 'question: "¿Están asegurados? 保险吗? هل أنتم مؤمَّنون؟"'));
    })).toEqual([]);
  });

  it('a post written in Japanese, Arabic and Hebrew, with emoji in its title and body', async () => {
    expect(await messagesAfter((dir) => writeFile(path.join(dir, 'posts/spring-checklist-multilingual.md'), post(
      'title: "春のメンテナンス 🌸 صيانة الربيع"\nexcerpt: "雨どいの掃除から始めましょう。 ابدأ بتنظيف المزاريب. התחילו בניקוי המרזבים."\ndate: 2026-04-02',
      '## 雨どい\n\n春は雨どいの掃除から。Call {phone.display} 📞.\n\n## المزاريب\n\nنظّف المزاريب قبل المطر.\n\n## מרזבים\n\nנקו את המרזבים לפני הגשם.\n',
    )))).toEqual([]);
  });

  it('tabs inside quoted strings, in a YAML file and in front matter', async () => {
    expect(await messagesAfter(async (dir) => {
      await editFile(path.join(dir, 'testimonials.yaml'), (t) => t.replace('"Our water heater started leaking', '"Our water heater\tstarted leaking'));
      await editFile(path.join(dir, 'posts/spring-maintenance.md'), (t) => t.replace('excerpt: "Winter is hard', 'excerpt: "Winter\tis hard'));
    })).toEqual([]);
  });

  it('curly quotes inside a sentence, prices with "$", braces in a code sample and a placeholder after "$"', async () => {
    expect(await messagesAfter(async (dir) => {
      await editFile(path.join(dir, 'testimonials.yaml'), (t) => t.replace('"Our water heater started leaking on a Sunday night.', '"“Fast,” I told my neighbour. “And fair.” Our water heater started leaking on a Sunday night.'));
      await editFile(path.join(dir, 'team.yaml'), (t) => t.replace('role: Director of Operations', 'role: ‘Ops’ Director of Operations'));
      await writeFile(path.join(dir, 'posts/pricing-notes.md'), post(
        `title: "What a Visit Costs"\nexcerpt: "From $150 for most jobs, or $ 20/hr for help on your own project; US$ prices include tax."\ndate: ${TODAY}\nupdated: ${TODAY}`,
        'Most jobs start at $150. Our rate is ${rates.firstHour} for the first hour.\n\n```css\n.price{color:red}\n```\n\nInline code such as `{phone` stays as typed, and so does `$rates.firstHour` in code.\n',
      ));
    })).toEqual([]);
  });

  // An image on another site is refused (link/external-image): the CSP would block it, and that site would see every reader.
  it('a Markdown image of a file in data/images (a name with a space) and one given by reference', async () => {
    expect(await messagesAfter(async (dir) => {
      await mkdir(path.join(dir, 'images/blog/photos'), { recursive: true });
      await writeFile(path.join(dir, 'images/blog/photos/gutter clean.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
      await editFile(path.join(dir, 'posts/spring-maintenance.md'), (t) => `${t}\n![A clean gutter](/images/blog/photos/gutter%20clean.svg "After")\n\n![The plan][plan]\n\n[plan]: </images/blog/spring-maintenance.svg>\n`);
    })).toEqual([]);
  });

  it('a new phone number, changed in both display and e164', async () => {
    expect(await messagesAfter((dir) => editFile(path.join(dir, 'site.yaml'), (t) => t.replace('display: "(719) 555-0142"\n  e164: "+17195550142"', 'display: "(303) 555-0111"\n  e164: "+13035550111"')))).toEqual([]);
  });
});
