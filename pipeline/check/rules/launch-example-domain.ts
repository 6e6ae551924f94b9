import type { CheckRule } from '../rule.ts';
import { launchFindings, type Found } from './launch-text.ts';

/** Domains reserved for examples (RFC 2606): they never reach a real site or mailbox. */
const HOST = String.raw`(?:[a-z0-9-]+\.)*(?:[a-z0-9-]+\.example|example\.(?:com|net|org))(?![\w.-]*\w)`;
const EMAIL = new RegExp(String.raw`[\w.+-]+@${HOST}`, 'gi');
const URL = new RegExp(String.raw`(?<![\w@.-])(?:https?:\/\/)?${HOST}(?::\d+)?(?:[/?#][^\s"'<>()\]]*)?`, 'gi');

function find(text: string): Found[] {
  const emails = [...text.matchAll(EMAIL)].map((m) => ({ index: m.index, text: m[0], email: true }));
  const links = [...text.matchAll(URL)].filter((m) => !emails.some((e) => m.index >= e.index && m.index < e.index + e.text.length));
  return [...emails, ...links.map((m) => ({ index: m.index, text: m[0].replace(/[.,;:!?]+$/, '') }))].sort((a, b) => a.index - b.index);
}

/** `--launch`: no address on a placeholder domain (`.example`, example.com) goes live. */
export const launchExampleDomainRule: CheckRule = {
  name: 'launch-example-domain',
  check(input) {
    return launchFindings(input, 'launch/example-domain', find, (found, { file, pointer }) => {
      if (file.kind.kind === 'site' && pointer === '/baseUrl') {
        return `baseUrl "${found.text}" is a placeholder address on a domain reserved for examples, so the site cannot go live at it; set it to the site's real address, e.g. https://www.your-business.com`;
      }
      if (found.text.includes('@')) {
        return `the email address "${found.text}" is on a domain reserved for examples, which receives no mail; replace it with the business's real email address`;
      }
      return `the address "${found.text}" is on a domain reserved for examples, which does not exist; replace it with the real address, or remove it`;
    });
  },
};
