/**
 * /p2p-express/:id: one of the user's orders (getP2pExpressOrder), asked again every few seconds while it is still
 * moving (the merchant's steps come on the exchange's clock). It says where the order stands and what the user does
 * next: a deposit waiting for the user's payment shows the merchant's card, the amount and the reference, with "I have
 * paid"; a withdrawal the merchant has paid asks the user to confirm the money arrived; an order nobody has paid yet
 * can be cancelled. A completed order says what reached or left the main balance, with the way to the history. An id
 * the user has no order of (another user's included) is said in place.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { P2pOrder } from '../../../generated/api/model/p2pOrder.zod';
import {
  getGetP2pExpressOrderQueryKey,
  getListP2pExpressOrdersQueryKey,
  useCancelP2pExpressOrder,
  useGetP2pExpressOrder,
  useMarkP2pExpressDepositPaid,
  useReleaseP2pExpressWithdrawal,
} from '../../../generated/api/p2p-express/p2p-express';
import { formatDateTime } from '../../lib/format/date-format';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { ConfirmAction } from '../../ui/confirm-action';
import { QueryLoading } from '../../ui/query-state';
import { positiveId, stepPath } from './flow-search';
import { isNotFound } from './flow-order';
import { OrderSummary } from './order-summary';
import { grouped, money } from './p2p-money';

/** How often a moving order is asked again. */
export const ORDER_POLL_MS = 3_000;
const FINAL: readonly P2pOrder['status'][] = ['completed', 'cancelled', 'expired'];

export function OrderScreen() {
  const { t } = useTranslation('p2p-express');
  const params = useParams({ strict: false }) as { id?: string };
  const id = positiveId(params.id);
  const order = useGetP2pExpressOrder(id ?? 0, {
    query: {
      enabled: id !== undefined,
      refetchInterval: (query) => (query.state.data && !FINAL.includes(query.state.data.data.status) ? ORDER_POLL_MS : false),
    },
  });
  if (id !== undefined && order.isPending) return <QueryLoading />;
  if (order.isError && !isNotFound(order.error)) return <CallError error={order.error} onRetry={() => void order.refetch()} />;
  if (id === undefined || !order.data)
    return (
      <div className="notice notice--warning" role="alert" data-testid="p2p-order-missing">
        <p>{t('order.missing')}</p>
        <AppLink className="button" to="/p2p-express">
          {t('order.toOrders')}
        </AppLink>
      </div>
    );
  return <OrderView order={order.data.data} />;
}

function OrderView({ order }: { order: P2pOrder }) {
  const { t, i18n } = useTranslation('p2p-express');
  const locale = i18n.language;
  const queryClient = useQueryClient();
  const paid = useMarkP2pExpressDepositPaid();
  const release = useReleaseP2pExpressWithdrawal();
  const cancel = useCancelP2pExpressOrder();
  const busy = paid.isPending || release.isPending || cancel.isPending;
  const done = (response: { data: P2pOrder }) => {
    queryClient.setQueryData(getGetP2pExpressOrderQueryKey(order.id), response);
    void queryClient.invalidateQueries({ queryKey: getListP2pExpressOrdersQueryKey() });
  };
  const act = (call: Promise<{ data: P2pOrder }>) => call.then(done, (error: unknown) => failedToFetchToast(error));
  const phase = `${order.direction}.${order.status}`;
  const cancellable = order.status === 'draft' || order.status === 'created';
  return (
    <div className="p2p-step" data-testid="p2p-order" data-id={order.id} data-status={order.status}>
      <p
        className={`notice${FINAL.includes(order.status) && order.status !== 'completed' ? ' notice--warning' : ''}`}
        role="status"
        data-testid="p2p-order-status"
      >
        <strong>{t(`order.status.${order.status}`)}</strong> {t(`order.phase.${phase}`, { merchant: order.merchant.name })}
      </p>
      {order.status === 'draft' && (
        <p>
          <AppLink to={stepPath(order.direction, 'add-card', { order: order.id })}>{t('order.resume')}</AppLink>
        </p>
      )}
      {order.direction === 'deposit' && order.status === 'created' && order.merchantPayment && (
        <section className="card" aria-labelledby="p2p-pay-title" data-testid="p2p-merchant-payment">
          <h2 id="p2p-pay-title">{t('order.pay.title')}</h2>
          <dl className="definition-list">
            <dt>{t('order.pay.amount')}</dt>
            <dd data-testid="p2p-pay-amount">{money(order.amount, order.fiat, locale)}</dd>
            <dt>{t('order.pay.card')}</dt>
            <dd className="mono" data-testid="p2p-pay-card">
              {grouped(order.merchantPayment.cardNumber)}
            </dd>
            <dt>{t('order.pay.holder')}</dt>
            <dd>{order.merchantPayment.holder}</dd>
            <dt>{t('order.pay.bank')}</dt>
            <dd>{order.merchantPayment.bank}</dd>
            <dt>{t('order.pay.reference')}</dt>
            <dd className="mono">{order.merchantPayment.reference}</dd>
            <dt>{t('order.pay.until')}</dt>
            <dd>{formatDateTime(order.expiresAt, locale)}</dd>
          </dl>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void act(paid.mutateAsync({ id: order.id }))}
            data-testid="p2p-mark-paid"
          >
            {t('order.markPaid')}
          </button>
        </section>
      )}
      {order.direction === 'withdraw' && order.status === 'paid' && (
        <section className="card" aria-labelledby="p2p-release-title" data-testid="p2p-release">
          <h2 id="p2p-release-title">{t('order.release.title')}</h2>
          <p>{t('order.release.text', { amount: money(order.receive, order.fiat, locale), last4: order.card?.last4 ?? '' })}</p>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void act(release.mutateAsync({ id: order.id }))}
            data-testid="p2p-release-confirm"
          >
            {t('order.release.confirm')}
          </button>
        </section>
      )}
      {order.status === 'completed' && (
        <p className="notice" data-testid="p2p-order-done">
          {t(`order.done.${order.direction}`, {
            amount: money(order.direction === 'deposit' ? order.receive : order.amount, order.asset, locale),
          })}{' '}
          <AppLink to={order.direction === 'deposit' ? '/history/main/deposits' : '/history/main/withdrawals'}>
            {t('order.toHistory')}
          </AppLink>
        </p>
      )}
      <OrderSummary order={order} />
      <ol className="steps" aria-label={t('order.timeline')} data-testid="p2p-timeline">
        <li>{t('order.step.created', { time: formatDateTime(order.createdAt, locale) })}</li>
        {order.confirmedAt !== undefined && <li>{t('order.step.confirmed', { time: formatDateTime(order.confirmedAt, locale) })}</li>}
        {order.paidAt !== undefined && <li>{t(`order.step.paid.${order.direction}`, { time: formatDateTime(order.paidAt, locale) })}</li>}
        {order.completedAt !== undefined && <li>{t('order.step.completed', { time: formatDateTime(order.completedAt, locale) })}</li>}
        {order.cancelledAt !== undefined && <li>{t('order.step.cancelled', { time: formatDateTime(order.cancelledAt, locale) })}</li>}
      </ol>
      {cancellable && (
        <p className="p2p-actions">
          <ConfirmAction
            label={t('order.cancel')}
            question={t('order.cancelQuestion')}
            confirmLabel={t('order.cancelConfirm')}
            cancelLabel={t('order.cancelKeep')}
            pending={cancel.isPending}
            onConfirm={() => void act(cancel.mutateAsync({ id: order.id }))}
          />
        </p>
      )}
    </div>
  );
}
