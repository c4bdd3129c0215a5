/**
 * The demo's stand-in for the card payment provider's form script: `window.CardPaymentForm` as
 * src/lib/payments/card-payment.ts expects it, drawing a small card form of its own into the page's element. "Pay"
 * settles the deposit as the provider would report it (the ledger credits the main balance), "Cancel" cancels it;
 * the card fields are a demo's and go nowhere. Put on the page by the demo build only where no CardPaymentForm
 * exists; like a provider's widget, it speaks English.
 */
import type { CardPaymentForm } from '../src/lib/payments/card-payment';
import { styledElement as element } from './demo-dom';

const FIELD_STYLE = 'display:grid;gap:4px;margin:0 0 10px;font:14px/1.4 system-ui,sans-serif';
const INPUT_STYLE = 'font:inherit;padding:8px;border:1px solid #94a3b8;border-radius:8px;background:#fff;color:#111';
const BUTTON_STYLE = 'font:inherit;padding:8px 16px;border-radius:8px;border:1px solid #1d4ed8;margin-right:8px;cursor:pointer';

function field(label: string, value: string, autocomplete: AutoFill): HTMLLabelElement {
  const wrap = element('label', FIELD_STYLE, label);
  const input = element('input', INPUT_STYLE);
  input.value = value;
  input.autocomplete = autocomplete;
  input.inputMode = 'numeric';
  wrap.append(input);
  return wrap;
}

export const demoCardPaymentForm: CardPaymentForm = {
  mount(host, payment) {
    const box = element('div', 'border:1px dashed #64748b;border-radius:12px;padding:16px;max-width:360px;background:#f8fafc;color:#111');
    box.setAttribute('data-testid', 'demo-card-form');
    box.append(
      element('p', 'margin:0 0 10px;font:600 15px/1.4 system-ui,sans-serif', 'Card payment (demo provider)'),
      field('Card number', '4242 4242 4242 4242', 'cc-number'),
      field('Expiry', '12/30', 'cc-exp'),
      field('CVC', '123', 'cc-csc'),
    );
    const pay = element('button', `${BUTTON_STYLE};background:#1d4ed8;color:#fff`, `Pay ${payment.amount} ${payment.ticker}`);
    const cancel = element('button', `${BUTTON_STYLE};background:#fff;color:#1d4ed8`, 'Cancel');
    pay.type = cancel.type = 'button';
    const finish = (paid: boolean) => {
      pay.disabled = cancel.disabled = true;
      window.__mockLedger?.settleFiatDeposit(payment.transactionId, paid);
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
