/**
 * The demo's stand-in for the identity-check provider's SDK: `window.VerificationSdk` as
 * src/lib/verification/verification-sdk.ts expects it, drawing the provider's steps into the page's element: the
 * document (its kind and number) and a selfie for a person, the company documents for a business, the selfie video
 * alone for the liveness check; then the demo's own step, which the real provider does not have: the review's outcome,
 * approved or rejected, as the provider's reviewer would decide. "Submit" sends it as the provider would report it
 * (window.__mockLedger.verificationReview: the ledger ends the review a few seconds later on its clock); a token that
 * has expired on the ledger's clock is renewed first through the page's expiration handler, as the real SDK does.
 * Nothing typed here goes anywhere else. Put on the page by the demo build only where no VerificationSdk exists;
 * like a provider's widget, it speaks English, and it styles itself through the CSSOM.
 */
import type { VerificationSdk, VerificationSession } from '../src/lib/verification/verification-sdk';
import { styledElement as element } from './demo-dom';

const BOX_STYLE = 'border:1px dashed #64748b;border-radius:12px;padding:16px;max-width:420px;background:#f8fafc;color:#111';
const FIELD_STYLE = 'display:grid;gap:4px;margin:0 0 10px;font:14px/1.4 system-ui,sans-serif';
const INPUT_STYLE = 'font:inherit;padding:8px;border:1px solid #94a3b8;border-radius:8px;background:#fff;color:#111';
const BUTTON_STYLE = 'font:inherit;padding:8px 16px;border-radius:8px;border:1px solid #1d4ed8;margin:4px 8px 0 0;cursor:pointer';
const PRIMARY = `${BUTTON_STYLE};background:#1d4ed8;color:#fff`;
const TEXT_STYLE = 'margin:0 0 10px;font:14px/1.4 system-ui,sans-serif';

type Step = (next: () => void) => HTMLElement;

function labelled(label: string, control: HTMLElement): HTMLLabelElement {
  const wrap = element('label', FIELD_STYLE, label);
  wrap.append(control);
  return wrap;
}

function select(options: readonly string[]): HTMLSelectElement {
  const node = element('select', INPUT_STYLE);
  for (const text of options) node.append(element('option', '', text));
  return node;
}

function input(value: string): HTMLInputElement {
  const node = element('input', INPUT_STYLE);
  node.value = value;
  node.autocomplete = 'off';
  return node;
}

function button(text: string, primary = true): HTMLButtonElement {
  const node = element('button', primary ? PRIMARY : `${BUTTON_STYLE};background:#fff;color:#1d4ed8`, text);
  node.type = 'button';
  return node;
}

/** A step: its title, its fields and a "Continue" that is enabled once `ready` says so. */
function stepBox(title: string, fields: HTMLElement[], next: () => void, ready: () => boolean = () => true): HTMLElement {
  const box = element('div', '');
  const go = button('Continue');
  const check = () => (go.disabled = !ready());
  for (const field of fields) field.addEventListener('input', check);
  for (const field of fields) field.addEventListener('click', () => queueMicrotask(check));
  go.addEventListener('click', next);
  check();
  box.append(element('p', 'margin:0 0 10px;font:600 15px/1.4 system-ui,sans-serif', title), ...fields, go);
  return box;
}

const documentStep: Step = (next) => {
  const kind = select(['Passport', 'National ID card', 'Driving licence']);
  const number = input('');
  return stepBox('Step 1 of 3: your document', [labelled('Document', kind), labelled('Document number', number)], next, () =>
    /^[A-Za-z0-9]{5,20}$/.test(number.value.trim()),
  );
};

function selfieStep(title: string): Step {
  return (next) => {
    const take = button('Take the selfie', false);
    const taken = element('p', TEXT_STYLE);
    let done = false;
    take.addEventListener('click', () => {
      done = true;
      taken.textContent = 'Selfie taken: your face matches the document.';
    });
    return stepBox(title, [take, taken], next, () => done);
  };
}

