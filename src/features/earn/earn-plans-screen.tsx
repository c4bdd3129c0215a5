/**
 * /earn: the flexible and fixed plans (GET /v2/smart/flex-plans, /fixed-plans), one tab each as the `tab`
 * query says (flex by default, spec section 2), searchable by ticker. A logged-in user also gets what they have in
 * earn (./earn-overview.tsx) and the way to their own investments.
 */
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EARN_TABS } from '../../lib/routing/route-rules';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { useGoTo } from '../../lib/routing/use-go-to';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { EarnOverview } from './earn-overview';
import { FixedPlansTable } from './fixed-plans-table';
import { FlexPlansTable } from './flex-plans-table';
import { AppLink } from '../../ui/app-link';
import { SegmentedControl } from '../../ui/segmented-control';

export type EarnTab = (typeof EARN_TABS)[number];

export function earnTabOf(search: string): EarnTab {
  const tab = new URLSearchParams(search).get('tab');
  return tab === 'fixed' ? 'fixed' : 'flex';
}

export function EarnPlansScreen({ initialTab }: { initialTab: EarnTab }) {
  const { t } = useTranslation('earn');
  const { prefix, path } = useLocalizedPath();
  const { loggedIn } = useSessionSnapshot();
  const goTo = useGoTo();
  const [tab, setTab] = useState<EarnTab>(initialTab);
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search.trim().toUpperCase());

  const choose = (next: EarnTab) => {
    setTab(next);
    // The tab stays in the address so that a reload or a shared link opens it again.
    goTo(`${prefix}${path}?tab=${next}`, { replace: true });
  };

  return (
    <StandardAreaPage
      actions={
        loggedIn && (
          <AppLink className="button button--secondary" to={`/earn/crypto-lending/list/${tab}`}>
            {t('plans.mine')}
          </AppLink>
        )
      }
    >
      {loggedIn && <EarnOverview />}
      <div className="toolbar">
        <SegmentedControl
          variant="tabs"
          aria-label={t('plans.kind')}
          items={EARN_TABS.map((kind) => ({ value: kind, label: t(`plans.tabs.${kind}`) }))}
          value={tab}
          onChange={choose}
        />
        <label className="search-field">
          <span className="visually-hidden">{t('plans.search')}</span>
          <input type="search" value={search} placeholder={t('plans.searchPlaceholder')} onChange={(e) => setSearch(e.target.value)} />
        </label>
      </div>
      <p className="field__hint">{t(`plans.explain.${tab}`)}</p>
      {tab === 'flex' ? <FlexPlansTable search={needle} /> : <FixedPlansTable search={needle} />}
    </StandardAreaPage>
  );
}
