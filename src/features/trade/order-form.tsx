/**
 * Order entry for every type of spec section 3: limit, market, stop-limit, stop-market, multi-limit and
 * OCO; for margin and futures also leverage, reduce-only, take-profit and stop-loss, the position side in
 * hedge mode and the max amount. Inputs are checked against the market's precision and limits before
 * sending; the server's field errors (codes 32 amount, 33 price, 37 balance) land on their fields. A failed
 * order keeps everything the user typed, and the button stays disabled while an order is on its way. Each order
 * carries a client order id; after an uncertain failure (a 5xx, a lost connection, a 200 whose body cannot be read)
 * the form looks the order up by that id and says whether it was placed (order-submission.ts, order-outcome.tsx), and
 * sending the same values again re-uses the id, so the server's duplicate check stops a second order. A field
 * whose text cannot be read (DecimalField) holds no value and stops the order with its reason, the optional
 * take-profit and stop-loss too: an order never goes out without, or with another number than, what is on screen.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import type { ZodMiniType } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import {
  placeFuturesLimitOrder,
  placeFuturesMarketOrder,
  placeFuturesOcoOrder,
  placeFuturesStopLimitOrder,
  placeFuturesStopMarketOrder,
  placeMarginLimitOrder,
  placeMarginMarketOrder,
  placeMarginOcoOrder,
  placeMarginStopLimitOrder,
  placeMarginStopMarketOrder,
  placeSpotLimitOrder,
  placeSpotMarketOrder,
  placeSpotOcoOrder,
  placeSpotStopLimitOrder,
  placeSpotStockMarketOrder,
  placeSpotStopMarketOrder,
  useGetFuturesHedgeMode,
  useGetLeverage,
  useGetMarginMaxAmount,
  useUpdateLeverage,
} from '../../../generated/api/trade/trade';
import { useListBalances } from '../../../generated/api/balances/balances';
import type { OcoOrderResponse } from '../../../generated/api/model/ocoOrderResponse.zod';
import type { OrderResponse } from '../../../generated/api/model/orderResponse.zod';
import {
  PlaceSpotLimitOrderBody,
  PlaceSpotMarketOrderBody,
  PlaceSpotOcoOrderBody,
  PlaceSpotStopLimitOrderBody,
  PlaceSpotStopMarketOrderBody,
} from '../../../generated/api/trade/trade.zod';
import type { Market } from '../../../generated/api/model/market.zod';
import { ErrorCode } from '../../../generated/errors/error-codes';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { formatDecimal } from '../../lib/format/number-format';
import { loginPath } from '../../lib/navigation/safe-redirect';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { notify } from '../../lib/toast/toast';
import { DecimalField } from './decimal-field';
import { StalePriceWarning } from './stale-price-warning';
import {
  MULTI_LIMIT_MAX,
  MULTI_LIMIT_MIN,
  ORDER_TYPES,
  PERCENT_SHORTCUTS,
  type FieldError,
  type OrderSide,
  type OrderType,
} from './order-types';
import { OrderOutcomeView, type OrderOutcome, type OrderRow, type PlacedOrder } from './order-outcome';
import { failureKind, newClientOrderId, reconcile } from './order-submission';
import { useSubAccountRefusal } from './use-sub-account-permission';
import { conditionalOrdersKey, openOrdersKey, readOrderPage } from './use-open-orders';
import { loadOrderLogic, orderLogic, usePreloadOrderLogic, withOrderLogic, type OrderLogic } from './use-order-logic';
import type { TradeKind } from './use-trade-market';
import { PageLink } from '../../ui/app-link';
import { SegmentedControl } from '../../ui/segmented-control';
import { usePanelTranslation } from './panel-namespaces';

type Field =
  'price' | 'amount' | 'total' | 'activationPrice' | 'stopLimitPrice' | 'priceFrom' | 'priceTo' | 'count' | 'takeProfit' | 'stopLoss';
type Values = Record<Field, string>;
const EMPTY: Values = {
  price: '',
  amount: '',
  total: '',
  activationPrice: '',
  stopLimitPrice: '',
  priceFrom: '',
  priceTo: '',
  count: '5',
  takeProfit: '',
  stopLoss: '',
};
const LEVERAGES = [1, 2, 3, 5, 10, 20, 50, 100] as const;
const SIDE_CODE = { sell: 1, buy: 2 } as const;
const SIDES: readonly OrderSide[] = ['buy', 'sell'];
const POSITION_SIDES = ['LONG', 'SHORT'] as const;

/** The fields each order type asks for, in display order. */
const FIELDS: Record<OrderType, Field[]> = {
  limit: ['price', 'amount', 'total'],
  market: ['amount'],
  stopLimit: ['activationPrice', 'price', 'amount', 'total'],
  stopMarket: ['activationPrice', 'amount'],
  multiLimit: ['priceFrom', 'priceTo', 'count', 'amount'],
  oco: ['price', 'activationPrice', 'stopLimitPrice', 'amount'],
};