const companyStep: Step = (next) => {
  const certificate = element('input', 'margin:0 8px 0 0');
  certificate.type = 'checkbox';
  const owners = element('input', 'margin:0 8px 0 0');
  owners.type = 'checkbox';
  const row = (box: HTMLInputElement, text: string) => {
    const label = element('label', FIELD_STYLE.replace('display:grid', 'display:flex;align-items:center'), text);
    label.prepend(box);
    return label;
  };
  return stepBox(
    'Step 1 of 2: company documents',
    [row(certificate, 'Certificate of incorporation uploaded'), row(owners, 'List of the owners and directors uploaded')],
    next,
    () => certificate.checked && owners.checked,
  );
};

function reviewStep(session: VerificationSession, stepTitle: string, finish: (outcome: 'verified' | 'rejected') => void): HTMLElement {
  const box = element('div', '');
  const group = element('fieldset', 'border:1px solid #cbd5e1;border-radius:8px;margin:0 0 10px;padding:8px 12px');
  group.append(element('legend', 'font:600 14px/1.4 system-ui,sans-serif', 'Demo review outcome'));
  const choice = (value: 'verified' | 'rejected', text: string, checked: boolean) => {
    const radio = element('input', 'margin:0 8px 0 0');
    radio.type = 'radio';
    radio.name = `demo-review-${session.kind}`;
    radio.value = value;
    radio.checked = checked;
    const label = element('label', FIELD_STYLE.replace('display:grid', 'display:flex;align-items:center'), text);
    label.prepend(radio);
    group.append(label);
    return radio;
  };
  const approve = choice('verified', 'Approve the documents', true);
  choice('rejected', 'Reject the documents', false);
  const submit = button('Submit documents');
  submit.addEventListener('click', () => finish(approve.checked ? 'verified' : 'rejected'));
  box.append(
    element('p', 'margin:0 0 10px;font:600 15px/1.4 system-ui,sans-serif', stepTitle),
    element('p', TEXT_STYLE, `The demo has no reviewer: choose what ${session.provider}'s review will answer.`),
    group,
    submit,
  );
  return box;
}

const ledgerNow = () => window.__mockLedger?.now() ?? Date.now();

export const demoVerificationSdk: VerificationSdk = {
  launch(host, session) {
    const box = element('div', BOX_STYLE);
    box.setAttribute('data-testid', 'demo-verification-sdk');
    box.setAttribute('role', 'group');
    box.setAttribute('aria-label', 'Identity check (demo provider)');
    const heading = element(
      'p',
      'margin:0 0 12px;font:600 16px/1.4 system-ui,sans-serif',
      session.kind === 'kyb' ? 'Business check (demo provider)' : 'Identity check (demo provider)',
    );
    const body = element('div', '');
    const status = element('p', 'margin:10px 0 0;font:14px/1.4 system-ui,sans-serif');
    status.setAttribute('role', 'status');
    box.append(heading, body, status);
    let token = { accessToken: session.accessToken, expiresAt: session.expiresAt };

    const finish = async (outcome: 'verified' | 'rejected') => {
      status.textContent = 'Sending…';
      try {
        // The SDK's own check of its token: expired on the provider's (the ledger's) clock, it asks for a new one.
        if (token.expiresAt * 1000 <= ledgerNow()) token = await session.refreshToken();
      } catch {
        status.textContent = 'The session has expired: start the check again.';
        return;
      }
      const answer = window.__mockLedger?.verificationReview(token.accessToken, outcome) ?? {
        ok: false as const,
        reason: 'The demo provider is not running.',
      };
      if (!answer.ok) {
        status.textContent = answer.reason;
        return;
      }
      body.replaceChildren(element('p', TEXT_STYLE, 'Thank you. Your documents are with the reviewer; this takes a few moments.'));
      status.textContent = '';
      session.onSubmitted();
    };

    const steps: Step[] =
      session.kind === 'kyb'
        ? [companyStep]
        : session.kind === 'liveness'
          ? [selfieStep('Step 1 of 2: selfie video')]
          : [documentStep, selfieStep('Step 2 of 3: selfie')];
    const last = session.kind === 'kyc' ? 'Step 3 of 3: review' : 'Step 2 of 2: review';
    const show = (index: number) =>
      body.replaceChildren(index < steps.length ? steps[index]!(() => show(index + 1)) : reviewStep(session, last, (o) => void finish(o)));
    show(0);
    host.append(box);
    return () => box.remove();
  },
};

/** Puts the stand-in on the page unless a provider's script is there already. */
export function installDemoVerificationSdk(): void {
  window.VerificationSdk ??= demoVerificationSdk;
}
