/**
 * The assets area: /assets (every listed currency, searchable), /assets/:slug (one asset's networks,
 * availability and markets) and /assets-latest (listing announcements of the content proxy).
 */
import { useParams } from '@tanstack/react-router';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { AssetDetail } from './asset-detail';
import { AssetList } from './asset-list';
import { LatestListings } from './latest-listings';

export default function AssetsPage() {
  const entry = useRouteEntry();
  const { slug } = useParams({ strict: false }) as { slug?: string };
  return (
    <StandardAreaPage>
      {entry.path === '/assets/:slug' ? (
        <AssetDetail slug={slug ?? ''} />
      ) : entry.path === '/assets-latest' ? (
        <LatestListings />
      ) : (
        <AssetList />
      )}
    </StandardAreaPage>
  );
}