const ALL_FIELDS = Object.keys(EMPTY) as Field[];
/** The fields the server's codes belong to (spec section 8: 32 amount, 33 price, 37 balance). */
const CODE_FIELDS: Partial<Record<number, Field>> = {
  [ErrorCode.ErrPrice]: 'price',
  [ErrorCode.ErrAmount]: 'amount',
  [ErrorCode.NotEnoughBalance]: 'amount',
};

/** The order body of each type, for its fields' contract rules (the three kinds share them). */
const BODIES = {
  limit: PlaceSpotLimitOrderBody,
  market: PlaceSpotMarketOrderBody,
  stopLimit: PlaceSpotStopLimitOrderBody,
  stopMarket: PlaceSpotStopMarketOrderBody,
  multiLimit: PlaceSpotLimitOrderBody,
  oco: PlaceSpotOcoOrderBody,
} as const;

/** One order of a submit: its body without the client order id, and its call. */
interface PlannedOrder {
  body: { amount: string; price?: string };
  send(clientOrderId: string): Promise<OrderResponse | OcoOrderResponse>;
}

const planned = <B extends { amount: string; price?: string }>(
  body: B,
  send: (body: B & { clientOrderId: string }) => Promise<OrderResponse | OcoOrderResponse>,
): PlannedOrder => ({ body, send: (clientOrderId) => send({ ...body, clientOrderId }) });

/** The client order ids of what the user asked for (kind, type, bodies), kept while the same values are sent again. */
interface Intent {
  key: string;
  ids: string[];
  /** The orders of the batch placed so far, by index: a resend leaves them out. */
  placed: Map<number, PlacedOrder>;
}

function placedOf(answer: OrderResponse | OcoOrderResponse): PlacedOrder {
  const data = answer.data;
  if ('take_profit' in data) return { id: data.id, price: data.take_profit.price, amount: data.take_profit.amount };
  return { id: data.id, price: data.price, amount: data.amount };
}

/** One schema per order type, made the first time the type is shown (made at every render, it cost a slow phone ms). */
const ORDER_SCHEMAS = new Map<OrderType, $ZodType<unknown, Values>>();

/**
 * The schema of a type's form: its body's rules for the fields the body has (amount, prices), the form's own
 * fields (total, a multi-limit's range and count, take-profit and stop-loss) as text that the market's checks
 * read. Fields the type does not show are not in it.
 */
function orderSchema(type: OrderType): $ZodType<unknown, Values> {
  let schema = ORDER_SCHEMAS.get(type);
  if (!schema) {
    const shape = BODIES[type].shape as Record<string, ZodMiniType>;
    schema = z.object(
      Object.fromEntries([...FIELDS[type], 'takeProfit', 'stopLoss'].map((f) => [f, shape[f] ?? z.string()])),
    ) as unknown as $ZodType<unknown, Values>;
    ORDER_SCHEMAS.set(type, schema);
  }
  return schema;
}

export interface OrderFormProps {
  market: Market;
  kind: TradeKind;
  /** A price or amount picked in the order book. */
  picked?: { price?: string; amount?: string; at: number };
}

