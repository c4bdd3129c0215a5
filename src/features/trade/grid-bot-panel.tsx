/**
 * The grid bot panel of the trade page (spot): the range (lower and upper price), the number of grid lines, the
 * investment in the quote asset and the spacing (arithmetic or geometric). "Show forecast" checks the settings on the
 * contract's create body and asks the forecast call for the orders the bot would place and its profit per grid; the
 * bot is created from that forecast, and any change of a setting asks for a new one first. The server's refusals
 * (32 investment, 33 prices, 37 balance, a 422's fields) land on their fields, with what was typed kept. Loaded with
 * its own chunk when the user opens the panel, never with the trade page.
 */
import { useQueryClient } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { getListBalancesQueryKey } from '../../../generated/api/balances/balances';
import { getListGridBotsQueryKey, useCreateGridBot, useGetGridOrdersForecast } from '../../../generated/api/grid-bots/grid-bots';
import {
  CreateGridBotBody,
  createGridBotBodyGridCountMax,
  createGridBotBodyGridCountMin,
} from '../../../generated/api/grid-bots/grid-bots.zod';
import type { Market } from '../../../generated/api/model/market.zod';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { formatDecimal } from '../../lib/format/number-format';
import { loginPath } from '../../lib/navigation/safe-redirect';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { notify } from '../../lib/toast/toast';
import { PageLink } from '../../ui/app-link';
import { FormAmountField } from '../../ui/form-amount-field';
import { SegmentedControl } from '../../ui/segmented-control';

type Values = z.input<typeof CreateGridBotBody>;
const FIELDS = ['lowerPrice', 'upperPrice', 'gridCount', 'gridType', 'investment'] as const;
/** The catalogue's codes of a refused bot, on the field they are about. */
const CODE_FIELDS = { 32: 'investment', 33: 'lowerPrice', 37: 'investment' } as const;
const GRID_TYPES = ['arithmetic', 'geometric'] as const;

export function GridBotPanel({ market, pair }: { market: Market; pair: string }) {
  const { t } = useTranslation('grid-bots');
  const { loggedIn } = useSessionSnapshot();
  if (!loggedIn)
    return (
      <p className="query-state">
        <PageLink href={loginPath(location.pathname + location.search)}>{t('login')}</PageLink>
      </p>
    );
  return <GridBotForm market={market} pair={pair} />;
}

