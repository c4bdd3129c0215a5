/**
 * What happened in a flexible plan, one tab each: the active investment's transactions, its hourly accruals
 * (pages of 25, at most 720, spec section 9), its daily payments, and the plan's APR over the last 30 days.
 * A guest sees the APR only.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AprHistory } from './apr-history';
import { DailyPayments } from './daily-payments';
import { FlexHistory } from './flex-history';
import { HourlyAccruals } from './hourly-accruals';
import { panelTabs, SegmentedControl, tabPanel } from '../../ui/segmented-control';

type Tab = 'history' | 'accruals' | 'daily' | 'apr';

export function FlexActivity({ ticker, decimals, loggedIn }: { ticker: string; decimals: number; loggedIn: boolean }) {
  const { t } = useTranslation('earn');
  const tabs: Tab[] = loggedIn ? ['history', 'accruals', 'daily', 'apr'] : ['apr'];
  const [tab, setTab] = useState<Tab>(tabs[0]!);
  return (
    <section className="earn-activity" aria-labelledby="flex-activity-title">
      <h2 id="flex-activity-title">{t('activity.title')}</h2>
      <SegmentedControl
        variant="tabs"
        className="tabs"
        aria-label={t('activity.title')}
        items={panelTabs(tabs, (key) => t(`activity.tabs.${key}`), 'flex', tab)}
        value={tab}
        onChange={setTab}
      />
      <div className="tabs__panel" {...tabPanel('flex', tab)}>
        {tab === 'history' && <FlexHistory ticker={ticker} decimals={decimals} />}
        {tab === 'accruals' && <HourlyAccruals ticker={ticker} decimals={decimals} />}
        {tab === 'daily' && <DailyPayments ticker={ticker} decimals={decimals} />}
        {tab === 'apr' && <AprHistory ticker={ticker} />}
      </div>
    </section>
  );
}
