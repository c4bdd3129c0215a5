/**
 * The first step of a P2P Express deposit or withdrawal (the contract's createP2pExpressDeposit /
 * createP2pExpressWithdrawal body): the fiat currency, a merchant's offer (best rate first, with its rate, limits and
 * fee) and what the user gives, fiat for a deposit, the asset for a withdrawal (a withdrawal at most what main holds).
 * What the amount comes to is the exchange's own figure (getP2pExpressQuote), asked as the amount changes. Sending
 * makes the flow's draft order and moves on to the card step with it; a refusal lands on its field, the amount kept.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useDeferredValue, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListBalancesByType } from '../../../generated/api/balances/balances';
import type { P2pOffer } from '../../../generated/api/model/p2pOffer.zod';
import {
  useCreateP2pExpressDeposit,
  useCreateP2pExpressWithdrawal,
  useGetP2pExpressQuote,
  useListP2pExpressOffers,
} from '../../../generated/api/p2p-express/p2p-express';
import { CreateP2pExpressDepositBody } from '../../../generated/api/p2p-express/p2p-express.zod';
import { formatRate } from '../../lib/format/number-format';
import { amountCheck } from '../../lib/forms/amount-rules';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { Dec } from '../../lib/input/input-result';
import { useRegion } from '../../lib/region/current-region';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { CallError } from '../../ui/call-error';
import { FormAmountField } from '../../ui/form-amount-field';
import { FormFailureLine } from '../../ui/form-failure-line';
import { FormField } from '../../ui/form-field';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { stepPath, type Direction } from './flow-search';
import { FlowSteps } from './flow-steps';
import { money } from './p2p-money';

type Values = { offerId: number; amount: string };

export function AmountStep({ direction }: { direction: Direction }) {
  const { t } = useTranslation('p2p-express');
  const offers = useListP2pExpressOffers({ direction }, { query: { staleTime: 60_000 } });
  return (
    <div className="p2p-step" data-testid={`p2p-${direction}-amount`}>
      <FlowSteps direction={direction} current="amount" />
      {offers.isPending ? (
        <QueryLoading />
      ) : offers.isError ? (
        <CallError error={offers.error} onRetry={() => void offers.refetch()} />
      ) : offers.data.data.length === 0 ? (
        <QueryEmpty>{t('amount.noOffers')}</QueryEmpty>
      ) : (
        <AmountForm direction={direction} offers={offers.data.data} />
      )}
    </div>
  );
}

/** Whether a text is an amount within an offer's limits and decimals (only then is its quote asked for). */
function withinOffer(amount: string, offer: P2pOffer | undefined): boolean {
  if (!offer || !/^(0|[1-9][0-9]*)(\.[0-9]+)?$/.test(amount)) return false;
  const decimals = offer.direction === 'deposit' ? offer.fiatDecimals : offer.assetDecimals;
  const value = new Dec(amount);
  return (amount.split('.')[1] ?? '').length <= decimals && value.gte(offer.minAmount) && value.lte(offer.maxAmount);
}

