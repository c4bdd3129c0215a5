/**
 * The trader's own data under the trading screen: open orders (cancel one, cancel all), order history,
 * trade history, balances of the pair (spot, or the collateral account for margin and futures), and for margin and
 * futures the positions and borrows; conditional orders for every kind. Everything is live through the generated socket
 * hooks; guests see a login prompt.
 */
import { useQueryClient } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { getListBalancesQueryKey } from '../../../generated/api/balances/balances';
import { useCancelAllOrders, useCancelConditionalOrder, useCancelOrder, useCloseMarginPosition } from '../../../generated/api/trade/trade';
import { useListBalances } from '../../../generated/api/balances/balances';
import {
  assetQuery,
  marginPositionsSubscription,
  useAssetSubscription,
  useBorrowPositionsSubscription,
  useMarginAssetSubscription,
  useMarginPositionsSubscription,
  useUserDealsSubscription,
} from '../../../generated/socket/trade-socket.client';
import type {
  BorrowPosition,
  MarginAssetBalance,
  MarginPosition,
  Order,
  SpotBalances as SpotBalanceMap,
  UserDeal,
} from '../../../generated/socket/trade-socket.zod';
import type { Market } from '../../../generated/api/model/market.zod';
import { formatDecimal } from '../../lib/format/number-format';
import { formatShortDateTime } from '../../lib/format/date-format';
import { loginPath } from '../../lib/navigation/safe-redirect';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { useStreamFreshness } from '../../lib/socket/use-stream-freshness';
import { notify } from '../../lib/toast/toast';
import { LiveStatus } from '../../ui/live-status';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { conditionalOrdersKey, openOrdersKey, useConditionalOrders, useOpenOrders, useOrderHistory } from './use-open-orders';
import type { TradeKind } from './use-trade-market';
import { PageLink } from '../../ui/app-link';
import { ModifyOrderForm } from './modify-order-form';
import { PositionTpslForm } from './position-tpsl-form';
import { panelTabs, SegmentedControl, tabPanel } from '../../ui/segmented-control';
import { usePanelTranslation } from './panel-namespaces';

type Tab = 'open' | 'history' | 'deals' | 'balances' | 'positions' | 'borrows' | 'conditional' | 'bots';
const GridBotList = lazy(() => import('./grid-bot-list').then((module) => ({ default: module.GridBotList })));
const MARKET_TYPE = { spot: 0, margin: 1, futures: 2 } as const;

export function AccountPanels({
  market,
  pair,
  engineName,
  kind,
}: {
  market: Market | undefined;
  pair: string;
  engineName: string;
  kind: TradeKind;
}) {
  const { t } = usePanelTranslation();
  const { loggedIn } = useSessionSnapshot();
  const tabs: Tab[] =
    kind === 'spot'
      ? ['open', 'history', 'deals', 'conditional', 'bots', 'balances']
      : ['open', 'positions', 'history', 'deals', 'conditional', 'borrows', 'bots', 'balances'];
  const [tab, setTab] = useState<Tab>('open');
  const current = tabs.includes(tab) ? tab : 'open';
  return (
    <section className="panel account-panels" aria-labelledby="account-title" data-testid="account-panels">
      <h2 id="account-title" className="visually-hidden">
        {t('account.title')}
      </h2>
      <SegmentedControl
        variant="tabs"
        className="tabs"
        aria-label={t('account.title')}
        items={panelTabs(tabs, (id) => t(`account.tabs.${id}`), 'account', current)}
        value={current}
        onChange={setTab}
      />
      <div {...tabPanel('account', current)} className="tabs__panel" tabIndex={0}>
        {!loggedIn ? (
          <p className="query-state">
            <PageLink href={loginPath(location.pathname + location.search)}>{t('account.login')}</PageLink>
          </p>
        ) : current === 'open' ? (
          <OpenOrders market={market} pair={pair} engineName={engineName} kind={kind} />
        ) : current === 'history' ? (
          <OrderHistory market={market} engineName={engineName} />
        ) : current === 'deals' ? (
          <UserDeals market={market} engineName={engineName} />
        ) : current === 'conditional' ? (
          <ConditionalOrders market={market} pair={pair} engineName={engineName} />
        ) : current === 'positions' ? (
          <>
            <PositionsStatus />
            <Positions market={market} pair={pair} engineName={engineName} />
          </>
        ) : current === 'borrows' ? (
          <Borrows />
        ) : current === 'bots' ? (
          <Suspense fallback={<QueryLoading />}>
            <GridBotList market={market} pair={pair} marketType={MARKET_TYPE[kind]} />
          </Suspense>
        ) : (
          <PairBalances market={market} kind={kind} />
        )}
      </div>
    </section>
  );
}

