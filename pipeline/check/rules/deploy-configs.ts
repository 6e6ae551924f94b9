import type { Message } from '../../messages/messages.ts';
import { codeFrame } from '../../messages/code-frame.ts';
import { deployConfigFiles } from '../../hosting/deploy-config.ts';
import type { HostInput } from '../../hosting/host-config.ts';
import { fileOf, type CheckRule } from '../rule.ts';

/**
 * netlify.toml and deploy/nginx.conf are committed, and hosts read them from the repository, but they are made from
 * data/site.yaml: after an edit to trustedOrigins, forms or links there, a stale copy would keep sending the old
 * Content-Security-Policy, which blocks the new form endpoint or map (dist/_headers changes with every build; those
 * two do not). So a stale copy is a content error, at its first line that differs, with the command that fixes it.
 */
export const deployConfigsRule: CheckRule = {
  name: 'deploy-configs',
  check(input) {
    const site = fileOf(input, 'site');
    const { deployConfigs } = input;
    if (!site || !deployConfigs) return [];
    const expected: Record<string, string> = deployConfigFiles(site.data as unknown as HostInput);
    const out: Message[] = [];
    for (const { relativePath, file, text } of deployConfigs) {
      const wanted = expected[relativePath];
      if (wanted === undefined || text === wanted) continue;
      const nginx = relativePath.endsWith('nginx.conf') ? ', then have the nginx server load the new file' : '';
      if (text === undefined) {
        out.push({ file, line: 0, column: 0, severity: 'error', rule: 'deploy/out-of-date', message: `this file is missing, so the host would send none of the site's headers and redirects; run \`npm run deploy-config\`, which writes it from data/site.yaml, and commit it${nginx}` });
        continue;
      }
      const line = firstDifferentLine(text, wanted);
      out.push({
        file, line, column: 1, severity: 'error', rule: 'deploy/out-of-date',
        message: `this file no longer matches data/site.yaml, starting at this line, so the host would keep sending old headers or redirects, such as a Content-Security-Policy that blocks a newly trusted form endpoint or map; run \`npm run deploy-config\` and commit what it writes${nginx} (or, if that edit to site.yaml was a mistake, undo it)`,
        frame: codeFrame(text, line, 1),
      });
    }
    return out;
  },
};

function firstDifferentLine(a: string, b: string): number {
  const as = a.split('\n');
  const bs = b.split('\n');
  let i = 0;
  while (i < as.length && as[i] === bs[i]) i++;
  // A file that only lacks lines at its end differs at its last line.
  return Math.min(i, as.length - 1) + 1;
}
