/**
 * Creating and editing an auto-invest plan: useContractForm over the contract's create body (the edit body is the
 * same). What may be chosen comes from the server: the quote currencies and the assets each may buy (listAutoInvestAssets),
 * the least and most per purchase and its decimals (getAutoInvestLimits), the periods and the most assets per plan
 * (getAutoInvestSettings). Assets take whole percentages summing to 100 (one asset at 100 %); the schedule is in UTC.
 * Once the amount and the shares are right, the form shows what a purchase made now would buy
 * (calculateAutoInvestPlan). A failed call keeps every value; a 422 lands on its field, anything else is the toast with
 * the call's catalogue code.
 */
import { useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  calculateAutoInvestPlan,
  getGetAutoInvestPlanQueryKey,
  getListAutoInvestPlansQueryKey,
  useCreateAutoInvestPlan,
  useEditAutoInvestPlan,
  useGetAutoInvestLimits,
  useGetAutoInvestSettings,
  useListAutoInvestAssets,
} from '../../../generated/api/auto-invest/auto-invest';
import { CreateAutoInvestPlanBody } from '../../../generated/api/auto-invest/auto-invest.zod';
import type { AutoInvestLimit } from '../../../generated/api/model/autoInvestLimit.zod';
import type { AutoInvestPlanRequest } from '../../../generated/api/model/autoInvestPlanRequest.zod';
import type { AutoInvestQuoteAssets } from '../../../generated/api/model/autoInvestQuoteAssets.zod';
import type { AutoInvestSettings } from '../../../generated/api/model/autoInvestSettings.zod';
import { useFailureToast } from '../../lib/errors/use-failure-toast';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { ApiError } from '../../lib/http/errors';
import { formatDecimal } from '../../lib/format/number-format';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { notify } from '../../lib/toast/toast';
import type { AppPath } from '../../ui/app-link';
import { FormAmountField } from '../../ui/form-amount-field';
import { FormField } from '../../ui/form-field';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { useSettled } from '../../lib/time/use-settled';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** The amount and shares settle this long before the purchase is calculated. */
export const CALCULATE_DEBOUNCE_MS = 400;
const optionalNumber = (value: unknown) => (value === '' || value === undefined || value === null ? undefined : Number(value));

export const EMPTY_PLAN: AutoInvestPlanRequest = {
  quote: 'USDT',
  amount: '',
  assets: [{ ticker: 'BTC', percent: 100 }],
  schedule: { period: 'daily', time: '09:00' },
};

/** The form once the server has said what may be chosen. */
export function PlanForm({ plan, id, base }: { plan: AutoInvestPlanRequest; id?: number; base: AppPath }) {
  const choices = useListAutoInvestAssets({ query: { staleTime: 5 * 60_000 } });
  const limits = useGetAutoInvestLimits({ query: { staleTime: 5 * 60_000 } });
  const settings = useGetAutoInvestSettings({ query: { staleTime: 5 * 60_000 } });
  const failed = choices.error ?? limits.error ?? settings.error;
  useFailureToast(failed);
  if (failed)
    return (
      <QueryError error={failed} onRetry={() => [choices, limits, settings].filter((q) => q.isError).forEach((q) => void q.refetch())} />
    );
  if (!choices.data || !limits.data || !settings.data) return <QueryLoading />;
  return <PlanFields plan={plan} id={id} base={base} choices={choices.data.data} limits={limits.data.data} settings={settings.data.data} />;
}

