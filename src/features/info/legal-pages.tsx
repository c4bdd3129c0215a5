/**
 * The legal pages: /terms (the list of documents), /terms/:type (one document), /terms/legal-notice (the
 * operator of this regional site, from the region config) and /risks, /risks/espana (risk disclosures).
 * The texts are in the `legal` namespace as sections; the region's name, site and mailboxes are filled in,
 * so each regional site names its own operator and contacts.
 */
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useListContentEntryFiles } from '../../../generated/api/internal/internal';
import { regions } from '../../../regions/regions';
import type { RegionConfig } from '../../../regions/region-schema';
import { useRegion } from '../../lib/region/current-region';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { formatLongDate } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { languageNames } from '../../lib/format/name-format';
import { InfoFrame } from './info-frame';
import { Contents, Sections, useSections } from './prose';
import { AppLink, PageLink } from '../../ui/app-link';

/** The documents of /terms/:type and the date each text was last changed. */
export const LEGAL_DOCUMENTS = [
  { slug: 'terms-of-use', updated: '2026-01-15' },
  { slug: 'privacy-policy', updated: '2026-01-15' },
  { slug: 'cookie-policy', updated: '2025-11-03' },
  { slug: 'aml-policy', updated: '2025-12-01' },
] as const;
const RISKS_UPDATED = '2025-12-01';

/** Values the legal texts refer to: who operates this site and how to reach them. */
export function legalValues(region: RegionConfig) {
  return {
    name: region.name,
    site: region.hosts[0],
    support: region.mailboxes.support,
    info: region.mailboxes.info,
    security: region.mailboxes.security,
    travelrule: region.mailboxes.travelrule,
    helpCenter: region.helpCenterUrl,
    year: region.launchYear,
  };
}

function useDocumentLinks(current?: string) {
  const { t } = useTranslation('legal');
  const { prefix } = useLocalizedPath();
  return [
    ...LEGAL_DOCUMENTS.map((d) => ({
      href: `${prefix}/terms/${d.slug}`,
      label: t(`documents.${d.slug}.short`),
      current: d.slug === current,
    })),
    { href: `${prefix}/terms/legal-notice`, label: t('legalNotice.short'), current: current === 'legal-notice' },
  ];
}

export function TermsIndexPage() {
  const { t, i18n } = useTranslation('legal');
  const region = useRegion();
  const { prefix } = useLocalizedPath();
  const entries = [
    ...LEGAL_DOCUMENTS.map((d) => ({
      href: `${prefix}/terms/${d.slug}`,
      title: t(`documents.${d.slug}.title`),
      summary: t(`documents.${d.slug}.summary`),
      updated: d.updated as string | undefined,
    })),
    { href: `${prefix}/terms/legal-notice`, title: t('legalNotice.title'), summary: t('legalNotice.summary'), updated: undefined },
    { href: `${prefix}/risks`, title: t('risks.general.title'), summary: t('risks.general.summary'), updated: RISKS_UPDATED },
    { href: `${prefix}/risks/espana`, title: t('risks.espana.title'), summary: t('risks.espana.summary'), updated: RISKS_UPDATED },
  ];
  return (
    <InfoFrame links={[]}>
      <ul className="document-list">
        {entries.map((entry) => (
          <li key={entry.href} className="card document-card">
            <h2>
              <PageLink href={entry.href}>{entry.title}</PageLink>
            </h2>
            <p>{entry.summary}</p>
            {entry.updated && <p className="document-card__date">{t('updated', { date: formatLongDate(entry.updated, i18n.language) })}</p>}
          </li>
        ))}
      </ul>
      <p className="legal-contact">{t('questions', { email: region.mailboxes.info })}</p>
    </InfoFrame>
  );
}

export function TermsDocumentPage({ type }: { type: string | undefined }) {
  const { t, i18n } = useTranslation('legal');
  const region = useRegion();
  const document = LEGAL_DOCUMENTS.find((d) => d.slug === type);
  const links = useDocumentLinks(type);
  const sections = useSections('legal', `documents.${document?.slug ?? 'none'}.sections`, legalValues(region));
  if (!document) {
    return (
      <InfoFrame links={links}>
        <div className="notice notice--warning" role="alert">
          <p>{t('notFound', { type })}</p>
          <AppLink to="/terms">{t('allDocuments')}</AppLink>
        </div>
      </InfoFrame>
    );
  }
  return (
    <InfoFrame links={links} lead={t(`documents.${document.slug}.summary`)}>
      <article className="legal-document" aria-labelledby="document-title">
        <header>
          <h2 id="document-title">{t(`documents.${document.slug}.title`)}</h2>
          <p className="document-card__date">{t('updated', { date: formatLongDate(document.updated, i18n.language) })}</p>
          <p>{t(`documents.${document.slug}.intro`, legalValues(region))}</p>
        </header>
        <Contents sections={sections} idPrefix={document.slug} label={t('contents')} />
        <Sections sections={sections} idPrefix={document.slug} level={3} numbered />
        <DocumentFiles slug={document.slug} />
      </article>
    </InfoFrame>
  );
}

