/**
 * The support area: /support (the user's requests to support and a new one (the contract's assumed support
 * operations), the region's help centre, the chat with support (./support-chat.tsx), contacts by purpose, phone lines
 * with their languages, WhatsApp where the region has it) and /support/:id (one request with its conversation, a
 * reply and closing it: ./ticket-detail.tsx).
 */
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { RegionConfig } from '../../../regions/region-schema';
import { languageNames } from '../../lib/format/name-format';
import { useRegion } from '../../lib/region/current-region';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { AppLink } from '../../ui/app-link';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { NewTicketForm } from './new-ticket-form';
import { SupportChat } from './support-chat';
import { TicketDetail } from './ticket-detail';
import { TicketList } from './ticket-list';

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
  if (ticket !== undefined) return <TicketScreen ticket={ticket} />;
  return (
    <div className="support">
      <TicketList />
      <NewTicketForm />
      <HelpCentre region={region} />
      <SupportChat />
      <Contacts region={region} />
      <Phones region={region} />
    </div>
  );
}

const mailto = (address: string) => `mailto:${address}`;

/** /support/:id: a request number from the address bar, checked before it is asked for. */
function TicketScreen({ ticket }: { ticket: string }) {
  const { t } = useTranslation('support');
  const id = /^[1-9]\d{0,11}$/.test(ticket) ? Number(ticket) : undefined;
  return (
    <div className="support">
      <p>
        <AppLink to="/support">{t('ticket.back')}</AppLink>
      </p>
      {id === undefined ? (
        <p className="notice" data-testid="support-ticket-missing">
          {t('ticket.invalid')}
        </p>
      ) : (
        <TicketDetail id={id} />
      )}
    </div>
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
