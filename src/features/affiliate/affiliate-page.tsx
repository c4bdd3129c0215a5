/**
 * The affiliate and referral area: the referral program (/referral), the affiliate's dashboard, payouts, personal
 * data, campaigns and one campaign (/affiliate/*), and the programme's public overview; one screen per route.
 */
import { useParams } from '@tanstack/react-router';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { AffiliateDashboard, AffiliateInfo } from './affiliate-screens';
import { CampaignDetail, Campaigns } from './campaigns';
import { AffiliatePayments } from './payouts';
import { AffiliatePersonalDataScreen } from './personal-data';
import { Referral } from './referral';

export default function AffiliatePage() {
  const entry = useRouteEntry();
  const { campaign } = useParams({ strict: false }) as { campaign?: string };
  return <StandardAreaPage>{screenOf(entry.path, campaign ?? '')}</StandardAreaPage>;
}

function screenOf(path: string, campaign: string) {
  switch (path) {
    case '/referral':
      return <Referral />;
    case '/affiliate':
      return <AffiliateDashboard />;
    case '/affiliate/campaigns':
      return <Campaigns />;
    case '/affiliate/campaigns/:campaign':
      return <CampaignDetail slug={campaign} />;
    case '/affiliate/payments':
      return <AffiliatePayments />;
    case '/affiliate/personal-data':
      return <AffiliatePersonalDataScreen />;
    default:
      return <AffiliateInfo />;
  }
}