function OrdersTable({
  orders,
  market,
  actions,
}: {
  orders: readonly Order[];
  market: Market | undefined;
  actions?: (order: Order) => React.ReactNode;
}) {
  const { t, i18n } = usePanelTranslation();
  const lng = i18n.language;
  const prec = market?.moneyPrec ?? 8;
  const amountPrec = market?.stockPrec ?? 8;
  if (orders.length === 0) return <p className="query-state query-state--empty">{t('account.empty')}</p>;
  return (
    <div className="account-panels__table">
      <table className="compact-table" data-testid="orders-table">
        <thead>
          <tr>
            <th scope="col">{t('account.columns.time')}</th>
            <th scope="col">{t('account.columns.type')}</th>
            <th scope="col">{t('account.columns.side')}</th>
            <th scope="col">{t('account.columns.price')}</th>
            <th scope="col">{t('account.columns.amount')}</th>
            <th scope="col">{t('account.columns.filled')}</th>
            {actions && <th scope="col">{t('account.columns.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id} data-testid="order-row" data-order-id={o.id}>
              <td>{formatShortDateTime(o.ctime, lng)}</td>
              <td>{t(`orderTypes.${o.type}`)}</td>
              <td className={o.side === 2 ? 'up' : 'down'}>{t(o.side === 2 ? 'side.buy' : 'side.sell')}</td>
              <td className="num">{o.price === '0' ? t('account.marketPrice') : formatDecimal(o.price, lng, { min: prec, max: prec })}</td>
              <td className="num">{formatDecimal(o.amount, lng, { max: amountPrec })}</td>
              <td className="num">{formatDecimal(o.deal_stock, lng, { max: amountPrec })}</td>
              {actions && <td>{actions(o)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OpenOrders({ market, pair, engineName, kind }: { market: Market | undefined; pair: string; engineName: string; kind: TradeKind }) {
  const { t } = usePanelTranslation();
  const queryClient = useQueryClient();
  const orders = useOpenOrders(engineName, kind);
  // A cancelled order frees what it held: the order form's available amount comes back with the balances.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: openOrdersKey(engineName, kind) });
    void queryClient.invalidateQueries({ queryKey: getListBalancesQueryKey() });
  };
  const cancel = useCancelOrder({
    mutation: {
      onSuccess: () => {
        notify.success(t('account.cancelled'));
        refresh();
      },
      onError: () => notify.error(t('account.cancelFailed')),
    },
  });
  const cancelAll = useCancelAllOrders({
    mutation: {
      onSuccess: () => {
        notify.success(t('account.allCancelled'));
        refresh();
      },
      onError: () => notify.error(t('account.cancelFailed')),
    },
  });
  if (orders.isPending) return <QueryLoading />;
  if (orders.isError) return <QueryError error={orders.error} onRetry={() => void orders.refetch()} />;
  const records = orders.data.records;
  return (
    <>
      {records.length > 0 && (
        <div className="panel__toolbar">
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={cancelAll.isPending}
            onClick={() => cancelAll.mutate({ data: { market: pair } })}
          >
            {t('account.cancelAll')}
          </button>
        </div>
      )}
      <EditableOrders
        orders={records}
        market={market}
        pair={pair}
        listKey={openOrdersKey(engineName, kind)}
        cancelling={cancel.isPending ? cancel.variables?.id : undefined}
        onCancel={(o) => cancel.mutate({ id: o.id, params: { market: pair } })}
      />
    </>
  );
}

/**
 * Orders that can be changed in place: each row has Edit (the modify form opens under the table) and Cancel.
 * Open and conditional orders differ only in how they are cancelled and which list they refresh.
 */
function EditableOrders({
  orders,
  market,
  pair,
  listKey,
  cancelling,
  onCancel,
}: {
  orders: readonly Order[];
  market: Market | undefined;
  pair: string;
  listKey: readonly unknown[];
  cancelling: number | undefined;
  onCancel: (order: Order) => void;
}) {
  const { t } = usePanelTranslation();
  const [editing, setEditing] = useState<number | undefined>();
  const edited = orders.find((o) => o.id === editing);
  return (
    <>
      <OrdersTable
        orders={orders}
        market={market}
        actions={(o) => (
          <>
            <EditButton order={o} editing={editing} onToggle={setEditing} />{' '}
            <button
              type="button"
              className="link-button"
              disabled={cancelling === o.id}
              onClick={() => onCancel(o)}
              aria-label={t('account.cancelOrder', { id: o.id })}
            >
              {t('account.cancel')}
            </button>
          </>
        )}
      />
      {edited && (
        <ModifyOrderForm
          key={edited.id}
          order={edited}
          market={market}
          pair={pair}
          invalidate={[listKey]}
          onDone={() => setEditing(undefined)}
        />
      )}
    </>
  );
}

/** Opens (or closes) the edit form of one order under the table. */
function EditButton({
  order,
  editing,
  onToggle,
}: {
  order: Order;
  editing: number | undefined;
  onToggle: (id: number | undefined) => void;
}) {
  const { t } = usePanelTranslation();
  return (
    <button
      type="button"
      className="link-button"
      aria-expanded={editing === order.id}
      aria-label={t('account.editOrder', { id: order.id })}
      onClick={() => onToggle(editing === order.id ? undefined : order.id)}
    >
      {t('account.edit')}
    </button>
  );
}

function OrderHistory({ market, engineName }: { market: Market | undefined; engineName: string }) {
  const history = useOrderHistory(engineName, true);
  if (history.isPending) return <QueryLoading />;
  if (history.isError) return <QueryError error={history.error} onRetry={() => void history.refetch()} />;
  return <OrdersTable orders={history.data.records} market={market} />;
}

function ConditionalOrders({ market, pair, engineName }: { market: Market | undefined; pair: string; engineName: string }) {
  const { t } = usePanelTranslation();
  const queryClient = useQueryClient();
  const orders = useConditionalOrders(engineName, true);
  const cancel = useCancelConditionalOrder({
    mutation: {
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: conditionalOrdersKey(engineName) }),
      onError: () => notify.error(t('account.cancelFailed')),
    },
  });
  if (orders.isPending) return <QueryLoading />;
  if (orders.isError) return <QueryError error={orders.error} onRetry={() => void orders.refetch()} />;
  return (
    <EditableOrders
      orders={orders.data.records}
      market={market}
      pair={pair}
      listKey={conditionalOrdersKey(engineName)}
      cancelling={cancel.isPending ? cancel.variables?.id : undefined}
      onCancel={(o) => cancel.mutate({ market: pair, id: o.id })}
    />
  );
}

/** The user's own trades of this market as they happen (the stream sends each new deal). */
function UserDeals({ market, engineName }: { market: Market | undefined; engineName: string }) {
  const { t, i18n } = usePanelTranslation();
  const [deals, setDeals] = useState<UserDeal[]>([]);
  useUserDealsSubscription([[engineName]], (deal) => {
    if (deal[2] === engineName) setDeals((list) => [deal, ...list.filter((d) => d[0] !== deal[0])].slice(0, 100));
  });
  if (deals.length === 0) return <p className="query-state query-state--empty">{t('account.noDeals')}</p>;
  const lng = i18n.language;
  return (
    <table className="compact-table" data-testid="deals-table">
      <thead>
        <tr>
          <th scope="col">{t('account.columns.time')}</th>
          <th scope="col">{t('account.columns.side')}</th>
          <th scope="col">{t('account.columns.price')}</th>
          <th scope="col">{t('account.columns.amount')}</th>
          <th scope="col">{t('account.columns.fee')}</th>
        </tr>
      </thead>
      <tbody>
        {deals.map((d) => (
          <tr key={d[0]}>
            <td>{formatShortDateTime(d[1], lng)}</td>
            <td className={d[8] === 2 ? 'up' : 'down'}>{t(d[8] === 2 ? 'side.buy' : 'side.sell')}</td>
            <td className="num">{formatDecimal(d[4], lng, { max: market?.moneyPrec ?? 8 })}</td>
            <td className="num">{formatDecimal(d[5], lng, { max: market?.stockPrec ?? 8 })}</td>
            <td className="num">
              {formatDecimal(d[6], lng, { max: 8 })} {d[10]}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const POSITION_STREAMS = [marginPositionsSubscription.event];

/** How fresh the positions are: their socket stream. */
function PositionsStatus() {
  return <LiveStatus freshness={useStreamFreshness(POSITION_STREAMS)} subject="data" className="account-panels__status" />;
}

function Positions({ market, pair, engineName }: { market: Market | undefined; pair: string; engineName: string }) {
  const { t, i18n } = usePanelTranslation();
  const [positions, setPositions] = useState<readonly MarginPosition[] | undefined>();
  useMarginPositionsSubscription([], (update) => setPositions(update.records.filter((p) => p.market === engineName)));
  const [editing, setEditing] = useState<number | undefined>();
  const close = useCloseMarginPosition({
    mutation: { onError: () => notify.error(t('account.closeFailed')), onSuccess: () => notify.success(t('account.positionClosed')) },
  });
  if (!positions) return <QueryLoading />;
  if (positions.length === 0) return <p className="query-state query-state--empty">{t('account.noPositions')}</p>;
  const lng = i18n.language;
  return (
    <>
      <table className="compact-table" data-testid="positions-table">
        <thead>
          <tr>
            <th scope="col">{t('account.columns.side')}</th>
            <th scope="col">{t('account.columns.amount')}</th>
            <th scope="col">{t('account.columns.entry')}</th>
            <th scope="col">{t('account.columns.liquidation')}</th>
            <th scope="col">{t('account.columns.pnl')}</th>
            <th scope="col">{t('account.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {positions.map((p) => (
            <tr key={p.id}>
              <td>{t(`positionSide.${p.position_side}`)}</td>
              <td className="num">{formatDecimal(p.amount, lng, { max: market?.stockPrec ?? 8 })}</td>
              <td className="num">{formatDecimal(p.base_price, lng, { max: market?.moneyPrec ?? 8 })}</td>
              <td className="num">{formatDecimal(p.liq_price, lng, { max: market?.moneyPrec ?? 8 })}</td>
              <td className={`num ${p.pnl.startsWith('-') ? 'down' : 'up'}`}>{formatDecimal(p.pnl, lng, { max: 2 })}</td>
              <td>
                <button
                  type="button"
                  className="link-button"
                  aria-expanded={editing === p.id}
                  aria-label={t('account.tpsl.buttonFor', { side: t(`positionSide.${p.position_side}`) })}
                  onClick={() => setEditing(editing === p.id ? undefined : p.id)}
                >
                  {t('account.tpsl.button')}
                </button>{' '}
                <button
                  type="button"
                  className="link-button"
                  disabled={close.isPending && close.variables?.id === p.id}
                  onClick={() => close.mutate({ id: p.id, params: { market: pair, positionSide: p.position_side } })}
                >
                  {t('account.closePosition')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {editing !== undefined && positions.some((p) => p.id === editing) && (
        <PositionTpslForm
          key={editing}
          position={positions.find((p) => p.id === editing)!}
          market={market}
          pair={pair}
          lastPrice={markOf(
            positions.find((p) => p.id === editing)!,
            market,
          )}
          onDone={() => setEditing(undefined)}
        />
      )}
    </>
  );
}

/** The mark a position is valued at: its value in the quote asset over its size. */
function markOf(p: MarginPosition, market: Market | undefined): string | undefined {
  const size = new Decimal(p.amount).abs();
  if (size.isZero()) return undefined;
  return new Decimal(p.amount_in_money)
    .div(size)
    .toDecimalPlaces(market?.moneyPrec ?? 8)
    .toFixed();
}

function Borrows() {
  const { t, i18n } = usePanelTranslation();
  const [borrows, setBorrows] = useState<readonly BorrowPosition[] | undefined>();
  useBorrowPositionsSubscription([], (update) => setBorrows(update.records));
  if (!borrows) return <QueryLoading />;
  if (borrows.length === 0) return <p className="query-state query-state--empty">{t('account.noBorrows')}</p>;
  return (
    <table className="compact-table">
      <thead>
        <tr>
          <th scope="col">{t('account.columns.asset')}</th>
          <th scope="col">{t('account.columns.amount')}</th>
          <th scope="col">{t('account.columns.time')}</th>
        </tr>
      </thead>
      <tbody>
        {borrows.map((b) => (
          <tr key={`${b.asset}-${b.ctime}`}>
            <td>{b.asset}</td>
            <td className="num">{formatDecimal(b.amount, i18n.language, { max: 8 })}</td>
            <td>{formatShortDateTime(b.ctime, i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The pair's balances, live from the trade socket (spec section 7): spot from asset.query at once and the
 * asset.subscribe stream after it (available to trade, frozen in orders); for margin and futures the collateral
 * account from margin_asset.subscribe (its balance, what is borrowed, available without and with borrowing), which is
 * skipped when margin, borrow and futures are all off (spec section 6). Until the socket answers, the REST balances
 * stand in.
 */
export function PairBalances({ market, kind }: { market: Market | undefined; kind: TradeKind }) {
  const { permissions } = useSessionSnapshot();
  const tickers = useMemo(() => [market?.stock, market?.money].filter((x): x is string => Boolean(x)), [market?.stock, market?.money]);
  const collateralOn = ['margin', 'borrow', 'futures'].some((p) => permissions[p]?.enabled !== false);
  return kind !== 'spot' && collateralOn ? <CollateralBalances tickers={tickers} /> : <SpotBalances tickers={tickers} />;
}

function SpotBalances({ tickers }: { tickers: readonly string[] }) {
  const { t, i18n } = usePanelTranslation();
  const balances = useListBalances();
  const [live, setLive] = useState<SpotBalanceMap>({});
  const key = tickers.join(',');
  useEffect(() => {
    if (tickers.length === 0) return;
    let current = true;
    assetQuery([...tickers]).then(
      (result) => current && setLive((now) => ({ ...result, ...now })),
      // The stream's first event (a snapshot) comes anyway; meanwhile the REST balances stand in.
      () => undefined,
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the tickers
  }, [key]);
  useAssetSubscription(tickers.length ? [...tickers] : null, (events) => {
    setLive((now) => Object.assign({}, now, ...events) as SpotBalanceMap);
  });
  if (balances.isPending && Object.keys(live).length === 0) return <QueryLoading />;
  if (balances.isError && Object.keys(live).length === 0)
    return <QueryError error={balances.error} onRetry={() => void balances.refetch()} />;
  const rest = balances.data?.data ?? [];
  const lng = i18n.language;
  const show = (value: string) => formatDecimal(value, lng, { max: 8 });
  return (
    <table className="compact-table" data-testid="pair-balances" data-source={tickers.every((x) => live[x]) ? 'socket' : 'rest'}>
      <thead>
        <tr>
          <th scope="col">{t('account.columns.asset')}</th>
          <th scope="col">{t('balances.available')}</th>
          <th scope="col">{t('balances.inOrders')}</th>
          <th scope="col">{t('balances.total')}</th>
        </tr>
      </thead>
      <tbody>
        {tickers.map((ticker) => {
          const socket = live[ticker];
          const row = rest.find((b) => b.ticker === ticker);
          const available = socket?.available ?? row?.spotAvailable ?? '0';
          const frozen = socket?.freeze ?? row?.spotInOrders ?? '0';
          const total = socket ? new Decimal(socket.available).plus(socket.freeze).toFixed() : (row?.spot ?? '0');
          return (
            <tr key={ticker} data-testid="pair-balance" data-ticker={ticker} data-available={available}>
              <td>{ticker}</td>
              <td className="num">{show(available)}</td>
              <td className="num">{show(frozen)}</td>
              <td className="num">{show(total)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function CollateralBalances({ tickers }: { tickers: readonly string[] }) {
  const { t, i18n } = usePanelTranslation();
  const balances = useListBalances();
  const [live, setLive] = useState<Record<string, MarginAssetBalance>>({});
  useMarginAssetSubscription(tickers.length ? [...tickers] : null, (events) => {
    setLive((now) => ({ ...now, ...Object.fromEntries(events.map((e) => [e.a, e])) }));
  });
  if (balances.isPending && Object.keys(live).length === 0) return <QueryLoading />;
  if (balances.isError && Object.keys(live).length === 0)
    return <QueryError error={balances.error} onRetry={() => void balances.refetch()} />;
  const rest = balances.data?.data ?? [];
  const show = (value: string) => formatDecimal(value, i18n.language, { max: 8 });
  return (
    <table className="compact-table" data-testid="pair-balances" data-source={tickers.every((x) => live[x]) ? 'socket' : 'rest'}>
      <thead>
        <tr>
          <th scope="col">{t('account.columns.asset')}</th>
          <th scope="col">{t('balances.collateral')}</th>
          <th scope="col">{t('balances.borrowed')}</th>
          <th scope="col">{t('balances.availableWithoutBorrow')}</th>
          <th scope="col">{t('balances.availableWithBorrow')}</th>
        </tr>
      </thead>
      <tbody>
        {tickers.map((ticker) => {
          const socket = live[ticker];
          const row = rest.find((b) => b.ticker === ticker);
          return (
            <tr key={ticker} data-testid="pair-balance" data-ticker={ticker} data-available={socket?.av ?? row?.withoutBorrow ?? '0'}>
              <td>{ticker}</td>
              <td className="num">{show(socket?.B ?? row?.margin ?? '0')}</td>
              <td className="num">{show(socket?.b ?? row?.borrow ?? '0')}</td>
              <td className="num">{show(socket?.av ?? row?.withoutBorrow ?? '0')}</td>
              <td className="num">{show(socket?.ab ?? row?.withBorrow ?? '0')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
