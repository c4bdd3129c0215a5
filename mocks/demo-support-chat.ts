/**
 * The demo's stand-in for the help desk's chat widget: `window.zE` as Zendesk's Web Widget (messenger API) defines
 * it, drawing a launcher and a small conversation panel of its own. `loginUser` asks the app for the widget token and
 * shows who it names (its `external_id`); a message sent gets the demo desk's automatic answer; `hide` and `show`
 * take the launcher and the conversation off the page and back, as the messenger's own commands do. Put on the page by
 * the demo build only where no zE exists; like the real widget it speaks its own language (English), and it styles
 * itself through the CSSOM (the app's CSP allows no style attributes in markup).
 */
import { styledElement as element } from './demo-dom';

type Callback = (jwt: string) => void;

const LAUNCHER_STYLE =
  'position:fixed;right:20px;bottom:20px;z-index:9000;font:15px/1.3 system-ui,sans-serif;padding:10px 16px;border-radius:22px;border:0;background:#1d4ed8;color:#fff;cursor:pointer';
const PANEL_STYLE =
  'position:fixed;right:20px;bottom:72px;z-index:9000;width:300px;max-width:calc(100vw - 40px);background:#fff;color:#111;border-radius:12px;box-shadow:0 8px 30px rgba(0,0,0,.35);font:15px/1.4 system-ui,sans-serif;padding:14px';

/** The claims of a JWT-shaped token (the demo's tokens are unsigned but shaped like real ones). */
function claimsOf(jwt: string): { external_id?: string } {
  try {
    return JSON.parse(atob(jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { external_id?: string };
  } catch {
    return {};
  }
}

function createWidget() {
  let who: string | undefined;
  let launcher: HTMLButtonElement | undefined;
  let panel: HTMLElement | undefined;
  let identity: HTMLElement | undefined;
  let hidden = false;
  const applyHidden = () => {
    for (const node of [launcher, panel]) if (node) node.style.display = hidden ? 'none' : '';
  };

  const showIdentity = () => {
    if (identity) identity.textContent = who ? `Signed in as user ${who}` : 'Not signed in';
  };
  const close = () => {
    panel?.remove();
    panel = undefined;
    launcher?.focus();
  };
  const open = () => {
    ensureLauncher();
    if (panel) return;
    panel = element('section', PANEL_STYLE);
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', 'Support chat');
    panel.dataset.testid = 'demo-support-chat';
    const title = element('h2', 'margin:0 0 4px;font-size:17px', 'Support chat');
    identity = element('p', 'margin:0 0 10px;color:#555');
    showIdentity();
    const log = element('ol', 'list-style:none;margin:0 0 10px;padding:0;max-height:200px;overflow:auto');
    log.setAttribute('aria-live', 'polite');
    log.setAttribute('aria-label', 'Conversation');
    const form = element('form', 'display:flex;gap:6px');
    const input = element('input', 'flex:1;font:inherit;padding:6px;border:1px solid #888;border-radius:6px');
    input.setAttribute('aria-label', 'Message');
    const send = element('button', 'font:inherit;padding:6px 12px;border-radius:6px;border:0;background:#1d4ed8;color:#fff', 'Send');
    send.type = 'submit';
    const shut = element('button', 'font:inherit;margin-top:8px;background:none;border:0;color:#1d4ed8;cursor:pointer', 'Close');
    shut.type = 'button';
    shut.addEventListener('click', close);
    const say = (from: string, text: string) => log.append(element('li', 'margin:0 0 6px', `${from}: ${text}`));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const text = input.value.trim();
      if (!text) return;
      say('You', text);
      input.value = '';
      setTimeout(() => say('Support', 'Thanks, we have your message. An agent will answer here (the demo has no agent).'), 300);
    });
    form.append(input, send);
    panel.append(title, identity, log, form, shut);
    document.body.append(panel);
    applyHidden();
    input.focus();
  };
  const ensureLauncher = () => {
    if (launcher) return;
    launcher = element('button', LAUNCHER_STYLE, 'Support chat');
    launcher.type = 'button';
    launcher.dataset.testid = 'demo-support-launcher';
    launcher.addEventListener('click', () => (panel ? close() : open()));
    document.body.append(launcher);
    applyHidden();
  };

  return (scope: string, command: string, argument?: unknown) => {
    if (scope !== 'messenger') return;
    ensureLauncher();
    if (command === 'loginUser' && typeof argument === 'function')
      (argument as (callback: Callback) => void)((jwt) => {
        who = claimsOf(jwt).external_id;
        showIdentity();
      });
    else if (command === 'logoutUser') {
      who = undefined;
      showIdentity();
    } else if (command === 'open') open();
    else if (command === 'close') close();
    else if (command === 'hide' || command === 'show') {
      hidden = command === 'hide';
      applyHidden();
    }
  };
}

/** Puts the stand-in at window.zE unless the page has the help desk's own widget. */
export function installDemoSupportChat(): void {
  if ('zE' in window) return;
  Object.defineProperty(window, 'zE', { value: createWidget(), configurable: true, writable: true });
}