function GridBotForm({ market, pair }: { market: Market; pair: string }) {
  const { t, i18n } = useTranslation('grid-bots');
  const lng = i18n.language;
  const queryClient = useQueryClient();
  const create = useCreateGridBot();
  const form = useContractForm<Values>({
    schema: CreateGridBotBody,
    defaultValues: { market: pair, marketType: 0, gridType: 'arithmetic', gridCount: 10, lowerPrice: '', upperPrice: '', investment: '' },
    checks: ({ lowerPrice, upperPrice }) => ({
      upperPrice: new Decimal(upperPrice).lte(lowerPrice) ? t('errors.range') : undefined,
    }),
  });
  // The settings the forecast shown is for; a change of any of them hides it until it is asked for again.
  const [preview, setPreview] = useState<Values>();
  useEffect(() => {
    const watching = form.watch(() => setPreview(undefined));
    return () => watching.unsubscribe();
  }, [form]);

  const forecast = useGetGridOrdersForecast(
    {
      market: pair,
      marketType: 0,
      lowerPrice: preview?.lowerPrice ?? '0',
      upperPrice: preview?.upperPrice ?? '0',
      gridCount: preview?.gridCount ?? createGridBotBodyGridCountMin,
      gridType: preview?.gridType,
      investment: preview?.investment ?? '0',
    },
    { query: { enabled: preview !== undefined, retry: false, staleTime: 0 } },
  );
  const refused = forecast.error;
  useEffect(() => {
    if (!refused) return;
    putServerErrors(form, refused, { fields: [...FIELDS], codeFields: CODE_FIELDS, onForm: true });
  }, [refused, form]);

  const showForecast = form.handleSubmit((checked) => {
    setPreview(checked);
    // The same settings again after a refusal: ask again.
    if (forecast.isError) void forecast.refetch();
  });
  const createBot = () => {
    if (!preview) return;
    create.mutate(
      { data: preview },
      {
        onSuccess: () => {
          notify.success(t('created', { pair: pair.replace('-', '/') }));
          setPreview(undefined);
          void queryClient.invalidateQueries({ queryKey: getListGridBotsQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getListBalancesQueryKey() });
        },
        onError: (error) => putServerErrors(form, error, { fields: [...FIELDS], codeFields: CODE_FIELDS, onForm: true }),
      },
    );
  };

  const plan = preview && forecast.data?.data;
  const gridType = useWatch({ control: form.control, name: 'gridType' });
  const countError = form.formState.errors.gridCount?.message;
  /** The prices and the investment: amounts of the quote asset. */
  const quoteField = (name: 'lowerPrice' | 'upperPrice' | 'investment', inputName: string) => (
    <FormAmountField
      control={form.control}
      name={name}
      inputName={inputName}
      label={t(`fields.${name}`)}
      precision={market.moneyPrec}
      suffix={market.money}
    />
  );
  return (
    <form className="form grid-bot__form" onSubmit={showForecast} noValidate aria-label={t('title')} data-testid="grid-bot-form">
      {quoteField('lowerPrice', 'grid-lower-price')}
      {quoteField('upperPrice', 'grid-upper-price')}
      <label className="field">
        <span className="field__label">{t('fields.gridCount')}</span>
        <input
          type="number"
          inputMode="numeric"
          min={createGridBotBodyGridCountMin}
          max={createGridBotBodyGridCountMax}
          step={1}
          aria-invalid={countError ? true : undefined}
          aria-describedby="grid-count-hint"
          data-testid="grid-count-input"
          {...form.register('gridCount', { valueAsNumber: true })}
        />
        <span id="grid-count-hint" className="field__hint" role={countError ? 'alert' : undefined} data-testid="grid-count-error">
          {countError ?? t('fields.gridCountHint', { min: createGridBotBodyGridCountMin, max: createGridBotBodyGridCountMax })}
        </span>
      </label>
      <SegmentedControl
        variant="radio"
        aria-label={t('fields.gridType')}
        items={GRID_TYPES.map((type) => ({ value: type, label: t(`types.${type}`), testId: `grid-type-${type}` }))}
        value={gridType}
        onChange={(type) => form.setValue('gridType', type, { shouldDirty: true })}
      />
      {quoteField('investment', 'grid-investment')}
      {form.formState.errors.root?.message && (
        <p className="form__error" role="alert" data-testid="grid-bot-error">
          {form.formState.errors.root.message}
        </p>
      )}
      <button type="submit" className="button" disabled={preview !== undefined && forecast.isFetching} data-testid="grid-forecast">
        {t('forecast.show')}
      </button>
      {plan && (
        <div className="grid-bot__forecast" data-testid="grid-forecast-result">
          <h3>{t('forecast.title', { count: plan.orders.length })}</h3>
          <p>
            {t('forecast.profit', {
              min: formatDecimal(plan.profitPerGridMin, lng, { max: 2 }),
              max: formatDecimal(plan.profitPerGridMax, lng, { max: 2 }),
            })}
          </p>
          <table className="compact-table">
            <thead>
              <tr>
                <th scope="col">{t('columns.side')}</th>
                <th scope="col">{t('columns.price')}</th>
                <th scope="col">{t('columns.amount', { ticker: market.stock })}</th>
                <th scope="col">{t('columns.total', { ticker: market.money })}</th>
              </tr>
            </thead>
            <tbody>
              {plan.orders.map((order) => (
                <tr key={order.price} data-testid="grid-forecast-order" data-side={order.side}>
                  <td className={order.side === 2 ? 'up' : 'down'}>{t(order.side === 2 ? 'sides.buy' : 'sides.sell')}</td>
                  <td className="num">{formatDecimal(order.price, lng, { max: market.moneyPrec })}</td>
                  <td className="num">{formatDecimal(order.amount, lng, { max: market.stockPrec })}</td>
                  <td className="num">
                    {formatDecimal(new Decimal(order.price).mul(order.amount).toFixed(market.moneyPrec, Decimal.ROUND_DOWN), lng, {
                      max: market.moneyPrec,
                    })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <button
            type="button"
            className="button button--primary"
            onClick={createBot}
            disabled={create.isPending}
            data-testid="grid-create"
          >
            {t('create')}
          </button>
        </div>
      )}
    </form>
  );
}
