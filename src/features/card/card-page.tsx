/**
 * The payment cards: the Meridian Card (/wb-card and its plans, order-complete, top-up, withdrawal and
 * dashboard pages), the crypto card (/crypto-card with order, status and wait list) and the Nova card
 * (/wb-nova-card). The contract has no card call yet, so each route explains its part and links on.
 */
import { useTranslation } from 'react-i18next';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { asSections, InfoScreen } from '../../ui/info-sections';
import { StandardAreaPage } from '../../ui/standard-area-page';

const TOPICS: Record<string, string> = {
  '/wb-card': 'card',
  '/wb-card/plans': 'plans',
  '/wb-card/eof': 'ordered',
  '/wb-card/deposit': 'topUp',
  '/wb-card/withdraw': 'withdraw',
  '/wb-card/dashboard': 'dashboard',
  '/crypto-card': 'crypto',
  '/crypto-card/order': 'cryptoOrder',
  '/crypto-card/status': 'cryptoStatus',
  '/crypto-card/wait-list': 'cryptoWaitList',
  '/wb-nova-card': 'nova',
};

const LINKS: Record<string, string[]> = {
  card: ['/wb-card/plans', '/wb-card/dashboard'],
  plans: ['/wb-card', '/wb-card/dashboard'],
  ordered: ['/wb-card/deposit', '/wb-card/dashboard'],
  topUp: ['/wb-card/dashboard', '/balance'],
  withdraw: ['/wb-card/dashboard', '/balance'],
  dashboard: ['/wb-card/deposit', '/wb-card/withdraw'],
  crypto: ['/crypto-card/order', '/crypto-card/wait-list'],
  cryptoOrder: ['/crypto-card/status', '/crypto-card'],
  cryptoStatus: ['/crypto-card', '/support'],
  cryptoWaitList: ['/crypto-card', '/support'],
  nova: ['/crypto-card', '/wb-card'],
};

export default function CardPage() {
  const entry = useRouteEntry();
  const { t } = useTranslation('card');
  const { prefix } = useLocalizedPath();
  const topic = TOPICS[entry.path] ?? 'card';
  return (
    <StandardAreaPage>
      <InfoScreen
        testId={`card-${topic}`}
        summary={t(`${topic}.summary`)}
        sections={asSections(t(`${topic}.sections`, { returnObjects: true }))}
        links={(LINKS[topic] ?? []).map((href) => ({ href: prefix + href, label: t(`links.${href.slice(1).replace(/\//g, '_')}`) }))}
      />
    </StandardAreaPage>
  );
}
