/**
 * What the order form says after a submit that did not simply succeed or get refused (issue 17): "checking…" while the
 * orders of an uncertain failure are looked up by their client order id, then placed (with the order), not placed
 * (safe to send again) or unknown (with a link to the open orders). A multi-limit batch lists each order's fate:
 * placed, rejected with the server's reason, not placed, or unknown.
 */
import type { Market } from '../../../generated/api/model/market.zod';
import { formatDecimal } from '../../lib/format/number-format';
import { ApiError } from '../../lib/http/errors';
import { AppLink } from '../../ui/app-link';
import type { OrderSide } from './order-types';
import type { TradeKind } from './use-trade-market';
import { usePanelTranslation } from './panel-namespaces';

export interface PlacedOrder {
  id: number;
  price: string;
  amount: string;
}

/** What became of one order of a submit. `uncertain` lasts until the look-up has answered. */
export type OrderFate =
  | { status: 'placed'; order: PlacedOrder; via: 'answer' | 'lookUp' | 'earlier' }
  | { status: 'rejected'; error: unknown }
  | { status: 'uncertain' }
  | { status: 'notPlaced' }
  | { status: 'unknown' };

export interface OrderRow {
  clientOrderId: string;
  price?: string;
  amount: string;
  fate: OrderFate;
}

export interface OrderOutcome {
  checking: boolean;
  batch: boolean;
  /** The side the orders were sent with (the form's may have changed since). */
  side: OrderSide;
  rows: OrderRow[];
}

export const openOrdersPath = (kind: TradeKind) => (kind === 'spot' ? '/activities/orders' : '/activities/collateral-orders');

export function OrderOutcomeView({ outcome, market, kind }: { outcome: OrderOutcome; market: Market; kind: TradeKind }) {
  const { t, i18n } = usePanelTranslation();
  const price = (value: string) => formatDecimal(value, i18n.language, { max: market.moneyPrec });
  const amount = (value: string) => formatDecimal(value, i18n.language, { max: market.stockPrec });
  const orderText = (order: PlacedOrder) =>
    t(order.price === '0' ? 'form.outcome.order' : 'form.outcome.orderAtPrice', {
      id: String(order.id),
      side: t(`side.${outcome.side}`),
      amount: amount(order.amount),
      stock: market.stock,
      price: price(order.price),
      money: market.money,
    });
  const link = (
    <AppLink to={openOrdersPath(kind)} data-testid="order-outcome-open-orders">
      {t('form.outcome.openOrders')}
    </AppLink>
  );
  const unknown = outcome.rows.some((row) => row.fate.status === 'unknown');

  if (!outcome.batch) {
    const fate = outcome.rows[0]?.fate;
    const status = outcome.checking ? 'checking' : fate?.status;
    return (
      <div className="order-form__outcome" role="status" data-testid="order-outcome" data-outcome={status}>
        {outcome.checking ? (
          <p>{t('form.outcome.checking')}</p>
        ) : fate?.status === 'placed' ? (
          <>
            <p>{t('form.outcome.placed')}</p>
            <p data-testid="order-outcome-order">{orderText(fate.order)}</p>
          </>
        ) : fate?.status === 'notPlaced' ? (
          <p>{t('form.outcome.notPlaced')}</p>
        ) : (
          <p>
            {t('form.outcome.unknown')} {link}
          </p>
        )}
      </div>
    );
  }

  const placed = outcome.rows.filter((row) => row.fate.status === 'placed').length;
  const fateText = (fate: OrderFate) => {
    switch (fate.status) {
      case 'placed':
        return t('form.outcome.fate.placed', { id: String(fate.order.id) });
      case 'rejected':
        return t('form.outcome.fate.rejected', { reason: reasonOf(fate.error) ?? t('form.errors.rejected') });
      case 'uncertain':
        return t('form.outcome.fate.checking');
      case 'notPlaced':
        return t('form.outcome.fate.notPlaced');
      case 'unknown':
        return t('form.outcome.fate.unknown');
    }
  };
  return (
    <div className="order-form__outcome" role="status" data-testid="order-outcome" data-outcome="batch">
      <p>
        {outcome.checking
          ? t('form.outcome.checking')
          : t('form.outcome.batch', { placed: String(placed), count: String(outcome.rows.length) })}
      </p>
      <ol className="order-form__fates" data-testid="order-outcome-list">
        {outcome.rows.map((row) => (
          <li key={row.clientOrderId} data-fate={row.fate.status}>
            {t('form.outcome.row', {
              amount: amount(row.amount),
              stock: market.stock,
              price: row.price ? price(row.price) : '',
              money: market.money,
            })}
            : {fateText(row.fate)}
          </li>
        ))}
      </ol>
      {!outcome.checking && placed < outcome.rows.length && <p>{t('form.outcome.batchRetry')}</p>}
      {!outcome.checking && unknown && <p>{link}</p>}
    </div>
  );
}

/** The server's reason for refusing an order: its first field error, data or message. */
function reasonOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.messages.map((m) => m.trim()).find(Boolean) : undefined;
}