export function OrderForm({ market, kind, picked }: OrderFormProps) {
  const { t, i18n } = usePanelTranslation();
  const { loggedIn } = useSessionSnapshot();
  const queryClient = useQueryClient();
  const formId = useId();
  const [side, setSide] = useState<OrderSide>('buy');
  const [type, setType] = useState<OrderType>('limit');
  const form = useContractForm<Values>({
    schema: orderSchema(type),
    defaultValues: { ...EMPTY, price: market.lastPrice },
    // The market's rules (precision, limits, the balance) come with the order logic, loaded before any submit.
    checks: (v) => {
      const logic = orderLogic();
      return logic ? validate(logic, v) : {};
    },
  });
  const values = useWatch({ control: form.control }) as Values;
  const errors = form.formState.errors;
  const [reduceOnly, setReduceOnly] = useState(false);
  const [positionSide, setPositionSide] = useState<'LONG' | 'SHORT'>('LONG');
  const collateral = kind !== 'spot';
  // A sub-account's session may not trade what its permissions leave out: the form says why and takes no order.
  const refusal = useSubAccountRefusal(kind);

  const balances = useListBalances({ query: { enabled: loggedIn } });
  const leverage = useGetLeverage({ query: { enabled: loggedIn && collateral } });
  const hedgeMode = useGetFuturesHedgeMode({ query: { enabled: loggedIn && kind === 'futures' } });
  const maxAmount = useGetMarginMaxAmount(
    { market: market.market, side: SIDE_CODE[side], ...(values.price ? { price: values.price } : {}) },
    { query: { enabled: loggedIn && collateral, staleTime: 5_000 } },
  );
  const updateLeverage = useUpdateLeverage({
    mutation: { onSuccess: () => void leverage.refetch(), onError: () => notify.error(t('form.leverageFailed')) },
  });

  usePreloadOrderLogic();

  // A level picked in the order book fills the price (and the amount when an amount was clicked).
  useEffect(() => {
    if (!picked) return;
    withOrderLogic(({ totalOf }) => {
      if (picked.price) form.setValue('price', picked.price);
      if (picked.amount) form.setValue('amount', picked.amount);
      form.setValue('total', totalOf(form.getValues('price'), form.getValues('amount'), market.moneyPrec));
    });
  }, [picked, market.moneyPrec, form]);

  const balanceRow = balances.data?.data;
  const available = (ticker: string) => balanceRow?.find((b) => b.ticker === ticker)?.spotAvailable ?? (balanceRow ? '0' : undefined);
  const spendTicker = side === 'buy' ? market.money : market.stock;
  const spendAvailable = collateral ? undefined : available(spendTicker);
  const referencePrice = type === 'market' || type === 'stopMarket' ? market.lastPrice : values.price;

  // Why a field's text was refused (DecimalField): it holds '' meanwhile. A value set in its place (a pick, a
  // percentage, a total) shows in the field and ends the refusal, so a refusal counts only while the value is ''.
  const refusals = useRef<Partial<Record<Field, string>>>({});

  // The fields' text is read by the logic chunk before it gets here (DecimalField), so it is loaded.
  const set = (field: Field, value: string, refusal?: string) => {
    if (refusal) refusals.current[field] = refusal;
    else delete refusals.current[field];
    form.clearErrors(field);
    form.clearErrors('root');
    form.setValue(field, value, { shouldDirty: true });
    withOrderLogic(({ totalOf, amountOf }) => {
      const v = form.getValues();
      if (field === 'price' || field === 'amount') form.setValue('total', totalOf(v.price, v.amount, market.moneyPrec));
      if (field === 'total') form.setValue('amount', amountOf(value, v.price, market.stockPrec));
    });
  };

  // A field the new type does not show goes, and its refused text with it: shown again, it starts empty.
  const chooseType = (next: OrderType) => {
    for (const field of Object.keys(refusals.current) as Field[])
      if (!FIELDS[next].includes(field) && field !== 'takeProfit' && field !== 'stopLoss') delete refusals.current[field];
    setType(next);
  };

  const applyPercent = (percent: number) => {
    const base = collateral ? (maxAmount.data?.data.amount ?? '0') : (spendAvailable ?? '0');
    withOrderLogic(({ amountForPercent }) =>
      set('amount', amountForPercent(percent, collateral ? 'sell' : side, base, referencePrice, market.stockPrec)),
    );
  };

  const intent = useRef<Intent | undefined>(undefined);
  const [outcome, setOutcome] = useState<OrderOutcome | undefined>();

  /** The orders the values ask for, each with its call: one, or a multi-limit's several. */
  const plan = async (v: Values): Promise<PlannedOrder[]> => {
    const common = { market: market.market, side: SIDE_CODE[side], amount: v.amount };
    const extra = collateral
      ? {
          ...(reduceOnly ? { reduce_only: true } : {}),
          ...(kind === 'futures' && hedgeMode.data?.data.hedgeMode ? { positionSide } : {}),
          ...(v.takeProfit ? { takeProfit: v.takeProfit } : {}),
          ...(v.stopLoss ? { stopLoss: v.stopLoss } : {}),
        }
      : {};
    const limit = kind === 'spot' ? placeSpotLimitOrder : kind === 'margin' ? placeMarginLimitOrder : placeFuturesLimitOrder;
    switch (type) {
      case 'limit':
        return [planned({ ...common, price: v.price, ...extra }, limit)];
      case 'market': {
        // The amount field is in the stock. A spot market buy of an amount of stock is the contract's stock-market
        // order: a plain spot market buy takes the money to spend.
        const spot = side === 'buy' ? placeSpotStockMarketOrder : placeSpotMarketOrder;
        const fn = kind === 'spot' ? spot : kind === 'margin' ? placeMarginMarketOrder : placeFuturesMarketOrder;
        return [planned({ ...common, ...extra }, fn)];
      }
      case 'stopLimit': {
        const fn = kind === 'spot' ? placeSpotStopLimitOrder : kind === 'margin' ? placeMarginStopLimitOrder : placeFuturesStopLimitOrder;
        return [planned({ ...common, price: v.price, activationPrice: v.activationPrice, ...extra }, fn)];
      }
      case 'stopMarket': {
        const fn =
          kind === 'spot' ? placeSpotStopMarketOrder : kind === 'margin' ? placeMarginStopMarketOrder : placeFuturesStopMarketOrder;
        return [planned({ ...common, activationPrice: v.activationPrice, ...extra }, fn)];
      }
      case 'oco': {
        const fn = kind === 'spot' ? placeSpotOcoOrder : kind === 'margin' ? placeMarginOcoOrder : placeFuturesOcoOrder;
        return [planned({ ...common, price: v.price, activationPrice: v.activationPrice, stopLimitPrice: v.stopLimitPrice, ...extra }, fn)];
      }
      case 'multiLimit': {
        const { multiLimitOrders } = await loadOrderLogic();
        return multiLimitOrders(v.priceFrom, v.priceTo, Number(v.count), v.amount, market).map((order) =>
          planned({ ...common, ...order, ...extra }, limit),
        );
      }
    }
  };

  /**
   * Sends the orders one after another (the http kernel sends non-GET calls one at a time anyway) and stops at the
   * first failure; the orders of an uncertain one are then looked up by their client order ids.
   */
  const sendOrders = async (v: Values): Promise<OrderOutcome> => {
    const orders = await plan(v);
    const key = JSON.stringify([kind, type, orders.map((o) => o.body)]);
    if (intent.current?.key !== key) {
      const base = newClientOrderId();
      intent.current = { key, ids: orders.map((_, i) => (orders.length > 1 ? `${base}-${i + 1}` : base)), placed: new Map() };
    }
    const { ids, placed } = intent.current;
    const rows: OrderRow[] = orders.map((o, i) => {
      const earlier = placed.get(i);
      return {
        clientOrderId: ids[i]!,
        price: o.body.price,
        amount: o.body.amount,
        fate: earlier ? { status: 'placed', order: earlier, via: 'earlier' } : { status: 'notPlaced' },
      };
    });
    for (const [i, order] of orders.entries()) {
      if (placed.has(i)) continue;
      try {
        const answer = placedOf(await order.send(ids[i]!));
        placed.set(i, answer);
        rows[i]!.fate = { status: 'placed', order: answer, via: 'answer' };
      } catch (error) {
        rows[i]!.fate = failureKind(error) === 'uncertain' ? { status: 'uncertain' } : { status: 'rejected', error };
        break;
      }
    }
    const uncertain = rows.filter((row) => row.fate.status === 'uncertain');
    if (uncertain.length > 0) {
      setOutcome({ checking: true, batch: orders.length > 1, side, rows: [...rows] });
      const found = await reconcile(
        uncertain.map((row) => row.clientOrderId),
        (list, offset) => readOrderPage(market.tradeMarketName, kind, list, offset),
      );
      for (const row of uncertain) {
        const result = found.get(row.clientOrderId);
        if (result?.status === 'placed') {
          const order = { id: result.order.id, price: result.order.price, amount: result.order.amount };
          placed.set(rows.indexOf(row), order);
          row.fate = { status: 'placed', order, via: 'lookUp' };
        } else row.fate = { status: result?.status ?? 'unknown' };
      }
    }
    return { checking: false, batch: orders.length > 1, side, rows };
  };

  /** Says what happened: the plain success and refusal as before, anything else (or any batch not placed at once) in the outcome. */
  const present = (result: OrderOutcome) => {
    const { rows } = result;
    const placedNow = rows.filter((row) => row.fate.status === 'placed' && row.fate.via !== 'earlier').length;
    const allPlaced = rows.every((row) => row.fate.status === 'placed');
    if (placedNow > 0) {
      void queryClient.invalidateQueries({ queryKey: openOrdersKey(market.tradeMarketName, kind) });
      void queryClient.invalidateQueries({ queryKey: conditionalOrdersKey(market.tradeMarketName) });
      void balances.refetch();
    }
    if (allPlaced) intent.current = undefined;
    if (allPlaced && !rows.some((row) => row.fate.status === 'placed' && row.fate.via === 'lookUp')) {
      setOutcome(undefined);
      notify.success(t('form.placed', { count: placedNow }));
      form.setValue('amount', '');
      form.setValue('total', '');
      return;
    }
    const rejected = rows.find((row) => row.fate.status === 'rejected');
    if (rejected?.fate.status === 'rejected' && !rows.some((row) => row.fate.status === 'placed')) {
      // The server's definite no before anything was placed: a new intent, the fields as before.
      intent.current = undefined;
      setOutcome(undefined);
      putServerErrors(form, rejected.fate.error, { fields: ALL_FIELDS, codeFields: CODE_FIELDS, onForm: true });
      return;
    }
    // Everything typed stays: after "placed" the values are there for the next order, after the others for a resend.
    setOutcome(result);
  };

  const place = useMutation({
    mutationFn: sendOrders,
    onSuccess: present,
    // Everything typed stays; the server's field errors and codes go to their fields, anything else above the button.
    onError: (error) => {
      setOutcome(undefined);
      putServerErrors(form, error, { fields: ALL_FIELDS, codeFields: CODE_FIELDS, onForm: true });
    },
  });

  function validate(
    { checkAmount, checkBalance, checkPrice, checkTotal, totalOf }: OrderLogic,
    values: Values,
  ): Partial<Record<Field | 'root', string>> {
    const found: Partial<Record<Field | 'form', FieldError | undefined>> = {};
    const fields = FIELDS[type];
    if (fields.includes('price')) found.price = checkPrice(values.price, market);
    if (fields.includes('activationPrice')) found.activationPrice = checkPrice(values.activationPrice, market);
    if (fields.includes('stopLimitPrice')) found.stopLimitPrice = checkPrice(values.stopLimitPrice, market);
    if (fields.includes('priceFrom')) found.priceFrom = checkPrice(values.priceFrom, market);
    if (fields.includes('priceTo')) found.priceTo = checkPrice(values.priceTo, market);
    if (type === 'multiLimit') {
      const count = Number(values.count);
      if (!Number.isInteger(count) || count < MULTI_LIMIT_MIN || count > MULTI_LIMIT_MAX)
        found.count = { key: 'form.errors.count', values: { min: String(MULTI_LIMIT_MIN), max: String(MULTI_LIMIT_MAX) } };
    }
    found.amount = checkAmount(values.amount, market);
    const total = type === 'limit' || type === 'stopLimit' ? values.total : totalOf(referencePrice, values.amount, market.moneyPrec);
    if (!found.amount && !found.price) found.total = checkTotal(total, market);
    if (!found.amount && !found.total) found.amount = checkBalance(side, values.amount, total, spendAvailable, market);
    if (values.takeProfit) found.takeProfit = checkPrice(values.takeProfit, market);
    if (values.stopLoss) found.stopLoss = checkPrice(values.stopLoss, market);
    const messages: Partial<Record<Field | 'root', string>> = {};
    for (const [field, error] of Object.entries(found)) if (error) messages[field as Field] = t(error.key, error.values);
    const shown: Field[] = collateral ? [...fields, 'takeProfit', 'stopLoss'] : fields;
    for (const [field, refusal] of Object.entries(refusals.current) as [Field, string][])
      if (shown.includes(field) && values[field] === '') messages[field] = refusal;
    return messages;
  }

  const formElement = useRef<HTMLFormElement>(null);
  // A submit before the logic chunk arrived is made again once it has, after the render that applies what
  // was typed meanwhile (see DecimalField): the values checked are then the ones on screen.
  const [submitWhenReady, setSubmitWhenReady] = useState(false);
  useEffect(() => {
    if (!submitWhenReady) return;
    setSubmitWhenReady(false);
    formElement.current?.requestSubmit();
  }, [submitWhenReady]);

  // One order per intent whatever the click or Enter rate: the guard is a ref, set in the same task as the submit event
  // and before anything asynchronous (the checks, the logic chunk, the call); state shows only from the next render.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const hold = (on: boolean) => {
    inFlight.current = on;
    setBusy(on);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    hold(true);
    if (!orderLogic()) {
      void loadOrderLogic().then(
        () => {
          hold(false);
          setSubmitWhenReady(true);
        },
        () => {
          hold(false);
          form.setError('root', { type: 'server', message: t('form.errors.network') });
        },
      );
      return;
    }
    setOutcome(undefined);
    void form
      .handleSubmit((checked) => place.mutateAsync(checked).catch(() => undefined))(event)
      .finally(() => hold(false));
  };

  const label = (field: Field) =>
    t(`form.fields.${field}`, { ticker: field === 'amount' ? market.stock : field === 'total' ? market.money : market.money });
  const precisionOf = (field: Field) => (field === 'amount' ? market.stockPrec : field === 'count' ? 0 : market.moneyPrec);
  const suffixOf = (field: Field) => (field === 'amount' ? market.stock : field === 'count' ? undefined : market.money);

  return (
    <section className="panel order-form" aria-labelledby={`${formId}-title`} data-testid="order-form">
      <h2 id={`${formId}-title`} className="visually-hidden">
        {t('form.title')}
      </h2>
      <StalePriceWarning market={market} />
      <SegmentedControl
        variant="radio"
        className="segmented segmented--sides"
        aria-label={t('form.side')}
        items={SIDES.map((s) => ({ value: s, label: t(`side.${s}`), className: `side-${s}`, testId: `side-${s}` }))}
        value={side}
        onChange={setSide}
      />
      <label className="field">
        <span className="field__label">{t('form.type')}</span>
        <select value={type} onChange={(e) => chooseType(e.target.value as OrderType)} data-testid="order-type">
          {ORDER_TYPES.map((o) => (
            <option key={o} value={o}>
              {t(`form.types.${o}`)}
            </option>
          ))}
        </select>
      </label>
      {collateral && loggedIn && (
        <div className="order-form__collateral">
          <label className="field">
            <span className="field__label">{t('form.leverage')}</span>
            <select
              value={leverage.data?.data.leverage ?? 1}
              disabled={updateLeverage.isPending}
              onChange={(e) => updateLeverage.mutate({ data: { leverage: Number(e.target.value) as (typeof LEVERAGES)[number] } })}
              data-testid="leverage"
            >
              {LEVERAGES.filter((l) => l <= (market.maxLeverage ?? 100)).map((l) => (
                <option key={l} value={l}>
                  {l}×
                </option>
              ))}
            </select>
          </label>
          {kind === 'futures' && hedgeMode.data?.data.hedgeMode && (
            <SegmentedControl
              variant="radio"
              aria-label={t('form.positionSide')}
              items={POSITION_SIDES.map((p) => ({ value: p, label: t(`positionSide.${p}`) }))}
              value={positionSide}
              onChange={setPositionSide}
            />
          )}
        </div>
      )}
      {refusal && (
        <p className="notice notice--warning" role="note" data-testid="order-form-refused">
          {t(kind === 'spot' ? 'form.subAccountNoSpot' : 'form.subAccountNoCollateral', {
            alias: refusal.alias ?? '',
            main: refusal.mainAccount ?? '',
          })}
        </p>
      )}
      <form ref={formElement} className="order-form__fields" onSubmit={submit} noValidate>
        <fieldset className="order-form__fieldset" disabled={refusal !== undefined}>
          {FIELDS[type].map((field) => (
            <DecimalField
              key={field}
              name={field}
              label={label(field)}
              value={values[field] ?? ''}
              precision={precisionOf(field)}
              suffix={suffixOf(field)}
              error={errors[field]?.message}
              onChange={(v, refusal) => set(field, v, refusal)}
            />
          ))}
          <div className="percent-shortcuts" role="group" aria-label={t('form.percent')}>
            {PERCENT_SHORTCUTS.map((p) => (
              <button key={p} type="button" className="chip" onClick={() => applyPercent(p)} disabled={!loggedIn}>
                {p}%
              </button>
            ))}
          </div>
          {collateral && (
            <>
              <DecimalField
                name="takeProfit"
                label={t('form.fields.takeProfit')}
                value={values.takeProfit ?? ''}
                precision={market.moneyPrec}
                suffix={market.money}
                error={errors.takeProfit?.message}
                onChange={(v, refusal) => set('takeProfit', v, refusal)}
              />
              <DecimalField
                name="stopLoss"
                label={t('form.fields.stopLoss')}
                value={values.stopLoss ?? ''}
                precision={market.moneyPrec}
                suffix={market.money}
                error={errors.stopLoss?.message}
                onChange={(v, refusal) => set('stopLoss', v, refusal)}
              />
              <label className="checkbox">
                <input type="checkbox" checked={reduceOnly} onChange={(e) => setReduceOnly(e.target.checked)} data-testid="reduce-only" />
                {t('form.reduceOnly')}
              </label>
            </>
          )}
          <dl className="order-form__facts">
            {!collateral && spendAvailable !== undefined && (
              <div>
                <dt>{t('form.available')}</dt>
                <dd data-testid="available">
                  {formatDecimal(spendAvailable, i18n.language, { max: side === 'buy' ? market.moneyPrec : market.stockPrec })}{' '}
                  {spendTicker}
                </dd>
              </div>
            )}
            {collateral && maxAmount.data && (
              <div>
                <dt>{t('form.maxAmount')}</dt>
                <dd>
                  {formatDecimal(maxAmount.data.data.amount, i18n.language, { max: market.stockPrec })} {market.stock}
                </dd>
              </div>
            )}
            <div>
              <dt>{t('form.fee')}</dt>
              <dd>
                {t('form.feeValue', {
                  maker: formatDecimal(market.makerFee, i18n.language),
                  taker: formatDecimal(market.takerFee, i18n.language),
                })}
              </dd>
            </div>
          </dl>
          {errors.root && (
            <p className="field__error" role="alert" data-testid="order-form-error">
              {errors.root.message}
            </p>
          )}
          {outcome && <OrderOutcomeView outcome={outcome} market={market} kind={kind} />}
          {loggedIn ? (
            <button
              type="submit"
              className={`button button--${side}`}
              disabled={busy || !market.tradesEnabled || refusal !== undefined}
              aria-busy={busy}
              data-testid="place-order"
            >
              {t(side === 'buy' ? 'form.buy' : 'form.sell', { ticker: market.stock })}
            </button>
          ) : (
            <PageLink className="button" href={loginPath(location.pathname + location.search)}>
              {t('form.loginToTrade')}
            </PageLink>
          )}
        </fieldset>
      </form>
    </section>
  );
}
