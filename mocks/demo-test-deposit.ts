/**
 * The demo's stand-in for the network on the deposit page: while a deposit address is shown, a "Send a test deposit"
 * button (demo builds only, drawn outside the app like the support chat stand-in) sends ten times the network's
 * minimum to that address through the ledger's controls (mocks/ledger-controls.ts); the deposit is pending and
 * credited a few seconds later, in the balances and the deposit history. It speaks English only, as the other
 * demo widgets do, and styles itself through the CSSOM.
 */
import Decimal from 'decimal.js';
import { styledElement as element } from './demo-dom';
import type { MockLedger } from './ledger-controls';

const BUTTON_STYLE =
  'position:fixed;left:20px;bottom:20px;z-index:9000;font:15px/1.3 system-ui,sans-serif;padding:10px 16px;border-radius:22px;border:0;background:#047857;color:#fff;cursor:pointer';
const NOTE_STYLE =
  'position:fixed;left:20px;bottom:68px;z-index:9000;max-width:320px;font:14px/1.4 system-ui,sans-serif;padding:8px 12px;border-radius:8px;background:#ecfdf5;color:#064e3b;box-shadow:0 4px 16px rgba(0,0,0,.2)';

export function installDemoTestDeposit(controls: MockLedger): void {
  let button: HTMLButtonElement | undefined;
  let note: HTMLElement | undefined;
  const shownAddress = () => document.querySelector<HTMLElement>('[data-testid="deposit-address"][data-ticker]');
  const send = () => {
    const target = shownAddress();
    if (!target) return;
    const ticker = target.dataset.ticker!;
    const network = target.dataset.network!;
    const amount = new Decimal(target.dataset.min || '1').times(10).toFixed();
    let said: string;
    try {
      controls.deposit({ ticker, network, amount });
      said = `A test deposit of ${amount} ${ticker} is on its way: it is credited in a few seconds.`;
    } catch (error) {
      said = error instanceof Error ? error.message : String(error);
    }
    note?.remove();
    note = element('p', NOTE_STYLE, said);
    note.setAttribute('role', 'status');
    note.dataset.testid = 'demo-test-deposit-note';
    document.body.append(note);
  };
  const sync = () => {
    // The observer sees every change of every page (the trade page's are per frame): look for the address only on
    // the deposit page.
    if (!button && !location.pathname.endsWith('/deposit')) return;
    const present = shownAddress() !== null;
    if (present && !button) {
      button = element('button', BUTTON_STYLE, 'Send a test deposit (demo)');
      button.type = 'button';
      button.dataset.testid = 'demo-test-deposit';
      button.addEventListener('click', send);
      document.body.append(button);
    } else if (!present && button) {
      button.remove();
      note?.remove();
      button = undefined;
      note = undefined;
    }
  };
  new MutationObserver(sync).observe(document.documentElement, { childList: true, subtree: true });
}
