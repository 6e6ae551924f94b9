import { EVENTS_PATH } from './inject-client.ts';

/**
 * The script dev injects into every page (served at CLIENT_PATH). It listens to the event stream: a state with a new
 * version means new output, so the page reloads; a failed build shows the overlay, in a shadow root so the site's
 * CSS neither styles it nor is styled by it, over the last good page (which stays usable: "Hide" closes the panel).
 * Warnings do not stop the build, so they wait in a small button in a corner that opens the same panel.
 * Plain JavaScript in a string: it runs in the browser as it is, with no build step of its own.
 */
export const CLIENT_SCRIPT = String.raw`// site dev client: reloads after each build, shows build problems
const KEY = 'site-dev-version';
let host;
const events = new EventSource(${JSON.stringify(EVENTS_PATH)});
events.onmessage = (event) => {
  const state = JSON.parse(event.data);
  let seen = null;
  try {
    seen = sessionStorage.getItem(KEY);
    sessionStorage.setItem(KEY, state.version);
  } catch {}
  if (seen !== null && seen !== state.version) {
    events.close();
    location.reload();
    return;
  }
  show(state, !state.ok);
};

function el(tag, props, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children.filter((child) => child !== undefined));
  return node;
}

function show(state, open) {
  host?.remove();
  host = undefined;
  if (state.messages.length === 0) return;
  host = el('div', { id: 'site-dev-overlay' });
  const root = host.attachShadow({ mode: 'open' });
  document.documentElement.append(host);
  if (!open) {
    const badge = el('button', { type: 'button', className: 'badge', textContent: '⚠ ' + state.summary.replace(/^✔ 0 errors, /, '') });
    badge.addEventListener('click', () => show(state, true));
    root.append(el('style', { textContent: STYLE }), badge);
    return;
  }
  const items = state.messages.map((m) => el('li', { className: m.severity },
    el('div', { className: 'where' },
      el('a', { href: m.href, title: 'Open in your editor', textContent: m.file + ':' + m.line + ':' + m.column }),
      el('span', { className: 'severity', textContent: m.severity }),
      el('span', { className: 'rule', textContent: m.rule })),
    el('p', { className: 'message', textContent: m.message }),
    m.frame ? el('pre', { textContent: m.frame }) : undefined));
  const hide = el('button', { type: 'button', textContent: 'Hide' });
  hide.addEventListener('click', () => (state.ok ? show(state, false) : host?.remove()));
  const note = state.ok ? ' The page below is up to date; warnings do not stop the build.' : ' The page below is the last good build; it reloads when the problems are fixed.';
  root.append(
    el('style', { textContent: STYLE }),
    el('section', state.ok ? { className: 'panel warnings', ariaLabel: 'Build warnings' } : { className: 'panel', role: 'alert', ariaLabel: 'Build problems' },
      el('header', {}, el('strong', { textContent: state.summary }), el('span', { textContent: note }), hide),
      el('ol', {}, ...items)));
}

const STYLE = ${'`'}
:host { all: initial; }
.panel { position: fixed; left: 0; right: 0; bottom: 0; z-index: 2147483647; max-height: 70vh; overflow: auto;
  box-sizing: border-box; padding: 16px 20px; background: #1e1e1e; color: #eee; border-top: 4px solid #e5484d;
  font: 14px/1.5 system-ui, sans-serif; box-shadow: 0 -8px 24px rgb(0 0 0 / 40%); }
header { display: flex; gap: 8px; align-items: baseline; flex-wrap: wrap; margin-bottom: 8px; }
header strong { color: #ff8589; font-size: 16px; }
.warnings { border-top-color: #f5c542; }
.warnings header strong { color: #f5c542; }
.badge { position: fixed; right: 12px; bottom: 12px; z-index: 2147483647; padding: 6px 14px; border-color: #f5c542;
  font: 14px/1.5 system-ui, sans-serif; box-shadow: 0 4px 12px rgb(0 0 0 / 40%); }
header span { color: #bbb; flex: 1; }
button { font: inherit; padding: 2px 12px; border-radius: 4px; border: 1px solid #888; background: #333; color: #eee; cursor: pointer; }
ol { list-style: none; margin: 0; padding: 0; }
li { padding: 10px 0; border-top: 1px solid #333; }
.where { display: flex; gap: 12px; align-items: baseline; font-family: ui-monospace, monospace; }
a { color: #8ab4ff; }
.severity { color: #ff8589; }
.warning .severity { color: #f5c542; }
.rule { color: #999; }
.message { margin: 4px 0; white-space: pre-wrap; }
pre { margin: 4px 0 0; padding: 8px; background: #111; color: #ccc; overflow: auto; font: 13px/1.4 ui-monospace, monospace; }
${'`'};
`;
