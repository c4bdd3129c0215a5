/**
 * One balance tab: the view settings, the estimated value, the balances per ticker of the tab's kind, the
 * transfer form where the tab's account can send, and the native token or earn positions where they belong.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListBalances, useListBalancesByType } from '../../../generated/api/balances/balances';
import { useQueryFreshness } from '../../lib/freshness/freshness';
import { LiveStatus } from '../../ui/live-status';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { SkeletonTable } from '../../ui/skeleton';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { balanceRows } from './balance-rows';
import { BalanceSummary } from './balance-summary';
import { BalanceTable } from './balance-table';
import { BALANCE_TABS, type BalanceTab } from './balance-tabs';
import { EarnPositions } from './earn-positions';
import { TransferForm } from './transfer-form';
import { useValuation } from './use-valuation';
import { useViewPreferences } from './view-preferences';
import { ViewPreferencesBar } from './view-preferences-bar';
import { WbtBalancesCard } from './wbt-balances-card';

/** Table rows drawn while the balances load (a typical account's few assets). */
const PLACEHOLDER_ROWS = 5;

export function BalanceScreen({ tab }: { tab: BalanceTab }) {
  const { t } = useTranslation('balance');
  const spec = BALANCE_TABS[tab];
  const [preferences, setPreferences] = useViewPreferences();
  const valuation = useValuation(preferences);
  const [transferOpen, setTransferOpen] = useState(false);
  const all = useListBalances({ query: { enabled: spec.type === undefined } });
  const ofType = useListBalancesByType(spec.type ?? 'main', { query: { enabled: spec.type !== undefined } });
  const query = spec.type === undefined ? all : ofType;
  const freshness = useQueryFreshness(query);
  // The table mounts in a transition when the balances arrive (React then yields between its rows): in the query's
  // synchronous update it was one long task on a slow phone (issue 18's blocking time).
  const data = useDeferredValue(query.data);
  const balances = useMemo(() => data?.data ?? [], [data]);
  const rows = useMemo(
    () => balanceRows(balances, spec.amountKey, { preferences, quote: valuation.quote, rates: valuation.rates }),
    [balances, spec.amountKey, preferences, valuation.quote, valuation.rates],
  );
  const transferFrom = spec.transferFrom;

  return (
    <StandardAreaPage
      actions={
        transferFrom && (
          <button type="button" className="button" aria-expanded={transferOpen} onClick={() => setTransferOpen((open) => !open)}>
            {t('transfer.open')}
          </button>
        )
      }
    >
      {transferOpen && transferFrom && (
        <TransferForm from={transferFrom} decimalsOf={valuation.decimalsOf} onClose={() => setTransferOpen(false)} />
      )}
      <ViewPreferencesBar preferences={preferences} onChange={setPreferences} fiat={valuation.fiat} />
      <LiveStatus freshness={freshness} subject="data" />
      {data === undefined && !query.isError ? (
        <QueryLoading
          placeholder={
            // The loaded summary's cards and a few table rows: the cards below (WBT, earn) stay where they are drawn.
            <>
              <BalanceSummary
                balances={[]}
                amountKey={spec.amountKey}
                valuation={valuation}
                preferences={preferences}
                byAccount={tab === 'overview'}
                placeholder
              />
              <SkeletonTable
                columns={1 + spec.columns.length + (preferences.isEquivalentHidden ? 0 : 1)}
                rows={PLACEHOLDER_ROWS}
                testId="balance-table-placeholder"
              />
            </>
          }
        />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <BalanceSummary
            balances={balances}
            amountKey={spec.amountKey}
            valuation={valuation}
            preferences={preferences}
            byAccount={tab === 'overview'}
          />
          <BalanceTable rows={rows} columns={spec.columns} valuation={valuation} preferences={preferences} filtered={balances.length > 0} />
        </>
      )}
      {spec.showWbt && <WbtBalancesCard decimals={valuation.decimalsOf('WBT')} hidden={preferences.isBalancesHidden} />}
      {tab === 'earn' && <EarnPositions decimalsOf={valuation.decimalsOf} hidden={preferences.isBalancesHidden} />}
    </StandardAreaPage>
  );
}
