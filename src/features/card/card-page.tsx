/**
 * The cards: the payment card (/wb-card: the card or what it is; plans and the order; the order-complete page; top-up
 * and withdrawal against the main balance; the dashboard), the crypto card (/crypto-card: its terms; the application
 * to its issuer, its status and the wait list) and the Nova card (/wb-nova-card), whose page describes it. Every card
 * call is the contract's assumed payment-card or crypto-card operations.
 */
import { useTranslation } from 'react-i18next';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { asSections, InfoScreen } from '../../ui/info-sections';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { CardDashboard } from './card-dashboard';
import { CardOrdered, CardOverview } from './card-overview';
import { CardPlans } from './card-plans';
import { CardTransfer } from './card-transfer';
import { CryptoCardIntro } from './crypto-card-intro';
import { CryptoCardOrder } from './crypto-card-order';
import { CryptoCardStatus } from './crypto-card-status';
import { CryptoCardWaitList } from './crypto-card-wait-list';

const SCREENS: Record<string, () => React.ReactNode> = {
  '/wb-card': () => <CardOverview />,
  '/wb-card/plans': () => <CardPlans />,
  '/wb-card/eof': () => <CardOrdered />,
  '/wb-card/deposit': () => <CardTransfer key="top-up" kind="top-up" />,
  '/wb-card/withdraw': () => <CardTransfer key="withdrawal" kind="withdrawal" />,
  '/wb-card/dashboard': () => <CardDashboard />,
  '/crypto-card': () => <CryptoCardIntro />,
  '/crypto-card/order': () => <CryptoCardOrder />,
  '/crypto-card/status': () => <CryptoCardStatus />,
  '/crypto-card/wait-list': () => <CryptoCardWaitList />,
};

export default function CardPage() {
  const entry = useRouteEntry();
  const screen = SCREENS[entry.path];
  return <StandardAreaPage>{screen ? screen() : <NovaCard />}</StandardAreaPage>;
}

/** /wb-nova-card: the Nova card's page (a product of its own, no call of its own yet) and the cards one can order. */
function NovaCard() {
  const { t } = useTranslation('card');
  const { prefix } = useLocalizedPath();
  return (
    <InfoScreen
      testId="card-nova"
      summary={t('nova.summary')}
      sections={asSections(t('nova.sections', { returnObjects: true }))}
      links={[
        { href: `${prefix}/crypto-card`, label: t('links.aboutCrypto') },
        { href: `${prefix}/wb-card`, label: t('links.aboutCard') },
      ]}
    />
  );
}
