import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureData } from '../fixture-content.ts';
import path from 'node:path';
import { checkContent } from '../../pipeline/check/check-content.ts';
import { assembleContent } from '../../pipeline/content/assemble.ts';
import type { SiteContent } from '../../site/content-types.ts';
import type { Message } from '../../pipeline/messages/messages.ts';
import { root, renderBodiesInline } from './fixture-harness.ts';
import { routeTable } from '../../site/routes.ts';

// SPEC 2.12: the subcategory slugs each category page must offer.
const SUBCATEGORIES: Record<string, string[]> = {
  Carpentry: ['general-carpentry', 'cabinet-furniture-work', 'framing-drywall-related', 'deck-exterior-work', 'door-window-work', 'small-carpentry-jobs'],
  Electrical: ['lighting-installation-repair', 'outlet-switch-services', 'ceiling-fan-installation-repair', 'appliance-wiring-installation', 'electrical-safety-repairs', 'smart-home-low-voltage', 'outdoor-garage-electrical'],
  Plumbing: ['faucet-sink-services', 'toilet-repairs-installations', 'shower-bathtub-repairs', 'pipe-drain-repairs', 'water-heater-maintenance', 'laundry-appliance-plumbing', 'minor-plumbing-installations'],
  'Painting & Drywall': ['interior-painting', 'exterior-painting-touchups', 'surface-prep-repairs', 'specialty-painting', 'drywall-repair-installation'],
  Flooring: ['hardwood-laminate-flooring', 'vinyl-tile-flooring', 'carpet-area-rug-services', 'floor-repair-maintenance', 'stair-baseboard-services'],
  'Windows & Doors': ['window-services', 'door-installation-repair', 'sliding-french-doors', 'garage-shed-doors'],
  'Garage Doors': ['garage-door-repairs-adjustments', 'garage-door-opener-installation-repair', 'garage-door-panel-hardware-replacement', 'garage-door-insulation-weatherproofing', 'garage-security-safety-enhancements'],
  Powerwashing: ['exterior-home-power-washing', 'driveway-walkway-cleaning', 'deck-patio-power-washing', 'fence-gate-power-washing', 'garage-outdoor-cleaning', 'gutter-roofline-power-washing'],
  Landscaping: ['general-yard-maintenance', 'shrub-tree-maintenance', 'flower-bed-garden-work', 'hardscape-install-repair', 'fence-gate-services', 'irrigation-watering-systems', 'outdoor-cleanups-junk-removal', 'outdoor-living-space-enhancements'],
  'Home Security': ['security-camera-installation', 'door-window-security', 'outdoor-security-lighting', 'smart-home-security', 'garage-shed-security', 'home-alarm-sensors'],
  'Smart Home': ['smart-security-surveillance', 'smart-lighting-electrical', 'smart-thermostats-climate', 'smart-entertainment-theater', 'smart-home-automation', 'smart-garage-outdoor', 'smart-appliance-setup', 'smart-networking-connectivity'],
  Locksmithing: ['lock-installation-replacement', 'lock-repair-maintenance', 'key-lock-security-enhancements', 'door-entryway-security', 'garage-gate-lock-services'],
  'Furniture Assembly': ['furniture-assembly', 'childrens-furniture-playsets', 'fitness-equipment-assembly', 'storage-organization-systems', 'miscellaneous-assembly-services'],
  'Pools & Spas': ['pool-cleaning-maintenance', 'spa-hot-tub-cleaning-maintenance', 'pool-spa-equipment-maintenance', 'minor-pool-spa-repairs', 'pool-deck-surrounding-area-maintenance'],
  'Holiday Lighting': ['exterior-holiday-lighting-installation', 'interior-holiday-lighting-decorations', 'specialty-custom-lighting-installations', 'holiday-lighting-maintenance-removal'],
  Cleaning: ['general-home-cleaning', 'move-in-move-out-cleaning', 'post-construction-cleaning', 'garage-cleanout-organization', 'basement-attic-cleanouts', 'rental-property-turnover-cleaning', 'office-workspace-cleaning', 'foreclosure-eviction-cleanouts', 'hoarding-cleanup', 'estate-cleanouts', 'outdoor-space-cleaning', 'storage-unit-cleanouts', 'apartment-cleaning', 'mobile-home-cleaning', 'airbnb-cleaning', 'elderly-monthly-cleaning'],
  'Third Party Moving': ['furniture-disassembly-reassembly', 'packing-unpacking-assistance', 'loading-unloading-assistance', 'appliance-moving-installation', 'specialty-moving-services', 'post-move-cleanup-setup', 'crating-valuable-items'],
};
const LANDING_SLUGS = ['carpentry', 'painting-drywall', 'flooring', 'windows-doors', 'landscaping', 'powerwashing', 'pools-spas', 'holiday-lighting', 'electrical', 'plumbing', 'smart-homes', 'home-security', 'furniture-assembly', 'locksmithing', 'garage-doors', 'home-inspections', 'cleaning', 'third-party-moving', 'management-companies', 'misc'];

