/**
 * /earn/crypto-lending/create/fixed/:slug: the fixed plans of a ticker (GET /v2/smart/fixed-plans), one term
 * chosen (the `plan` query or the first open one) with its pool (GET .../{id}/detail), the invest form with the
 * profit of the amount, and the user's fixed investments in the ticker. A plan the server does not know is the
 * app's fatal 404 (FixedPlanDetail); a ticker without fixed plans says so. permissions.earn.hide hides the plan
 * detail, that is the terms, the pool and the invest form (spec section 6: "permissions.earn.hide hides the fixed plan
 * detail"); the user's own fixed investments stay, so that one can still be closed. While a signed-in user's
 * permissions load, the detail waits for them rather than showing and then going.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListFixedPlans } from '../../../generated/api/earn-fixed/earn-fixed';
import { useGetSettings } from '../../../generated/api/session/session';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { FixedInvestments } from './fixed-investments';
import { useEarnWallet } from './use-earn-wallet';
import { FixedPlanDetail } from './fixed-plan-detail';
import { SegmentedControl } from '../../ui/segmented-control';

export function FixedPlanScreen({ ticker, amount, planId }: { ticker: string; amount?: string; planId?: number }) {
  const { t } = useTranslation('earn');
  const wallet = useEarnWallet(ticker);
  const settings = useGetSettings({ query: { enabled: wallet.loggedIn, staleTime: 30_000 } });
  const plans = useListFixedPlans({ query: { staleTime: 60_000 } });
  const ofTicker = (plans.data?.data ?? []).filter((p) => p.ticker === ticker).sort((a, b) => a.durationDays - b.durationDays);
  const [chosen, setChosen] = useState<number | undefined>(planId);
  const plan = ofTicker.find((p) => p.id === chosen) ?? ofTicker.find((p) => !p.isSoldOut) ?? ofTicker[0];
  const hidden = settings.data?.data.permissions.earn.hide === true;
  const deciding = wallet.loggedIn && settings.isPending;

  return (
    <StandardAreaPage>
      {plans.isPending ? (
        <QueryLoading />
      ) : plans.isError ? (
        <QueryError error={plans.error} onRetry={() => void plans.refetch()} />
      ) : ofTicker.length === 0 ? (
        <QueryEmpty>{t('fixed.noPlans', { ticker })}</QueryEmpty>
      ) : (
        <>
          {deciding ? (
            <QueryLoading />
          ) : hidden ? (
            <p className="notice" data-testid="fixed-hidden">
              {t('fixed.hidden')}
            </p>
          ) : (
            <>
              <SegmentedControl
                variant="radio"
                aria-label={t('fixed.term')}
                items={ofTicker.map((p) => ({ value: p.id, label: t('plans.days', { days: p.durationDays }) }))}
                value={plan?.id}
                onChange={setChosen}
              />
              {plan && <FixedPlanDetail key={plan.id} id={plan.id} wallet={wallet} initialAmount={amount} />}
            </>
          )}
          {wallet.loggedIn && <FixedInvestments ticker={ticker} />}
        </>
      )}
    </StandardAreaPage>
  );
}
