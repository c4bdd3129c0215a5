/**
 * The earn area (spec section 2): /earn with its `tab` query, the user's investments under
 * /earn/crypto-lending/list/{flex,fixed}, and the plan pages /earn/crypto-lending/create/{flex,fixed}/:slug,
 * which take the ticker slug and the `amount`, `reinvest` (flex) and `plan` (fixed) queries.
 */
import { notFound } from '@tanstack/react-router';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { EarnPlansScreen, earnTabOf } from './earn-plans-screen';
import { FixedPlanScreen } from './fixed-plan-screen';
import { FlexPlanScreen } from './flex-plan-screen';
import { MyFixedInvestmentsScreen } from './my-fixed-investments-screen';
import { MyFlexInvestmentsScreen } from './my-flex-investments-screen';

const TICKER = /^[A-Z0-9]{2,12}$/;

export default function EarnPage() {
  const entry = useRouteEntry();
  const { path } = useLocalizedPath();
  const search = new URLSearchParams(location.search);
  const slug = decodeURIComponent(path.split('/').pop() ?? '').toUpperCase();
  const isPlanPage = entry.path.startsWith('/earn/crypto-lending/create/');
  // A slug that cannot be a ticker cannot be a plan (the route has already upper-cased it).
  if (isPlanPage && !TICKER.test(slug)) throw notFound();
  switch (entry.path) {
    case '/earn/crypto-lending/list/flex':
      return <MyFlexInvestmentsScreen />;
    case '/earn/crypto-lending/list/fixed':
      return <MyFixedInvestmentsScreen />;
    case '/earn/crypto-lending/create/flex/:slug':
      return (
        <FlexPlanScreen
          key={slug}
          ticker={slug}
          amount={search.get('amount') ?? undefined}
          reinvest={['true', '1'].includes(search.get('reinvest') ?? '')}
        />
      );
    case '/earn/crypto-lending/create/fixed/:slug': {
      const plan = Number(search.get('plan'));
      return (
        <FixedPlanScreen
          key={slug}
          ticker={slug}
          amount={search.get('amount') ?? undefined}
          planId={Number.isSafeInteger(plan) && plan > 0 ? plan : undefined}
        />
      );
    }
    default:
      return <EarnPlansScreen initialTab={earnTabOf(location.search)} />;
  }
}
