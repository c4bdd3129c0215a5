/** The currency and network choice of the deposit and withdrawal forms. */
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../generated/api/model/currency.zod';
import { FormField } from '../../ui/form-field';

export function CurrencyNetworkFields({
  currencies,
  currency,
  networks,
  network,
  onCurrency,
  onNetwork,
}: {
  currencies: readonly Currency[];
  currency: Currency | undefined;
  networks: Currency['networks'];
  network: string | undefined;
  onCurrency: (ticker: string) => void;
  onNetwork: (code: string) => void;
}) {
  const { t } = useTranslation('funds');
  return (
    <div className="grid-2 funds-choice">
      <FormField label={t('fields.currency')}>
        {(control) => (
          <select {...control} value={currency?.ticker ?? ''} onChange={(e) => onCurrency(e.target.value)}>
            {currencies.map((c) => (
              <option key={c.ticker} value={c.ticker}>
                {c.ticker} — {c.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {/* A fiat currency has no network: its providers follow. */}
      {!currency?.isFiat && (
        <FormField label={t('fields.network')}>
          {(control) => (
            <select {...control} value={network ?? ''} onChange={(e) => onNetwork(e.target.value)} disabled={networks.length === 0}>
              {networks.map((n) => (
                <option key={n.code} value={n.code}>
                  {n.name} ({n.code})
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
    </div>
  );
}
