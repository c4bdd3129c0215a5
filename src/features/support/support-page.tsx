/**
 * The support area: /support (the region's help centre, the chat with support (./support-chat.tsx), contacts by
 * purpose, phone lines with their languages, WhatsApp where the region has it) and /support/:id (one request). The contract has no ticket
 * call, so a request is followed by e-mail: /support/:id offers the support mailbox with the request number
 * in the subject, so the answer joins the right conversation.
 */
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { RegionConfig } from '../../../regions/region-schema';
import { languageNames } from '../../lib/format/name-format';
import { useRegion } from '../../lib/region/current-region';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { SupportChat } from './support-chat';

/** The mailboxes a user may need, in the order people look for them (listing etc. are for partners). */
export const CONTACT_PURPOSES = [
  'support',
  'security',
  'institutional',
  'partnerships',
  'listing',
  'travelrule',
  'pr',
  'marketing',
  'info',
  'kep',
] as const;

export default function SupportPage() {
  const entry = useRouteEntry();
  const { id } = useParams({ strict: false }) as { id?: string };
  return (
    <StandardAreaPage>
      <SupportScreen ticket={entry.path === '/support/:id' ? (id ?? '') : undefined} />
    </StandardAreaPage>
  );
}

export function SupportScreen({ ticket }: { ticket?: string }) {
  const region = useRegion();
  return (
    <div className="support">
      {ticket !== undefined && <TicketCard ticket={ticket} region={region} />}
      <HelpCentre region={region} />
      <SupportChat />
      <Contacts region={region} />
      <Phones region={region} />
    </div>
  );
}

function mailto(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}

function TicketCard({ ticket, region }: { ticket: string; region: RegionConfig }) {
  const { t } = useTranslation('support');
  // Only a plain reference goes into the subject: the id comes from the address bar.
  const reference = /^[A-Za-z0-9-]{1,40}$/.test(ticket) ? ticket : '';
  return (
    <section className="card support__ticket" aria-labelledby="support-ticket" data-testid="support-ticket">
      <h2 id="support-ticket">{reference ? t('ticket.title', { id: reference }) : t('ticket.invalid')}</h2>
      <p>{t('ticket.text')}</p>
      <a className="button" href={mailto(region.mailboxes.support, reference ? t('ticket.subject', { id: reference }) : undefined)}>
        {t('ticket.reply')}
      </a>
    </section>
  );
}

function HelpCentre({ region }: { region: RegionConfig }) {
  const { t } = useTranslation('support');
  return (
    <section className="card" aria-labelledby="support-help">
      <h2 id="support-help">{t('help.title')}</h2>
      <p>{t('help.text')}</p>
      <p className="product-info__links">
        <a className="button" href={region.helpCenterUrl} target="_blank" rel="noopener noreferrer" data-testid="help-centre">
          {t('help.open')}
        </a>
        <a className="button button--secondary" href={mailto(region.mailboxes.support)}>
          {t('help.write')}
        </a>
      </p>
    </section>
  );
}

function Contacts({ region }: { region: RegionConfig }) {
  const { t } = useTranslation('support');
  return (
    <section aria-labelledby="support-contacts">
      <h2 id="support-contacts">{t('contacts.title')}</h2>
      <dl className="contact-list" data-testid="support-contacts">
        {CONTACT_PURPOSES.map((purpose) => (
          <div key={purpose} className="contact-list__item card">
            <dt>{t(`contacts.purposes.${purpose}.title`)}</dt>
            <dd>
              <p className="field__hint">{t(`contacts.purposes.${purpose}.text`)}</p>
              <a href={mailto(region.mailboxes[purpose])}>{region.mailboxes[purpose]}</a>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Phones({ region }: { region: RegionConfig }) {
  const { t, i18n } = useTranslation('support');
  if (region.phones.length === 0 && !region.whatsapp) return null;
  return (
    <section aria-labelledby="support-phones">
      <h2 id="support-phones">{t('phones.title')}</h2>
      <ul className="plain-list" data-testid="support-phones">
        {region.phones.map((phone) => (
          <li key={phone.number}>
            <a href={`tel:${phone.number.replace(/\s/g, '')}`}>{phone.number}</a>{' '}
            <span className="field__hint">{t('phones.languages', { languages: languageNames(phone.languages, i18n.language) })}</span>
          </li>
        ))}
      </ul>
      {region.whatsapp && (
        <a
          className="button button--secondary"
          href={region.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="support-whatsapp"
        >
          {t('phones.whatsapp')}
        </a>
      )}
    </section>
  );
}
