/**
 * The payment providers a fiat currency can be deposited with (section 3 "Currency" providers).
 */
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../generated/api/model/currency.zod';

export function FiatProviders({ currency }: { currency: Currency }) {
  const { t } = useTranslation('funds');
  const providers = currency.providers.filter((p) => p.isDepositable);
  if (providers.length === 0) return <p className="notice">{t('deposit.noProviders')}</p>;
  return (
    <section className="card" aria-labelledby="fiat-providers">
      <h2 id="fiat-providers" className="card__title">
        {t('deposit.providers', { ticker: currency.ticker })}
      </h2>
      <ul className="plain-list">
        {providers.map((p) => (
          <li key={p.name}>
            <strong>{p.name}</strong> — {p.description}
          </li>
        ))}
      </ul>
      <p className="field__hint">{t('deposit.fiatNotYet')}</p>
    </section>
  );
}
