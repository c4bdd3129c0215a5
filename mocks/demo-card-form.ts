/**
 * The demo's stand-in for the card payment provider's form script: `window.CardPaymentForm` as
 * src/lib/payments/card-payment.ts expects it, drawing a small card form of its own into the page's element. "Pay"
 * settles the deposit as the provider would report it (the ledger credits the main balance), "Cancel" cancels it.
 * With "Save this card for later" ticked (as it starts), the card's last four digits, brand, holder and expiry are
 * kept as a saved card (listed on /settings/security/saved-cards); the whole number and the CVC go nowhere. Put on the page by the demo build only where no CardPaymentForm
 * exists; like a provider's widget, it speaks English.
 */
import type { CardPaymentForm } from '../src/lib/payments/card-payment';
import { styledElement as element } from './demo-dom';

const FIELD_STYLE = 'display:grid;gap:4px;margin:0 0 10px;font:14px/1.4 system-ui,sans-serif';
const INPUT_STYLE = 'font:inherit;padding:8px;border:1px solid #94a3b8;border-radius:8px;background:#fff;color:#111';
const BUTTON_STYLE = 'font:inherit;padding:8px 16px;border-radius:8px;border:1px solid #1d4ed8;margin-right:8px;cursor:pointer';

function field(
  label: string,
  value: string,
  autocomplete: AutoFill,
  inputMode = 'numeric',
): { wrap: HTMLLabelElement; input: HTMLInputElement } {
  const wrap = element('label', FIELD_STYLE, label);
  const input = element('input', INPUT_STYLE);
  input.value = value;
  input.autocomplete = autocomplete;
  input.inputMode = inputMode;
  wrap.append(input);
  return { wrap, input };
}

export const demoCardPaymentForm: CardPaymentForm = {
  mount(host, payment) {
    const box = element('div', 'border:1px dashed #64748b;border-radius:12px;padding:16px;max-width:360px;background:#f8fafc;color:#111');
    box.setAttribute('data-testid', 'demo-card-form');
    const number = field('Card number', '4242 4242 4242 4242', 'cc-number');
    const expiry = field('Expiry', '12/30', 'cc-exp');
    const holder = field('Name on card', 'DEMO TRADER', 'cc-name', 'text');
    const save = element('label', FIELD_STYLE.replace('display:grid', 'display:flex;align-items:center'), 'Save this card for later');
    const keep = element('input', 'margin:0 8px 0 0');
    keep.type = 'checkbox';
    keep.checked = true;
    save.prepend(keep);
    box.append(
      element('p', 'margin:0 0 10px;font:600 15px/1.4 system-ui,sans-serif', 'Card payment (demo provider)'),
      number.wrap,
      expiry.wrap,
      field('CVC', '123', 'cc-csc').wrap,
      holder.wrap,
      save,
    );
    const pay = element('button', `${BUTTON_STYLE};background:#1d4ed8;color:#fff`, `Pay ${payment.amount} ${payment.ticker}`);
    const cancel = element('button', `${BUTTON_STYLE};background:#fff;color:#1d4ed8`, 'Cancel');
    pay.type = cancel.type = 'button';
    const finish = (paid: boolean) => {
      pay.disabled = cancel.disabled = true;
      const card = keep.checked ? { number: number.input.value, expiry: expiry.input.value, holder: holder.input.value } : undefined;
      window.__mockLedger?.settleFiatDeposit(payment.transactionId, paid, card);
      payment.onDone(paid ? 'paid' : 'cancelled');
    };
    pay.addEventListener('click', () => finish(true));
    cancel.addEventListener('click', () => finish(false));
    box.append(pay, cancel);
    host.append(box);
    return () => box.remove();
  },
};

/** Puts the stand-in on the page unless a provider's script is there already. */
export function installDemoCardPaymentForm(): void {
  window.CardPaymentForm ??= demoCardPaymentForm;
}
