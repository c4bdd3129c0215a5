/**
 * The demo's stand-in for Geetest's client script: `window.initGeetest` as gt.js defines it (v3, the invisible
 * "bind" product: verify() shows the puzzle), drawing a small dialog of its own instead of Geetest's puzzle. "Verify"
 * solves the challenge as the demo exchange checks it (mocks/ledger/auth/captcha.ts); "Close" or Escape closes it
 * unsolved. Put on the page by the demo build only where no initGeetest exists; like Geetest's own widget for a
 * Turkish page, it speaks English.
 */
import type { GeetestCaptcha, GeetestConfig, InitGeetest } from '../src/lib/captcha/geetest';
import { styledElement as element } from './demo-dom';
import { demoGeetestAnswer } from './ledger/auth/captcha';

const DIALOG_STYLE =
  'position:fixed;inset:0;z-index:10000;display:grid;place-items:center;background:rgba(0,0,0,.55);font:16px/1.4 system-ui,sans-serif';
const PANEL_STYLE = 'background:#fff;color:#111;border-radius:12px;padding:20px 24px;max-width:340px;box-shadow:0 8px 30px rgba(0,0,0,.35)';
const BUTTON_STYLE = 'font:inherit;padding:8px 16px;border-radius:8px;border:1px solid #1d4ed8;margin-right:8px;cursor:pointer';

function captchaFor(config: GeetestConfig): GeetestCaptcha {
  const listeners = { ready: [] as (() => void)[], success: [] as (() => void)[], close: [] as (() => void)[] };
  let validate: ReturnType<typeof demoGeetestAnswer> | undefined;
  let dialog: HTMLElement | undefined;
  const returnFocus = document.activeElement as HTMLElement | null;

  const remove = () => {
    dialog?.remove();
    dialog = undefined;
    returnFocus?.focus?.();
  };
  const show = () => {
    if (dialog) return;
    // Built node by node and styled through the CSSOM (./demo-dom.ts).
    dialog = element('div', DIALOG_STYLE);
    dialog.dataset.testid = 'demo-captcha';
    const panel = element('div', PANEL_STYLE);
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-labelledby', 'demo-captcha-title');
    panel.setAttribute('aria-describedby', 'demo-captcha-text');
    const title = element('h2', 'margin:0 0 8px;font-size:18px', 'Security check');
    title.id = 'demo-captcha-title';
    const text = element('p', 'margin:0 0 16px', "The demo's stand-in for Geetest: press Verify to pass the check.");
    text.id = 'demo-captcha-text';
    const verify = element('button', `${BUTTON_STYLE};background:#1d4ed8;color:#fff`, 'Verify');
    const close = element('button', `${BUTTON_STYLE};background:#fff;color:#1d4ed8`, 'Close');
    for (const [button, action] of [
      [verify, 'verify'],
      [close, 'close'],
    ] as const) {
      button.type = 'button';
      button.dataset.action = action;
    }
    panel.append(title, text, verify, close);
    dialog.append(panel);
    const finish = (solved: boolean) => {
      remove();
      if (solved) {
        validate = demoGeetestAnswer(config.challenge);
        listeners.success.forEach((listener) => listener());
      } else listeners.close.forEach((listener) => listener());
    };
    dialog.addEventListener('click', (event) => {
      const action = (event.target as HTMLElement).closest('button')?.dataset.action;
      if (action) finish(action === 'verify');
    });
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') finish(false);
    });
    document.body.append(dialog);
    verify.focus();
  };

  const captcha: GeetestCaptcha = {
    onReady(callback) {
      listeners.ready.push(callback);
      return captcha;
    },
    onSuccess(callback) {
      listeners.success.push(callback);
      return captcha;
    },
    onClose(callback) {
      listeners.close.push(callback);
      return captcha;
    },
    onError() {
      return captcha;
    },
    verify: show,
    getValidate: () => validate ?? false,
    destroy: remove,
  };
  // Ready once the page has registered its listeners, as gt.js is after its own resources load.
  setTimeout(() => listeners.ready.forEach((listener) => listener()), 0);
  return captcha;
}

/** Puts the stand-in at window.initGeetest unless the page has Geetest's own. */
export function installDemoGeetest(): void {
  if ('initGeetest' in window) return;
  const init: InitGeetest = (config, ready) => ready(captchaFor(config));
  Object.defineProperty(window, 'initGeetest', { value: init, configurable: true, writable: true });
}