/**
 * The document's signed versions, as the content proxy keeps them (listContentEntryFiles of the `legal` collection):
 * nothing is shown for a document without files, or while they cannot be read (the text above is the document).
 */
function DocumentFiles({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('legal');
  const files = useListContentEntryFiles('legal', slug, { query: { staleTime: 300_000, retry: false } });
  if (!files.data?.length) return null;
  return (
    <section className="legal-files" aria-labelledby={`${slug}-files`} data-testid="legal-files">
      <h3 id={`${slug}-files`}>{t('files.title')}</h3>
      <ul>
        {files.data.map((file) => (
          <li key={file.url}>
            <a href={file.url} download={file.name} type={file.contentType}>
              {file.name}
            </a>{' '}
            <span className="field__hint">
              {t('files.size', { size: formatDecimal(String(Math.ceil(file.size / 1024)), i18n.language, { max: 0 }) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LegalNoticePage() {
  const { t, i18n } = useTranslation('legal');
  const region = useRegion();
  const links = useDocumentLinks('legal-notice');
  return (
    <InfoFrame links={links}>
      {/* The page's h1 already says "Legal notice": the article is labelled by it rather than repeating it. */}
      <article className="legal-document" aria-labelledby="page-title">
        <p>{t('legalNotice.intro', legalValues(region))}</p>
        <dl className="definition-list legal-notice">
          <dt>{t('legalNotice.operator')}</dt>
          <dd>{region.name}</dd>
          <dt>{t('legalNotice.website')}</dt>
          <dd>{region.hosts[0]}</dd>
          <dt>{t('legalNotice.since')}</dt>
          <dd>{region.launchYear}</dd>
          <dt>{t('legalNotice.currencies')}</dt>
          <dd>{region.fiatCurrencies.join(', ')}</dd>
          <dt>{t('legalNotice.languages')}</dt>
          <dd>{languageNames(region.locales, i18n.language)}</dd>
          <dt>{t('legalNotice.general')}</dt>
          <dd>
            <a href={`mailto:${region.mailboxes.info}`}>{region.mailboxes.info}</a>
          </dd>
          <dt>{t('legalNotice.legalMail')}</dt>
          <dd>
            <a href={`mailto:${region.mailboxes.kep}`}>{region.mailboxes.kep}</a>
          </dd>
          <dt>{t('legalNotice.compliance')}</dt>
          <dd>
            <a href={`mailto:${region.mailboxes.travelrule}`}>{region.mailboxes.travelrule}</a>
          </dd>
          <dt>{t('legalNotice.support')}</dt>
          <dd>
            <a href={`mailto:${region.mailboxes.support}`}>{region.mailboxes.support}</a>
          </dd>
          {region.phones.map((phone) => (
            <Fragment key={phone.number}>
              <dt>{t('legalNotice.phone')}</dt>
              <dd>
                <a href={`tel:${phone.number.replace(/\s/g, '')}`}>{phone.number}</a>
              </dd>
            </Fragment>
          ))}
        </dl>
        <p>{t('legalNotice.registration', legalValues(region))}</p>
        <h3>{t('legalNotice.otherSites')}</h3>
        <ul className="link-list">
          {Object.values(regions)
            .filter((r) => r.id !== region.id)
            .map((r) => (
              <li key={r.id}>
                {r.name}: <a href={`https://${r.hosts[0]}`}>{r.hosts[0]}</a>
              </li>
            ))}
        </ul>
      </article>
    </InfoFrame>
  );
}

export function RisksPage({ variant }: { variant: 'general' | 'espana' }) {
  const { t, i18n } = useTranslation('legal');
  const region = useRegion();
  const sections = useSections('legal', `risks.${variant}.sections`, legalValues(region));
  return (
    <InfoFrame>
      <article className="legal-document" aria-labelledby="risks-title">
        <header>
          <h2 id="risks-title">{t(`risks.${variant}.title`)}</h2>
          <p className="document-card__date">{t('updated', { date: formatLongDate(RISKS_UPDATED, i18n.language) })}</p>
          <p className="notice notice--warning">{t(`risks.${variant}.warning`)}</p>
        </header>
        <Contents sections={sections} idPrefix={`risks-${variant}`} label={t('contents')} />
        <Sections sections={sections} idPrefix={`risks-${variant}`} level={3} numbered />
      </article>
    </InfoFrame>
  );
}
