/**
 * Asks the OTC desk for a quote (the contract's createOtcRequest body): buy or sell, the asset and its amount within
 * the desk's limits for it, the currency to settle in, an optional note. The main balance is a check (a sell cannot
 * offer more of the asset than it holds); the server checks the rest and its refusals land on their fields (30, 32,
 * 37) or above the button with the catalogue's message. The quote comes back at once and is shown with its time left.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListBalancesByType } from '../../../generated/api/balances/balances';
import type { OtcAsset } from '../../../generated/api/model/otcAsset.zod';
import type { OtcRequest } from '../../../generated/api/model/otcRequest.zod';
import {
  getGetOtcRequestQueryKey,
  getListOtcRequestsQueryKey,
  useCreateOtcRequest,
  useGetOtcRequest,
  useListOtcAssets,
} from '../../../generated/api/otc/otc';
import { CreateOtcRequestBody } from '../../../generated/api/otc/otc.zod';
import { formatDecimal } from '../../lib/format/number-format';
import { amountCheck } from '../../lib/forms/amount-rules';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { FormAmountField } from '../../ui/form-amount-field';
import { FormFailureLine } from '../../ui/form-failure-line';
import { FormField } from '../../ui/form-field';
import { QueryLoading } from '../../ui/query-state';
import { SegmentedControl } from '../../ui/segmented-control';
import { OtcQuote, secondsLeft } from './otc-quote';

type Values = { side: 'buy' | 'sell'; asset: string; quote: string; amount: string; note?: string };
export const NOTE_MAX = 500;

export function OtcRequestForm() {
  const assets = useListOtcAssets({ query: { staleTime: 5 * 60_000 } });
  if (assets.isPending) return <QueryLoading />;
  if (assets.isError) return <CallError error={assets.error} onRetry={() => void assets.refetch()} />;
  return <RequestForm assets={assets.data.data} />;
}

function RequestForm({ assets }: { assets: readonly OtcAsset[] }) {
  const { t, i18n } = useTranslation(['otc', 'forms']);
  const id = useId();
  const queryClient = useQueryClient();
  const create = useCreateOtcRequest();
  const balances = useListBalancesByType('main', { query: { staleTime: 10_000 } });
  const [answer, setAnswer] = useState<{ request: OtcRequest; receivedAt: number } | undefined>();
  const first = assets[0];
  const show = (value: string, ticker: string) => `${formatDecimal(value, i18n.language, { max: 8 })} ${ticker}`;
  const form = useContractForm<Values>({
    schema: CreateOtcRequestBody,
    defaultValues: { side: 'buy', asset: first?.ticker ?? 'BTC', quote: first?.quotes[0] ?? 'USDT', amount: '', note: '' },
    checks: ({ side, asset, amount }) => {
      const terms = assets.find((a) => a.ticker === asset);
      const held = balances.data?.data.find((b) => b.ticker === asset)?.main ?? '0';
      return {
        amount: amountCheck(amount, [
          [(v) => terms !== undefined && v.lt(terms.minAmount), () => t('form.errors.min', { min: show(terms!.minAmount, asset) })],
          [(v) => terms !== undefined && v.gt(terms.maxAmount), () => t('form.errors.max', { max: show(terms!.maxAmount, asset) })],
          [
            (v) => side === 'sell' && balances.data !== undefined && v.gt(held),
            () => t('form.errors.balance', { available: show(held, asset) }),
          ],
        ]),
      };
    },
  });
  const [side, asset, quote] = useWatch({ control: form.control, name: ['side', 'asset', 'quote'] });
  const terms = assets.find((a) => a.ticker === asset) ?? first;
  const pays = side === 'buy' ? quote : asset;
  const available = balances.data?.data.find((b) => b.ticker === pays)?.main;
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit((data) =>
    create.mutateAsync({ data: { ...data, note: data.note?.trim() || undefined } }).then(
      (response) => {
        setAnswer({ request: response.data, receivedAt: Date.now() });
        void queryClient.invalidateQueries({ queryKey: getListOtcRequestsQueryKey() });
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['side', 'asset', 'quote', 'amount', 'note'], onForm: true }),
    ),
  );
  const chooseAsset = (ticker: string) => {
    form.setValue('asset', ticker);
    const next = assets.find((a) => a.ticker === ticker);
    if (next && !next.quotes.includes(form.getValues('quote'))) form.setValue('quote', next.quotes[0] ?? 'USDT');
  };
  return (
    <div className="otc-create">
      <form className="card form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="otc-form">
        <h2 id={`${id}-title`}>{t('form.title')}</h2>
        <p>{t('form.text')}</p>
        <SegmentedControl
          variant="radio"
          className="segmented segmented--sides"
          aria-label={t('form.side')}
          items={(['buy', 'sell'] as const).map((s) => ({ value: s, label: t(`form.sides.${s}`) }))}
          value={side}
          onChange={(next) => form.setValue('side', next)}
        />
        <FormField label={t('form.asset')} error={form.formState.errors.asset?.message}>
          {(control) => (
            <select {...control} {...form.register('asset')} onChange={(e) => chooseAsset(e.target.value)} disabled={busy}>
              {assets.map((a) => (
                <option key={a.ticker} value={a.ticker}>
                  {a.ticker}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormAmountField
          control={form.control}
          name="amount"
          testId="otc-amount-input"
          label={t('form.amount', { ticker: asset })}
          precision={terms?.decimals ?? 8}
          suffix={asset}
          hint={terms ? t('form.limits', { min: show(terms.minAmount, asset), max: show(terms.maxAmount, asset) }) : undefined}
          disabled={busy}
        />
        <FormField label={t('form.quote')} error={form.formState.errors.quote?.message}>
          {(control) => (
            <select {...control} {...form.register('quote')} disabled={busy}>
              {(terms?.quotes ?? []).map((q) => (
                <option key={q} value={q}>
                  {q}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {available !== undefined && <p className="field__hint">{t('form.available', { amount: show(available, pays) })}</p>}
        <FormField label={t('form.note')} error={form.formState.errors.note?.message}>
          {(control) => <textarea {...control} {...form.register('note')} rows={2} maxLength={NOTE_MAX} disabled={busy} />}
        </FormField>
        <FormFailureLine message={form.formState.errors.root?.message} />
        <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="otc-submit">
          {busy ? t('form.sending') : t('form.submit')}
        </button>
      </form>
      {answer && <AnsweredQuote key={answer.request.id} answer={answer} onNewQuote={() => void submit()} />}
    </div>
  );
}

/**
 * The answer to this page's request, kept in the query cache of getOtcRequest: accepting or declining writes the new
 * state there, and once its time is up on this device it is read again, so that the status shown is the server's
 * (expired, or still open for a moment on its clock).
 */
