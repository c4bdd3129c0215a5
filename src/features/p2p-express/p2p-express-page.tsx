/**
 * P2P Express (the contract's assumed p2p-express operations): buying or selling crypto for fiat through the
 * exchange's P2P merchants. /p2p-express lists the user's orders; a deposit or a withdrawal goes through three steps,
 * the amount (a draft order is made), the card (?order=) and the confirmation (?order=&card=), then the order's own
 * page /p2p-express/:id follows it to the end. Every page sits behind the access gate (a user verified for payments);
 * the route rules send a card or confirmation step opened outside a started flow back to its amount step.
 */
import { useTranslation } from 'react-i18next';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { usePageText, useLocalizedPath } from '../../lib/routing/use-area';
import { AppLink } from '../../ui/app-link';
import { AreaPage } from '../../ui/area-page';
import { AmountStep } from './amount-step';
import { CardStep } from './card-step';
import { ConfirmStep } from './confirm-step';
import type { Direction } from './flow-search';
import { OrderList } from './order-list';
import { OrderScreen } from './order-screen';
import { P2pAccessGate } from './p2p-access-gate';

const SECTIONS = ['/p2p-express', '/p2p-express/deposit/amount', '/p2p-express/withdraw/amount'] as const;

export default function P2pExpressPage() {
  const entry = useRouteEntry();
  const { t } = useTranslation('p2p-express');
  const { title, lead } = usePageText();
  const { path } = useLocalizedPath();
  const [, , flow, step] = entry.path.split('/');
  const direction: Direction | undefined = flow === 'deposit' || flow === 'withdraw' ? flow : undefined;
  const links = SECTIONS.map((href) => ({
    href,
    label: t(`nav.${href === '/p2p-express' ? 'orders' : href.split('/')[2]}`),
    current: href === path || (href !== '/p2p-express' && direction !== undefined && href.includes(`/${direction}/`)),
  }));
  return (
    <AreaPage title={title} lead={lead} links={links}>
      <P2pAccessGate>
        {direction && step === 'amount' ? (
          <AmountStep key={direction} direction={direction} />
        ) : direction && step === 'add-card' ? (
          <CardStep direction={direction} />
        ) : direction && step === 'confirmation' ? (
          <ConfirmStep direction={direction} />
        ) : entry.path === '/p2p-express/:id' ? (
          <OrderScreen />
        ) : (
          <div className="p2p-step" data-testid="p2p-index">
            <p className="p2p-actions">
              <AppLink className="button" to="/p2p-express/deposit/amount">
                {t('index.deposit')}
              </AppLink>
              <AppLink className="button button--secondary" to="/p2p-express/withdraw/amount">
                {t('index.withdraw')}
              </AppLink>
            </p>
            <p>{t('index.about')}</p>
            <OrderList />
          </div>
        )}
      </P2pAccessGate>
    </AreaPage>
  );
}
