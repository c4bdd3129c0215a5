/**
 * /crypto-card: what the crypto card needs (getCryptoCardTerms: the issue fee, the countries it is issued in, the
 * documents the issuer takes, the review time) and the ways to order it, follow the order, or wait for a country.
 */
import { useTranslation } from 'react-i18next';
import { useGetCryptoCardTerms } from '../../../generated/api/crypto-card/crypto-card';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { QueryLoading } from '../../ui/query-state';
import { countryName, money } from './card-format';

export function CryptoCardIntro() {
  const { t, i18n } = useTranslation('card');
  const locale = i18n.language;
  const { loggedIn } = useSessionSnapshot();
  const terms = useGetCryptoCardTerms({ query: { staleTime: 5 * 60_000 } });
  return (
    <div className="card-product" data-testid="crypto-card-intro">
      <p>{t('crypto.about')}</p>
      {terms.isPending ? (
        <QueryLoading />
      ) : terms.isError ? (
        <CallError error={terms.error} onRetry={() => void terms.refetch()} />
      ) : (
        <dl className="definition-list" data-testid="crypto-card-terms">
          <dt>{t('crypto.issueFee')}</dt>
          <dd>{money(terms.data.data.issueFee, terms.data.data.feeTicker, locale)}</dd>
          <dt>{t('crypto.countries')}</dt>
          <dd>{terms.data.data.supportedCountries.map((c) => countryName(c, locale)).join(', ')}</dd>
          <dt>{t('crypto.documentsTaken')}</dt>
          <dd>{terms.data.data.documentTypes.map((d) => t(`crypto.documents.${d}`)).join(', ')}</dd>
          <dt>{t('crypto.review')}</dt>
          <dd>{t('crypto.reviewMinutes', { count: terms.data.data.reviewMinutes })}</dd>
        </dl>
      )}
      <p className="p2p-actions">
        <AppLink className="button" to="/crypto-card/order">
          {t('links.order')}
        </AppLink>
        {loggedIn && <AppLink to="/crypto-card/status">{t('links.status')}</AppLink>}
        <AppLink to="/crypto-card/wait-list">{t('links.waitList')}</AppLink>
      </p>
    </div>
  );
}
