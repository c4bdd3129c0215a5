/**
 * The OTC desk (the contract's assumed otc operations): /otc-desk explains the desk and lists the user's requests with
 * the desk's answers (a quote still valid can be accepted or declined there); /otc-desk/create asks for a quote and
 * shows it with the time left to accept it. The route table's `otc` flag gates both routes; both need a login.
 */
import { useTranslation } from 'react-i18next';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { AppLink } from '../../ui/app-link';
import { InfoSections, asSections } from '../../ui/info-sections';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { OtcRequestForm } from './otc-request-form';
import { OtcRequests } from './otc-requests';

export default function OtcDeskPage() {
  const entry = useRouteEntry();
  const { t } = useTranslation('otc');
  return (
    <StandardAreaPage>
      {entry.path === '/otc-desk/create' ? (
        <OtcRequestForm />
      ) : (
        <div className="otc-desk">
          <p className="product-info__links">
            <AppLink className="button" to="/otc-desk/create">
              {t('links.create')}
            </AppLink>
          </p>
          <OtcRequests />
          <InfoSections sections={asSections(t('about', { returnObjects: true }))} />
        </div>
      )}
    </StandardAreaPage>
  );
}