let content: SiteContent;
let messages: Message[];

beforeAll(async () => {
  const checked = await checkContent(fixtureData, root, root);
  messages = checked.messages;
  content = assembleContent(checked.value.valid, await renderBodiesInline(checked.value.valid));
});

describe('the launch content (the frozen copy in tests/fixtures/site)', () => {
  it('validates with no errors and no warnings', () => {
    expect(messages.map((m) => `${m.file}:${m.line} ${m.rule} ${m.message}`)).toEqual([]);
  });

  it('has over 300 services, so the "over 300" claim is true', () => {
    expect(content.services.length).toBeGreaterThan(300);
    expect(content.site.claims.servicesCount).toBe('over 300');
  });

  it('covers all 17 catalogue categories with every subcategory of the spec, each with at least 3 services', () => {
    expect(new Set(content.services.map((s) => s.category)).size).toBe(17);
    for (const [category, slugs] of Object.entries(SUBCATEGORIES)) {
      for (const slug of slugs) {
        const n = content.services.filter((s) => s.category === category && s.subcategory === slug).length;
        expect(n, `${category} / ${slug}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('gives every service 3 to 6 features and a unique id', () => {
    expect(new Set(content.services.map((s) => s.id)).size).toBe(content.services.length);
    for (const s of content.services) expect(s.features.length, s.id).toBeGreaterThanOrEqual(3);
  });

  it('uses the spec id styles, including code-style ids', () => {
    const ids = new Set(content.services.map((s) => s.id));
    for (const id of ['window_01', 'door_01', 'garage-01', 'garage-opener-01', 'powerwashing-01', 'landscaping-01', 'home-security-01', 'home-security-15']) expect(ids.has(id), id).toBe(true);
  });

  it('shows prices in the spec style of each category', () => {
    const prices = (category: string) => content.services.filter((s) => s.category === category).map((s) => s.price);
    for (const c of ['Carpentry', 'Electrical', 'Plumbing', 'Painting & Drywall', 'Flooring']) {
      for (const p of prices(c)) {
        expect(p, c).toMatch(/^From \$\d+$/);
        const n = Number(p.slice(6));
        expect(n).toBeGreaterThanOrEqual(75);
        expect(n).toBeLessThanOrEqual(500);
      }
    }
    for (const p of prices('Windows & Doors')) expect(p).toMatch(/^(Varies|Depends on|Affordable)/);
    for (const c of ['Garage Doors', 'Powerwashing', 'Landscaping', 'Home Security']) for (const p of prices(c)) expect(p, c).toMatch(/^\$[\d,]+ - \$[\d,]+$/);
    const all = content.services.map((s) => s.price);
    expect(all).toContain('$500 - $2,500');
    expect(all.some((p) => p.startsWith('$30 '))).toBe(true);
  });

  it('lists garbage disposal in both Electrical and Plumbing', () => {
    const cats = content.services.filter((s) => /garbage disposal/i.test(s.name)).map((s) => s.category);
    expect(cats).toEqual(expect.arrayContaining(['Electrical', 'Plumbing']));
  });

  // Issue 34: with 89% badged, "Popular" told a visitor nothing; it marks the most common jobs of each category.
  it('marks at most about 15% of services as popular, at least one in each category', () => {
    expect(content.services.filter((s) => s.popular).length / content.services.length).toBeLessThanOrEqual(0.15);
    for (const category of new Set(content.services.map((s) => s.category))) {
      expect(content.services.some((s) => s.category === category && s.popular), category).toBe(true);
    }
  });

  it('has the 20 category pages, each with exactly 5 FAQs, and the three coming-soon pages', () => {
    expect(content.categoryPages.map((p) => p.slug).sort()).toEqual([...LANDING_SLUGS].sort());
    for (const p of content.categoryPages) expect(p.faqs, p.slug).toHaveLength(5);
    expect(content.categoryPages.filter((p) => p.comingSoon).map((p) => p.slug).sort()).toEqual(['home-inspections', 'management-companies', 'misc']);
    const external = content.categoryPages.filter((p) => p.quote === 'external').map((p) => p.slug).sort();
    expect(external).toEqual(['furniture-assembly', 'home-inspections', 'painting-drywall', 'pools-spas', 'powerwashing']);
  });

  it('has the three Painting & Drywall packages of the spec', () => {
    const pd = content.categoryPages.find((p) => p.slug === 'painting-drywall')!;
    expect(pd.packages?.map((p) => [p.name, p.price, p.duration])).toEqual([
      ['2 Rooms Package', '$399', '4 hours'], ['4 Rooms Package', '$799', '8 hours'], ['8 Rooms Package', '$1599', '16 hours'],
    ]);
  });

  it('has the six packages with the spec ids, prices, durations and categories', () => {
    expect(content.packages.map((p) => [p.id, p.price, p.duration, p.category, p.popular])).toEqual([
      ['basic', '$399', '4 hours', 'Essential', false],
      ['standard', '$799', '8 hours', 'Maintenance', true],
      ['premium', '$1599', '16 hours', 'Premium', false],
      ['seasonal', '$599', '6 hours', 'Seasonal', false],
      ['newhome', '$899', '8 hours', 'Moving', false],
      ['newpet', '$549', '4 hours', 'Moving', false],
    ]);
    for (const p of content.packages) expect(p.exclusions.length, p.id).toBeGreaterThan(0);
  });

  it('has five FAQ categories of three questions in the spec order', () => {
    expect(content.faq.categories.map((c) => c.title)).toEqual(['General Questions', 'Pricing & Payments', 'Scheduling & Availability', 'Services & Work Quality', 'Contact & Support']);
    for (const c of content.faq.categories) expect(c.questions).toHaveLength(3);
  });

  it('covers Bucks County with 34 cities and 73 unique ZIP codes from 18036 to 19454', () => {
    expect(content.coverage.name).toBe('Bucks County');
    expect(content.coverage.cities).toHaveLength(34);
    const zips = content.coverage.cities.flatMap((c) => c.zips);
    expect(new Set(zips).size).toBe(73);
    expect(zips).toHaveLength(73);
    for (const z of zips) {
      expect(Number(z)).toBeGreaterThanOrEqual(18036);
      expect(Number(z)).toBeLessThanOrEqual(19454);
    }
  });

  it('lists the Colorado service areas of the home page', () => {
    const region = (name: string) => content.serviceAreas.regions.find((r) => r.region === name)?.areas.map((a) => a.name) ?? [];
    expect(region('El Paso County')).toEqual(expect.arrayContaining(['Fountain', 'Monument', 'Falcon', 'Peyton', 'Colorado Springs']));
    expect(region('Teller County')).toEqual(expect.arrayContaining(['Green Mountain Falls', 'Manitou Springs']));
  });

  it('has four jobs with five qualifications each', () => {
    expect(content.jobs.map((j) => j.id)).toEqual(['handyman1', 'handyman2', 'customer-service', 'office-manager']);
    for (const j of content.jobs) expect(j.qualifications).toHaveLength(5);
  });

  it('has the team, testimonials, process steps and home tiles of the spec', () => {
    expect(content.team.fieldTeam).toHaveLength(1);
    expect(content.team.officeStaff.map((m) => m.role)).toEqual(['Junior Engineer', 'Junior Engineer']);
    expect(content.testimonials).toHaveLength(4);
    for (const t of content.testimonials) expect([t.rating, t.role]).toEqual([5, 'Homeowner']);
    expect(content.process.steps.map((s) => s.title)).toEqual(['Request a Quote', 'Get Matched', 'Schedule & Complete', 'Review & Repeat']);
    expect(content.process.faq).toHaveLength(3);
    expect(content.serviceAreas.faq).toHaveLength(5);
    expect(content.contact.faq).toHaveLength(4);
    expect(content.home.services.tiles.map((t) => t.category)).toEqual(['Interior', 'Exterior']);
    expect(content.home.hero.searchPlaceholders).toEqual(['Outlet Repair', 'Custom Shelving', 'Leak Repair', 'Door Installation', 'Ceiling Fan Mounting', 'Cabinet Repair', 'Drywall Patching', 'Furniture Assembly']);
  });

  it('has the three blog posts of 600 to 1,000 words in the seven blog categories', () => {
    expect(content.posts.map((p) => p.id).sort()).toEqual(['kitchen-renovation', 'smart-home-upgrades', 'spring-maintenance']);
    expect(['All', ...content.blog.categories]).toEqual(['All', 'Maintenance', 'Renovation', 'Smart Home', 'DIY', 'Interior Design', 'Outdoor Living']);
    for (const p of content.posts) {
      const words = p.html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
      expect(words, p.id).toBeGreaterThanOrEqual(600);
      expect(words, p.id).toBeLessThanOrEqual(1000);
    }
  });

  it('states the business facts once, in site.yaml, and fills them into other text', () => {
    expect(content.site.rates).toMatchObject({ firstHour: 250, additionalHour: 125, materialsQuoteOver: 50 });
    expect(content.site.hours.contact.text).toBe('Friday-Saturday 7:00 AM - 8:00 PM');
    expect(content.site.hours.support.text).toBe('Monday-Saturday 8:00 AM - 6:00 PM');
    expect(content.site.phone.display).toMatch(/555-01\d\d$/);
    const everything = JSON.stringify({ ...content, site: undefined });
    expect(everything).not.toMatch(/\{[a-zA-Z]+(\.[a-zA-Z]+)*\}/);
  });

  it('gives every route a title, a description and keywords of its own or the site-wide ones', () => {
    for (const route of routeTable(content)) {
      expect(route.meta.title, route.path).not.toBe('');
      expect(route.meta.description, route.path).not.toBe('');
      expect(route.meta.keywords?.length ?? 0, route.path).toBeGreaterThan(0);
    }
  });
});