function AnsweredQuote({ answer, onNewQuote }: { answer: { request: OtcRequest; receivedAt: number }; onNewQuote: () => void }) {
  const { t } = useTranslation('otc');
  const queryClient = useQueryClient();
  const { request, receivedAt } = answer;
  const read = useGetOtcRequest(request.id, { query: { initialData: { data: request }, staleTime: Infinity } });
  const current = read.data?.data ?? request;
  const { refetch } = read;
  useEffect(() => {
    if (current.status !== 'quoted') return;
    const timer = setTimeout(() => void refetch(), secondsLeft(current, receivedAt, Date.now()) * 1000 + 500);
    return () => clearTimeout(timer);
  }, [current, receivedAt, refetch]);
  return (
    <>
      {read.isError && <CallError error={read.error} onRetry={() => void refetch()} />}
      <OtcQuote
        request={current}
        receivedAt={receivedAt}
        onChanged={(changed) => queryClient.setQueryData(getGetOtcRequestQueryKey(changed.id), { data: changed })}
        onNewQuote={onNewQuote}
      />
      {current.status === 'accepted' && (
        <p className="notice" data-testid="otc-done">
          {t('quote.done')} <AppLink to="/otc-desk">{t('links.requests')}</AppLink>
        </p>
      )}
    </>
  );
}
