/**
 * The info area (lazy chunk): every public information route that no product area serves, one screen per
 * route of the table. Each screen keeps the route's title as its h1 (InfoFrame); a route without a screen
 * of its own still gets the standard frame.
 */
import { useParams } from '@tanstack/react-router';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { ChannelVerificationPage } from './channel-verification-page';
import { AboutUsPage, BrandGuidelinePage, DownloadAppsPage } from './company-pages';
import { BuilderPage, ReleasePage, ReleasesPage } from './content-pages';
import { FeesPage } from './fees-page';
import { LegalNoticePage, RisksPage, TermsDocumentPage, TermsIndexPage } from './legal-pages';
import { AmbassadorPage, AmlServicePage, BugBountyPage } from './programme-pages';
import { landingOf, RegistrationLanding } from './registration-landing';
import { LoadingPage, SystemStatusPage } from './status-pages';

type Params = { type?: string; slug?: string; page?: string };

export function InfoScreen({ path, params }: { path: string; params: Params }) {
  switch (path) {
    case '/fees/:type':
      return <FeesPage type={params.type} />;
    case '/terms':
      return <TermsIndexPage />;
    case '/terms/:type':
      return <TermsDocumentPage type={params.type} />;
    case '/terms/legal-notice':
      return <LegalNoticePage />;
    case '/risks':
      return <RisksPage variant="general" />;
    case '/risks/espana':
      return <RisksPage variant="espana" />;
    case '/about-us':
      return <AboutUsPage />;
    case '/download-apps':
      return <DownloadAppsPage />;
    case '/brand-guideline':
      return <BrandGuidelinePage />;
    case '/releases':
      return <ReleasesPage />;
    case '/releases/:slug':
      return <ReleasePage slug={params.slug} />;
    case '/m/:page':
      return <BuilderPage page={params.page} />;
    case '/bug-bounty':
      return <BugBountyPage />;
    case '/aml-service':
      return <AmlServicePage />;
    case '/ambassador':
      return <AmbassadorPage />;
    case '/system-page':
      return <SystemStatusPage />;
    case '/loading':
      return <LoadingPage />;
    case '/community-and-channel-verification':
      return <ChannelVerificationPage />;
    default:
      if (path === '/registration-page' || path.startsWith('/registration-page/')) return <RegistrationLanding landing={landingOf(path)} />;
      return <StandardAreaPage />;
  }
}

export default function InfoPage() {
  const entry = useRouteEntry();
  const params = useParams({ strict: false }) as Params;
  // `key`: a change of route or param starts the screen afresh (its search box, form and scroll state).
  return (
    <InfoScreen key={`${entry.path}|${params.type ?? ''}|${params.slug ?? ''}|${params.page ?? ''}`} path={entry.path} params={params} />
  );
}
