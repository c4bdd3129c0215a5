/** /codes/activate/success: what the code just applied credited to the main balance (from the activation's answer). */
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../lib/format/number-format';
import { AppLink } from '../../ui/app-link';

export function ActivatedCode() {
  const { t, i18n } = useTranslation('codes');
  const { ticker = '', amount = '', merchant } = useSearch({ strict: false }) as { ticker?: string; amount?: string; merchant?: string };
  return (
    <section className="card" data-testid="code-activated" aria-labelledby="code-activated-title">
      <h2 id="code-activated-title">{t('activated.title')}</h2>
      <p data-testid="code-activated-amount" data-value={amount}>
        {t('activated.credited', { amount: formatDecimal(amount, i18n.language, { max: 8 }), ticker })}
      </p>
      {merchant && <p>{t('activated.from', { merchant })}</p>}
      <p className="product-info__links">
        <AppLink className="button" to="/balance/wallet">
          {t('links.balance')}
        </AppLink>
        <AppLink className="button button--secondary" to="/codes/activate">
          {t('links.activateAnother')}
        </AppLink>
      </p>
    </section>
  );
}
