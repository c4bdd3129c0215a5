/**
 * The company pages: /about-us (the product, the regional sites with their launch years, and whom to write
 * to for what), /download-apps (the region's store links and QR link) and /brand-guideline (our own neutral
 * brand: colours, logo rules, how to write the name). Everything regional comes from the region configs.
 */
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { regions } from '../../../regions/regions';
import type { RegionConfig } from '../../../regions/region-schema';
import { useRegion } from '../../lib/region/current-region';
import { languageNames } from '../../lib/format/name-format';
import { InfoFrame } from './info-frame';
import { useList } from './prose';
import { StoreButtons } from '../../ui/store-buttons';
import { AppLink } from '../../ui/app-link';

/** The mailboxes of the region config, in the order a visitor is most likely to need them. */
const PURPOSES: readonly (keyof RegionConfig['mailboxes'])[] = [
  'support',
  'info',
  'security',
  'listing',
  'partnerships',
  'institutional',
  'marketing',
  'pr',
  'travelrule',
  'kep',
];

export function AboutUsPage() {
  const { t, i18n } = useTranslation('info');
  const region = useRegion();
  const offers = useList('info', 'about.offers');
  const sites = Object.values(regions).sort((a, b) => a.launchYear - b.launchYear || a.name.localeCompare(b.name));
  return (
    <InfoFrame>
      <section aria-labelledby="about-product" className="prose">
        <h2 id="about-product">{t('about.productTitle')}</h2>
        <p>{t('about.product', { year: sites[0]?.launchYear ?? region.launchYear, regions: sites.length })}</p>
        <ul>
          {offers.map((offer) => (
            <li key={offer}>{offer}</li>
          ))}
        </ul>
        <p>{t('about.mission')}</p>
      </section>

      <section aria-labelledby="about-regions">
        <h2 id="about-regions">{t('about.regionsTitle')}</h2>
        <p>{t('about.regionsText')}</p>
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table info-table" data-testid="regions-table">
            <caption className="visually-hidden">{t('about.regionsTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('about.columns.site')}</th>
                <th scope="col">{t('about.columns.launched')}</th>
                <th scope="col">{t('about.columns.currencies')}</th>
                <th scope="col">{t('about.columns.languages')}</th>
                <th scope="col">{t('about.columns.address')}</th>
              </tr>
            </thead>
            <tbody>
              {sites.map((site) => (
                <tr key={site.id} aria-current={site.id === region.id ? 'true' : undefined}>
                  <th scope="row">
                    {site.name}
                    {site.id === region.id && <span className="badge">{t('about.current')}</span>}
                  </th>
                  <td>{site.launchYear}</td>
                  <td>{site.fiatCurrencies.join(', ')}</td>
                  <td>{languageNames(site.locales, i18n.language)}</td>
                  <td>{site.hosts[0]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="about-contacts">
        <h2 id="about-contacts">{t('about.contactsTitle')}</h2>
        <p>{t('about.contactsText', { region: region.name })}</p>
        <ul className="contact-grid">
          {PURPOSES.map((purpose) => (
            <li key={purpose} className="card contact-card">
              <h3>{t(`about.purposes.${purpose}.title`)}</h3>
              <p>{t(`about.purposes.${purpose}.text`)}</p>
              <a href={`mailto:${region.mailboxes[purpose]}`}>{region.mailboxes[purpose]}</a>
            </li>
          ))}
        </ul>
        {region.phones.length > 0 && (
          <dl className="definition-list about-phones">
            {region.phones.map((phone) => (
              <Fragment key={phone.number}>
                <dt>{t('about.phone', { languages: languageNames(phone.languages, i18n.language) })}</dt>
                <dd>
                  <a href={`tel:${phone.number.replace(/\s/g, '')}`}>{phone.number}</a>
                </dd>
              </Fragment>
            ))}
          </dl>
        )}
        <p>
          <a href={region.helpCenterUrl} rel="noopener">
            {t('about.helpCenter')}
          </a>{' '}
          · <AppLink to="/community-and-channel-verification">{t('about.verify')}</AppLink>
        </p>
      </section>
    </InfoFrame>
  );
}

export function DownloadAppsPage() {
  const { t } = useTranslation('info');
  const region = useRegion();
  const features = useList('info', 'apps.features');
  return (
    <InfoFrame>
      <div className="grid-2">
        <section aria-labelledby="apps-stores" className="card">
          <h2 id="apps-stores">{t('apps.storesTitle')}</h2>
          <p>{t('apps.storesText')}</p>
          <StoreButtons apple={region.appLinks.apple} android={region.appLinks.android} />
        </section>
        <section aria-labelledby="apps-qr" className="card">
          <h2 id="apps-qr">{t('apps.qrTitle')}</h2>
          <p>{t('apps.qrText')}</p>
          <p className="qr-link">
            <a href={region.appLinks.qrLink}>{region.appLinks.qrLink.replace(/^https?:\/\//, '')}</a>
          </p>
          <p className="home__muted">{t('apps.qrHint')}</p>
        </section>
      </div>
      <section aria-labelledby="apps-features" className="prose">
        <h2 id="apps-features">{t('apps.featuresTitle')}</h2>
        <ul>
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </section>
      <p className="notice notice--warning">
        {t('apps.official')} <AppLink to="/community-and-channel-verification">{t('apps.verify')}</AppLink>
      </p>
    </InfoFrame>
  );
}

/** The brand's colours: the app's own theme values, so the guide and the product never drift apart. */
const COLOURS = [
  { key: 'green', hex: '#3DDC97' },
  { key: 'ink', hex: '#0F1722' },
  { key: 'night', hex: '#0B111A' },
  { key: 'slate', hex: '#121A26' },
  { key: 'mist', hex: '#E6EDF6' },
  { key: 'signal', hex: '#FF6B6B' },
  { key: 'forest', hex: '#0A7F4F' },
] as const;

/** The mark of the site header, drawn here at any size. */
export function BrandMark({ size = 64, dark = true }: { size?: number; dark?: boolean }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} role="img" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill={dark ? '#0f1722' : '#ffffff'} />
      <path
        d="M6 23 12 9l4 9 4-9 6 14"
        fill="none"
        stroke={dark ? '#3ddc97' : '#0a7f4f'}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function BrandGuidelinePage() {
  const { t } = useTranslation('info');
  const region = useRegion();
  const logoDo = useList('info', 'brand.logo.do');
  const logoDont = useList('info', 'brand.logo.dont');
  const nameRules = useList('info', 'brand.name.rules');
  return (
    <InfoFrame>
      <section aria-labelledby="brand-logo">
        <h2 id="brand-logo">{t('brand.logo.title')}</h2>
        <p>{t('brand.logo.text')}</p>
        <div className="brand-logos">
          <figure className="brand-logo brand-logo--dark">
            <div className="brand-logo__lockup">
              <BrandMark />
              <span>Meridian</span>
            </div>
            <figcaption>{t('brand.logo.onDark')}</figcaption>
          </figure>
          <figure className="brand-logo brand-logo--light">
            <div className="brand-logo__lockup">
              <BrandMark dark={false} />
              <span>Meridian</span>
            </div>
            <figcaption>{t('brand.logo.onLight')}</figcaption>
          </figure>
        </div>
        <div className="grid-2">
          <div className="card">
            <h3>{t('brand.logo.doTitle')}</h3>
            <ul className="rule-list rule-list--do">
              {logoDo.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </div>
          <div className="card">
            <h3>{t('brand.logo.dontTitle')}</h3>
            <ul className="rule-list rule-list--dont">
              {logoDont.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="brand-colours">
        <h2 id="brand-colours">{t('brand.colours.title')}</h2>
        <p>{t('brand.colours.text')}</p>
        <ul className="swatches">
          {COLOURS.map((colour) => (
            <li key={colour.key} className="swatch">
              <span className="swatch__chip" style={{ background: colour.hex }} aria-hidden="true" />
              <strong>{t(`brand.colours.names.${colour.key}`)}</strong>
              <code>{colour.hex}</code>
              <span className="swatch__use">{t(`brand.colours.uses.${colour.key}`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="brand-name" className="prose">
        <h2 id="brand-name">{t('brand.name.title')}</h2>
        <p>{t('brand.name.text')}</p>
        <ul>
          {nameRules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <h3>{t('brand.type.title')}</h3>
        <p>{t('brand.type.text')}</p>
        <p>{t('brand.contact', { email: region.mailboxes.pr, marketing: region.mailboxes.marketing })}</p>
      </section>
    </InfoFrame>
  );
}
