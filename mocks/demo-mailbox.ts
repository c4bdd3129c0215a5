/**
 * The demo's mailbox: the e-mails the mock exchange has "sent" (mocks/ledger/mailbox.ts), newest first, in a panel
 * drawn outside the app like the other stand-ins (it plays the user's e-mail client, so its few words are English
 * only), opened from the footer's demo controls. An e-mail to the account shows the anti-phishing code it was sent
 * with at its top, where the exchange's real e-mails put it; codes and links are shown as the e-mail would carry
 * them (a link opens on the demo's own origin). It follows new e-mails while open, and styles itself through the
 * CSSOM (the app's CSP allows no style attributes in markup). Demo and test builds only.
 */
import { styledElement as element } from './demo-dom';
import type { Ledger } from './ledger/ledger';
import { SENDER, sentMails, type SentMail } from './ledger/mailbox';

const PANEL_STYLE =
  'position:fixed;top:16px;right:16px;z-index:9100;width:380px;max-width:calc(100vw - 32px);max-height:calc(100vh - 32px);overflow:auto;background:#fff;color:#111;border-radius:12px;box-shadow:0 8px 30px rgba(0,0,0,.35);font:15px/1.4 system-ui,sans-serif;padding:14px';
const MAIL_STYLE = 'border-top:1px solid #d4d4d8;padding:10px 0 4px';
const MUTED = 'margin:0 0 6px;color:#52525b;font-size:13px';
const BUTTON_STYLE =
  'font:inherit;padding:4px 12px;border-radius:6px;border:1px solid #1d4ed8;background:#fff;color:#1d4ed8;cursor:pointer';

function mailView(mail: SentMail): HTMLElement {
  const item = element('article', MAIL_STYLE);
  item.dataset.testid = 'demo-mail';
  item.dataset.kind = mail.kind;
  const subject = element('h3', 'margin:0 0 2px;font-size:15px', mail.subject);
  item.append(subject);
  item.append(element('p', MUTED, `From ${SENDER} to ${mail.to}, ${new Date(mail.time).toUTCString()}`));
  if (mail.antiPhishingCode) {
    const line = element('p', 'margin:0 0 6px;padding:6px 8px;border-radius:6px;background:#ecfdf5;color:#064e3b', 'Anti-phishing code: ');
    line.dataset.testid = 'demo-mail-anti-phishing';
    line.append(element('strong', '', mail.antiPhishingCode));
    item.append(line);
  }
  for (const text of mail.lines) item.append(element('p', 'margin:0 0 6px', text));
  if (mail.code) {
    const code = element('p', 'margin:0 0 6px', 'Code: ');
    code.append(element('strong', 'font-family:ui-monospace,monospace;font-size:17px;letter-spacing:2px', mail.code));
    item.append(code);
  }
  if (mail.link) {
    const link = element('a', 'color:#1d4ed8', 'Open the link');
    link.href = new URL(mail.link, location.origin).href;
    const paragraph = element('p', 'margin:0 0 6px');
    paragraph.append(link);
    item.append(paragraph);
  }
  return item;
}

/** Draws the mailbox and returns what opens it (the footer's demo control). */
export function installDemoMailbox(ledger: Ledger): () => void {
  let panel: HTMLElement | undefined;
  let list: HTMLElement | undefined;
  let opener: Element | null = null;
  /** How many e-mails the panel shows. */
  let shown = -1;

  const fill = () => {
    if (!list) return;
    const mails = sentMails(ledger);
    shown = mails.length;
    list.replaceChildren(...(mails.length ? mails.map(mailView) : [element('p', MUTED, 'No e-mails yet.')]));
  };
  const close = () => {
    panel?.remove();
    panel = undefined;
    list = undefined;
    if (opener instanceof HTMLElement) opener.focus();
  };
  // A new e-mail changes the ledger (the outbox is one of its shared slices): fill the open panel again then.
  ledger.onChange(() => {
    const count = sentMails(ledger).length;
    if (count !== shown && list) fill();
  });

  return () => {
    if (panel) return close();
    opener = document.activeElement;
    panel = element('section', PANEL_STYLE);
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', 'Demo mailbox');
    panel.dataset.testid = 'demo-mailbox';
    panel.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') close();
    });
    const head = element('div', 'display:flex;justify-content:space-between;align-items:center;gap:8px');
    head.append(element('h2', 'margin:0;font-size:17px', 'Mailbox (demo)'));
    const shut = element('button', BUTTON_STYLE, 'Close');
    shut.type = 'button';
    shut.addEventListener('click', close);
    head.append(shut);
    const note = element('p', MUTED, 'What the demo exchange has e-mailed to you: nothing leaves this browser.');
    list = element('div', '');
    list.setAttribute('aria-live', 'polite');
    panel.append(head, note, list);
    fill();
    document.body.append(panel);
    shut.focus();
  };
}
