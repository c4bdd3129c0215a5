/**
 * The estimated value of what a tab shows and, on the overview, of each account (main, spot, collateral,
 * earn). Rows without a rate are left out of the sum and the page says so. While the balances or the rates load,
 * the same cards hold bars where the values go (issue 18: the table under them does not move when they come).
 */
import { useTranslation } from 'react-i18next';
import type { Balance } from '../../../generated/api/model/balance.zod';
import { SkeletonText } from '../../ui/skeleton';
import { formatValue } from './balance-format';
import { amountOf, type AmountKey } from './balance-rows';
import { totalEquivalent } from '../../lib/valuation/equivalent';
import type { Valuation } from './use-valuation';
import type { ViewPreferences } from './view-preferences';

const ACCOUNTS: readonly AmountKey[] = ['main', 'spot', 'margin', 'staking'];

export function BalanceSummary({
  balances,
  amountKey,
  valuation,
  preferences,
  byAccount,
  placeholder = false,
}: {
  balances: readonly Balance[];
  amountKey: AmountKey;
  valuation: Valuation;
  preferences: ViewPreferences;
  byAccount: boolean;
  /** The balances are still loading: the cards of the loaded summary, values as bars, hidden from assistive technology. */
  placeholder?: boolean;
}) {
  const { t, i18n } = useTranslation('balance');
  if (preferences.isEquivalentHidden) return null;
  const sum = (key: AmountKey) =>
    totalEquivalent(
      balances.map((b) => ({ ticker: b.ticker, amount: amountOf(b, key) })),
      valuation.quote,
      valuation.rates,
    );
  const total = sum(amountKey);
  const valuesPending = placeholder || valuation.ratesPending;
  const show = (value: string) =>
    valuesPending ? <SkeletonText width="9ch" /> : formatValue(value, valuation, i18n.language, preferences.isBalancesHidden);
  return (
    <section
      className="balance-summary"
      aria-label={placeholder ? undefined : t('summary.estimated')}
      aria-hidden={placeholder || undefined}
      data-testid={placeholder ? 'balance-summary-placeholder' : undefined}
    >
      <div className="card balance-summary__total">
        <p className="balance-summary__label">{t('summary.estimated')}</p>
        <p className="balance-summary__value" data-testid={placeholder ? undefined : 'balance-estimate'}>
          {show(total.total)}
        </p>
        {/* Said once the rates are in: before, every row lacks one, and the line would go again when they come. */}
        {!valuesPending && (total.missing || valuation.ratesFailed) && <p className="field__hint">{t('summary.missingRates')}</p>}
      </div>
      {byAccount && (
        <dl className="balance-summary__accounts">
          {ACCOUNTS.map((key) => (
            <div key={key} className="card">
              <dt>{t(`columns.${key}`)}</dt>
              <dd>{show(sum(key).total)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