function AmountForm({ direction, offers }: { direction: Direction; offers: readonly P2pOffer[] }) {
  const { t, i18n } = useTranslation('p2p-express');
  const locale = i18n.language;
  const id = useId();
  const navigate = useNavigate();
  const { prefix } = useLocalizedPath();
  const region = useRegion();
  const fiats = [...new Set(offers.map((o) => o.fiat))];
  const [fiat, setFiat] = useState(() => region.fiatCurrencies.find((f) => fiats.includes(f)) ?? fiats[0]!);
  const shown = offers.filter((o) => o.fiat === fiat);
  const balances = useListBalancesByType('main', { query: { staleTime: 10_000, enabled: direction === 'withdraw' } });
  const createDeposit = useCreateP2pExpressDeposit();
  const createWithdrawal = useCreateP2pExpressWithdrawal();
  const form = useContractForm<Values>({
    schema: CreateP2pExpressDepositBody,
    defaultValues: { offerId: shown[0]?.id, amount: '' },
    checks: ({ offerId, amount }) => {
      const offer = offers.find((o) => o.id === offerId);
      if (!offer) return { offerId: t('amount.errors.offer') };
      const held = balances.data?.data.find((b) => b.ticker === offer.asset)?.main ?? '0';
      return {
        amount: amountCheck(amount, [
          [(v) => v.lt(offer.minAmount), () => t('amount.errors.min', { min: money(offer.minAmount, offer.amountTicker, locale) })],
          [(v) => v.gt(offer.maxAmount), () => t('amount.errors.max', { max: money(offer.maxAmount, offer.amountTicker, locale) })],
          [
            (v) => direction === 'withdraw' && balances.data !== undefined && v.gt(held),
            () => t('amount.errors.balance', { available: money(held, offer.asset, locale) }),
          ],
        ]),
      };
    },
  });
  const [offerId, amount] = useWatch({ control: form.control, name: ['offerId', 'amount'] });
  const offer = offers.find((o) => o.id === offerId);
  const asked = useDeferredValue(amount);
  const quotable = withinOffer(asked, offer);
  const quote = useGetP2pExpressQuote(
    offerId,
    { amount: asked },
    { query: { enabled: quotable, placeholderData: keepPreviousData, retry: false } },
  );
  const busy = form.formState.isSubmitting;
  const held = offer ? balances.data?.data.find((b) => b.ticker === offer.asset)?.main : undefined;

  const chooseFiat = (next: string) => {
    setFiat(next);
    const first = offers.find((o) => o.fiat === next);
    if (first) form.setValue('offerId', first.id);
  };
  const submit = form.handleSubmit((data) => {
    const create = direction === 'deposit' ? createDeposit : createWithdrawal;
    return create.mutateAsync({ data }).then(
      (response) => void navigate({ href: prefix + stepPath(direction, 'add-card', { order: response.data.id }) }),
      (error: unknown) => putServerErrors(form, error, { fields: ['offerId', 'amount'], onForm: true }),
    );
  });

  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="p2p-amount-form">
      <h2 id={`${id}-title`}>{t(`amount.title.${direction}`)}</h2>
      {fiats.length > 1 && (
        <FormField label={t('amount.fiat')}>
          {(control) => (
            <select {...control} value={fiat} onChange={(e) => chooseFiat(e.target.value)} disabled={busy} data-testid="p2p-fiat">
              {fiats.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <fieldset className="choice-list" data-testid="p2p-offers">
        <legend>{t('amount.merchant')}</legend>
        {shown.map((o) => (
          <label key={o.id} className="choice" data-testid="p2p-offer" data-offer-id={o.id}>
            <input
              type="radio"
              name={`${id}-offer`}
              value={o.id}
              checked={offerId === o.id}
              onChange={() => form.setValue('offerId', o.id, { shouldValidate: form.formState.isSubmitted })}
              disabled={busy}
            />
            <span className="choice__body">
              <strong>{o.merchant.name}</strong>{' '}
              <span className="field__hint">
                {t('amount.merchantStats', { orders: o.merchant.completedOrders, rate: formatRate(o.merchant.completionRate, locale, 1) })}
              </span>
              <span className="choice__detail" data-testid="p2p-offer-rate">
                {t('amount.rate', { asset: o.asset, price: money(o.price, o.fiat, locale) })}
              </span>
              <span className="choice__detail">
                {t('amount.limits', { min: money(o.minAmount, o.amountTicker, locale), max: money(o.maxAmount, o.amountTicker, locale) })} ·{' '}
                {t('amount.feeRate', { rate: formatRate(o.feePercent, locale, 2) })}
              </span>
            </span>
          </label>
        ))}
        {form.formState.errors.offerId?.message && (
          <span className="field__error" role="alert">
            {form.formState.errors.offerId.message}
          </span>
        )}
      </fieldset>
      {offer && (
        <FormAmountField
          control={form.control}
          name="amount"
          testId="p2p-amount-input"
          label={t(`amount.amount.${direction}`, { ticker: offer.amountTicker })}
          precision={direction === 'deposit' ? offer.fiatDecimals : offer.assetDecimals}
          suffix={offer.amountTicker}
          hint={held !== undefined ? t('amount.available', { amount: money(held, offer.asset, locale) }) : undefined}
          disabled={busy}
        />
      )}
      <section className="p2p-quote" aria-live="polite" data-testid="p2p-quote">
        {quotable && quote.isError ? (
          <CallError error={quote.error} onRetry={() => void quote.refetch()} />
        ) : quotable && quote.data ? (
          <dl className="definition-list">
            <dt>{t('summary.fee')}</dt>
            <dd data-testid="p2p-quote-fee" data-value={quote.data.data.fee}>
              {money(quote.data.data.fee, quote.data.data.feeTicker, locale)}
            </dd>
            <dt>{t(`summary.receives.${direction}`)}</dt>
            <dd data-testid="p2p-quote-receive" data-value={quote.data.data.receive}>
              <strong>{money(quote.data.data.receive, quote.data.data.receiveTicker, locale)}</strong>
            </dd>
          </dl>
        ) : (
          <p className="field__hint">{t('amount.quoteHint')}</p>
        )}
      </section>
      <FormFailureLine message={form.formState.errors.root?.message} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="p2p-amount-submit">
        {busy ? t('actions.sending') : t('actions.continue')}
      </button>
    </form>
  );
}
