/** A funds page the contract has no call for yet: the route's title and what the page is for. */
import { useTranslation } from 'react-i18next';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { SupportLink } from './support-link';

export function InformationalScreen({ topic }: { topic: string }) {
  const { t } = useTranslation('funds');
  return (
    <StandardAreaPage>
      <p className="notice" data-testid="funds-informational">
        {t(`informational.${topic}`)}
      </p>
      <SupportLink />
    </StandardAreaPage>
  );
}