function PlanFields({
  plan,
  id,
  base,
  choices,
  limits,
  settings,
}: {
  plan: AutoInvestPlanRequest;
  id?: number;
  base: AppPath;
  choices: AutoInvestQuoteAssets[];
  limits: AutoInvestLimit[];
  settings: AutoInvestSettings;
}) {
  const { t, i18n } = useTranslation('auto-invest');
  const locale = i18n.language;
  const navigate = useNavigate();
  const { prefix } = useLocalizedPath();
  const queryClient = useQueryClient();
  const create = useCreateAutoInvestPlan();
  const edit = useEditAutoInvestPlan();
  const limitOf = (quote: string) => limits.find((l) => l.quote === quote);
  const form = useContractForm<AutoInvestPlanRequest>({
    schema: CreateAutoInvestPlanBody,
    defaultValues: plan,
    checks: (values) => {
      const limit = limitOf(values.quote);
      const amount = new Decimal(values.amount || 0);
      return {
        assets:
          values.assets.reduce((sum, a) => sum + a.percent, 0) !== 100
            ? t('form.percentSum')
            : new Set(values.assets.map((a) => a.ticker)).size !== values.assets.length
              ? t('form.assetTwice')
              : undefined,
        'schedule.weekday': values.schedule.period === 'weekly' && !values.schedule.weekday ? t('form.weekdayRequired') : undefined,
        'schedule.monthDay': values.schedule.period === 'monthly' && !values.schedule.monthDay ? t('form.monthDayRequired') : undefined,
        amount: !amount.gt(0)
          ? t('form.amountPositive')
          : limit && (amount.lt(limit.minAmount) || amount.gt(limit.maxAmount))
            ? t('form.amountLimits', { ...limitText(limit, locale), quote: values.quote })
            : undefined,
      };
    },
  });
  const assets = useFieldArray({ control: form.control, name: 'assets' });
  const quote = form.watch('quote');
  const period = form.watch('schedule.period');
  const limit = limitOf(quote);
  const tickers = choices.find((c) => c.quote === quote)?.assets ?? [];
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async ({ schedule, ...values }) => {
    const data: AutoInvestPlanRequest = {
      ...values,
      schedule: {
        period: schedule.period,
        time: schedule.time,
        ...(schedule.period === 'weekly' ? { weekday: schedule.weekday } : {}),
        ...(schedule.period === 'monthly' ? { monthDay: schedule.monthDay } : {}),
      },
    };
    try {
      const saved = id === undefined ? await create.mutateAsync({ data }) : await edit.mutateAsync({ id, data });
      await queryClient.invalidateQueries({ queryKey: getListAutoInvestPlansQueryKey() });
      queryClient.setQueryData(getGetAutoInvestPlanQueryKey(saved.data.id), saved);
      notify.success(t(id === undefined ? 'form.created' : 'form.saved'));
      await navigate({ href: `${prefix}${base}/${saved.data.id}` });
    } catch (error) {
      putServerErrors(form, error, { fields: ['quote', 'amount', 'assets', 'schedule.time', 'schedule.weekday', 'schedule.monthDay'] });
    }
  });

  return (
    <form
      className="form auto-invest-form"
      onSubmit={submit}
      noValidate
      aria-label={t(id === undefined ? 'form.createTitle' : 'form.editTitle')}
    >
      <FormField label={t('form.quote')} error={errors.quote?.message}>
        {(control) => (
          <select {...control} {...form.register('quote')} data-testid="auto-invest-quote">
            {[...new Set([...choices.map((c) => c.quote), quote])].map((q) => (
              <option key={q} value={q}>
                {q}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormAmountField
        control={form.control}
        name="amount"
        label={t('form.amount', { quote })}
        precision={limit?.decimals ?? 8}
        suffix={quote}
        hint={`${limit ? `${t('form.limits', { ...limitText(limit, locale), quote })} ` : ''}${t('form.amountHint')}`}
      />
      <fieldset className="auto-invest-form__assets" aria-describedby={errors.assets?.message ? 'auto-invest-assets-error' : undefined}>
        <legend>{t('form.assets')}</legend>
        {assets.fields.map((field, index) => (
          <div key={field.id} className="auto-invest-form__asset" data-testid="auto-invest-asset">
            <FormField label={t('form.asset', { index: index + 1 })} error={errors.assets?.[index]?.ticker?.message}>
              {(control) => (
                <select {...control} {...form.register(`assets.${index}.ticker`)}>
                  {[...new Set([...tickers, field.ticker])].map((ticker) => (
                    <option key={ticker} value={ticker}>
                      {ticker}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label={t('form.percent', { index: index + 1 })} error={errors.assets?.[index]?.percent?.message}>
              {(control) => (
                <input
                  {...control}
                  {...form.register(`assets.${index}.percent`, { setValueAs: optionalNumber })}
                  inputMode="numeric"
                  maxLength={3}
                />
              )}
            </FormField>
            {assets.fields.length > 1 && (
              <button type="button" className="button button--small button--secondary" onClick={() => assets.remove(index)}>
                {t('form.removeAsset', { index: index + 1 })}
              </button>
            )}
          </div>
        ))}
        {errors.assets?.message && (
          <span className="field__error" id="auto-invest-assets-error" role="alert">
            {errors.assets.message}
          </span>
        )}
        {assets.fields.length < settings.maxAssets && (
          <button
            type="button"
            className="button button--small button--secondary"
            onClick={() => {
              const chosen = form.getValues('assets');
              const ticker = tickers.find((x) => !chosen.some((a) => a.ticker === x)) ?? '';
              assets.append({ ticker, percent: Math.max(0, 100 - chosen.reduce((sum, a) => sum + (a.percent || 0), 0)) });
            }}
          >
            {t('form.addAsset')}
          </button>
        )}
      </fieldset>
      <PurchasePreview values={form.watch()} limit={limit} />
      <FormField label={t('form.period')} error={errors.schedule?.period?.message}>
        {(control) => (
          <select {...control} {...form.register('schedule.period')}>
            {[...new Set([...settings.periods, period])].map((p) => (
              <option key={p} value={p}>
                {t(`periods.${p}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t(period === 'hourly' ? 'form.minute' : 'form.time')} hint={t('form.utc')} error={errors.schedule?.time?.message}>
        {(control) => <input {...control} type="time" {...form.register('schedule.time')} />}
      </FormField>
      {period === 'weekly' && (
        <FormField label={t('form.weekday')} error={errors.schedule?.weekday?.message}>
          {(control) => (
            <select {...control} {...form.register('schedule.weekday', { setValueAs: optionalNumber })}>
              <option value="">{t('form.choose')}</option>
              {WEEKDAYS.map((d) => (
                <option key={d} value={d}>
                  {t(`weekdays.${d}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {period === 'monthly' && (
        <FormField label={t('form.monthDay')} error={errors.schedule?.monthDay?.message}>
          {(control) => (
            <input {...control} {...form.register('schedule.monthDay', { setValueAs: optionalNumber })} inputMode="numeric" maxLength={2} />
          )}
        </FormField>
      )}
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {t(id === undefined ? 'form.create' : 'form.save')}
      </button>
    </form>
  );
}

const limitText = (limit: AutoInvestLimit, locale: string) => ({
  min: formatDecimal(limit.minAmount, locale, { max: limit.decimals }),
  max: formatDecimal(limit.maxAmount, locale, { max: limit.decimals }),
});

/**
 * What a purchase made now would buy, asked of the server once the amount is within the limits and the shares add up
 * (a 422 says nothing here: the form says it on submit; any other failure is its code's toast).
 */
function PurchasePreview({ values, limit }: { values: AutoInvestPlanRequest; limit: AutoInvestLimit | undefined }) {
  const { t, i18n } = useTranslation('auto-invest');
  const locale = i18n.language;
  const amount = values.amount && /^\d+(\.\d+)?$/.test(values.amount) ? new Decimal(values.amount) : undefined;
  const ready =
    limit !== undefined &&
    amount !== undefined &&
    amount.gte(limit.minAmount) &&
    amount.lte(limit.maxAmount) &&
    values.assets.reduce((sum, a) => sum + (a.percent || 0), 0) === 100 &&
    new Set(values.assets.map((a) => a.ticker)).size === values.assets.length;
  const body = useSettled(
    ready
      ? JSON.stringify({
          quote: values.quote,
          amount: values.amount,
          assets: values.assets.map(({ ticker, percent }) => ({ ticker, percent })),
        })
      : '',
    CALCULATE_DEBOUNCE_MS,
  );
  const calculation = useQuery({
    queryKey: ['auto-invest', 'calculate', body],
    queryFn: () => calculateAutoInvestPlan(JSON.parse(body) as Parameters<typeof calculateAutoInvestPlan>[0]),
    enabled: body !== '',
    staleTime: 15_000,
    retry: false,
  });
  const error = calculation.error;
  useFailureToast(error instanceof ApiError && error.status === 422 ? undefined : error);
  const buys = body !== '' ? calculation.data?.data.buys : undefined;
  return (
    <div className="auto-invest-form__preview" aria-live="polite" data-testid="auto-invest-preview">
      {buys && (
        <>
          <p>{t('form.preview')}</p>
          <ul>
            {buys.map((buy) => (
              <li key={buy.ticker} data-testid="auto-invest-preview-buy" data-ticker={buy.ticker} data-amount={buy.amount}>
                {t('form.previewBuy', {
                  amount: formatDecimal(buy.amount, locale, { max: 8 }),
                  ticker: buy.ticker,
                  spend: formatDecimal(buy.spend, locale, { max: 8 }),
                  quote: values.quote,
                  price: formatDecimal(buy.price, locale, { max: 8 }),
                  fee: formatDecimal(buy.fee, locale, { max: 8 }),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
