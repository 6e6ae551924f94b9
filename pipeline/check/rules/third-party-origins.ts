import type { Message } from '../../messages/messages.ts';
import { messageAt } from '../message-at.ts';
import { suggestion } from '../../messages/suggest.ts';
import { thirdPartyUses, type HostInput } from '../../hosting/host-config.ts';
import { fileOf, type CheckRule } from '../rule.ts';

const doing = { script: 'runs a script from', frame: 'shows a frame from', form: 'sends forms to' } as const;

/**
 * Every script and frame the pages load from another site is on an origin listed in trustedOrigins of
 * data/site.yaml: the Content-Security-Policy is made from that list (pipeline/hosting/host-config.ts), so one
 * edited URL cannot quietly open it. (The form endpoint has its own rule, forms/untrusted-origin.)
 */
export const thirdPartyOriginsRule: CheckRule = {
  name: 'third-party-origins',
  check(input) {
    const site = fileOf(input, 'site');
    if (!site) return [];
    const trusted = site.data.trustedOrigins ?? [];
    const out: Message[] = [];
    for (const use of thirdPartyUses(site.data as unknown as HostInput)) {
      if (use.use === 'form' || trusted.includes(use.origin)) continue;
      const field = use.field.slice(1).replace(/\//g, '.');
      const fix = use.origin.startsWith('https://')
        ? `add "${use.origin}" to trustedOrigins in data/site.yaml if the business trusts that site with its visitors, or remove the address${suggestion(use.origin, trusted)}`
        : 'use its https:// address, and list that origin in trustedOrigins';
      out.push(messageAt(site.file, use.field, 'origin/untrusted', `${field} ${doing[use.use]} ${use.origin}, which is not in trustedOrigins; ${fix}`));
    }
    return out;
  },
};
