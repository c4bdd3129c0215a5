/**
 * The flow's draft order for the card and confirmation steps (getP2pExpressOrder of `?order=`): while it loads, when
 * it fails, when the user has no such order (404: another user's id included) or it is of the other direction, and
 * when it is no longer a draft (confirmed, lapsed or cancelled: its page or a new start), each says so in place with
 * the way back to the amount step; only a draft of this direction is handed on.
 */
import { useTranslation } from 'react-i18next';
import type { P2pOrder } from '../../../generated/api/model/p2pOrder.zod';
import { useGetP2pExpressOrder } from '../../../generated/api/p2p-express/p2p-express';
import { ApiError } from '../../lib/http/errors';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { QueryLoading } from '../../ui/query-state';
import { stepPath, type Direction } from './flow-search';

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

export function WithDraftOrder({
  direction,
  id,
  children,
}: {
  direction: Direction;
  id: number;
  children: (order: P2pOrder) => React.ReactNode;
}) {
  const { t } = useTranslation('p2p-express');
  const order = useGetP2pExpressOrder(id);
  const restart = (
    <AppLink className="button" to={stepPath(direction, 'amount')} data-testid="p2p-restart">
      {t('flow.restart')}
    </AppLink>
  );
  if (order.isPending) return <QueryLoading />;
  if (order.isError && !isNotFound(order.error)) return <CallError error={order.error} onRetry={() => void order.refetch()} />;
  const found = order.data?.data;
  if (!found || found.direction !== direction)
    return (
      <div className="notice notice--warning" role="alert" data-testid="p2p-order-missing">
        <p>{t('flow.missing')}</p>
        {restart}
      </div>
    );
  if (found.status !== 'draft')
    return (
      <div className="notice" role="status" data-testid="p2p-order-started" data-status={found.status}>
        <p>{t(found.status === 'expired' || found.status === 'cancelled' ? 'flow.ended' : 'flow.confirmed', { id: found.id })}</p>
        <p className="p2p-actions">
          <AppLink to={`/p2p-express/${found.id}`}>{t('flow.seeOrder')}</AppLink>
          {restart}
        </p>
      </div>
    );
  return <>{children(found)}</>;
}
