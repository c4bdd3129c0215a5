/**
 * Buying a gift card of one design (the contract's assumed buyGiftCard): the asset the cards are sold in, the amount
 * within its limits and what the main balance holds, a name and a message for the card. Bought, the card is shown
 * with its code to share; a guest is asked to log in first.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getListBalancesByTypeQueryKey, useListBalancesByType } from '../../../generated/api/balances/balances';
import {
  getListMyGiftCardsQueryKey,
  useBuyGiftCard,
  useGetGiftCard,
  useGetGiftCardTerms,
} from '../../../generated/api/gift-cards/gift-cards';
import { BuyGiftCardBody } from '../../../generated/api/gift-cards/gift-cards.zod';
import type { GiftCard } from '../../../generated/api/model/giftCard.zod';
import type { GiftCardAsset } from '../../../generated/api/model/giftCardAsset.zod';
import { formatDecimal } from '../../lib/format/number-format';
import { amountCheck } from '../../lib/forms/amount-rules';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { CallError } from '../../ui/call-error';
import { FormAmountField } from '../../ui/form-amount-field';
import { FormFailureLine } from '../../ui/form-failure-line';
import { FormField } from '../../ui/form-field';
import { LoginPrompt } from '../../ui/login-prompt';
import { QueryLoading } from '../../ui/query-state';
import { GiftCardView } from './gift-card-view';

type Values = { design: string; ticker: string; amount: string; recipientName?: string; message?: string };

export function BuyGiftCard({ design }: { design: string }) {
  const { t } = useTranslation('gift-cards');
  const { loggedIn } = useSessionSnapshot();
  const terms = useGetGiftCardTerms({ query: { staleTime: 5 * 60_000 } });
  const [bought, setBought] = useState<GiftCard>();
  if (!loggedIn) return <LoginPrompt message={t('buy.login')} action={t('buy.loginAction')} />;
  if (terms.isPending) return <QueryLoading />;
  if (terms.isError) return <CallError error={terms.error} onRetry={() => void terms.refetch()} />;
  if (!terms.data.data.designs.includes(design)) return <p className="notice">{t('buy.notOnSale')}</p>;
  if (bought) return <BoughtCard card={bought} />;
  return <BuyForm design={design} assets={terms.data.data.assets} onBought={setBought} />;
}

function BuyForm({ design, assets, onBought }: { design: string; assets: readonly GiftCardAsset[]; onBought: (card: GiftCard) => void }) {
  const { t, i18n } = useTranslation(['gift-cards', 'forms']);
  const id = useId();
  const queryClient = useQueryClient();
  const buy = useBuyGiftCard();
  const balances = useListBalancesByType('main', { query: { staleTime: 5_000 } });
  const held = (ticker: string) => balances.data?.data.find((b) => b.ticker === ticker)?.main ?? '0';
  const terms = (ticker: string) => assets.find((a) => a.ticker === ticker);
  const shown = (value: string, ticker: string) =>
    `${formatDecimal(value, i18n.language, { max: terms(ticker)?.decimals ?? 8 })} ${ticker}`;
  const limitsOf = (a: GiftCardAsset) => ({ min: shown(a.minAmount, a.ticker), max: shown(a.maxAmount, a.ticker) });
  const form = useContractForm<Values>({
    schema: BuyGiftCardBody,
    defaultValues: { design, ticker: assets[0]?.ticker ?? 'USDT', amount: '', recipientName: '', message: '' },
    draft: { id: `gift-card-${design}` },
    checks: ({ ticker, amount }) => {
      const limits = terms(ticker);
      return {
        amount: amountCheck(amount, [
          [(v) => !!limits && (v.lt(limits.minAmount) || v.gt(limits.maxAmount)), () => t('buy.errors.limits', limitsOf(limits!))],
          [
            (v) => balances.data !== undefined && v.gt(held(ticker)),
            () => t('buy.errors.balance', { available: shown(held(ticker), ticker) }),
          ],
        ]),
      };
    },
  });
  const ticker = useWatch({ control: form.control, name: 'ticker' });
  const asset = terms(ticker);
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit((data) =>
    buy
      .mutateAsync({
        data: { ...data, recipientName: data.recipientName?.trim() || undefined, message: data.message?.trim() || undefined },
      })
      .then(
        (response) => {
          void queryClient.invalidateQueries({ queryKey: getListMyGiftCardsQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getListBalancesByTypeQueryKey('main') });
          onBought(response.data);
        },
        (failure: unknown) =>
          putServerErrors(form, failure, { fields: ['ticker', 'amount', 'recipientName', 'message', 'design'], onForm: true }),
      ),
  );
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="gift-card-buy-form">
      <h2 id={`${id}-title`}>{t('buy.title')}</h2>
      <FormField label={t('buy.asset')} error={form.formState.errors.ticker?.message}>
        {(control) => (
          <select {...control} {...form.register('ticker')} disabled={busy} data-testid="gift-card-ticker">
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
        testId="gift-card-amount-input"
        label={t('buy.amount')}
        precision={asset?.decimals ?? 8}
        suffix={ticker}
        hint={asset ? t('buy.limits', { ...limitsOf(asset), available: shown(held(ticker), ticker) }) : undefined}
        disabled={busy}
      />
      <FormField label={t('buy.recipient')} error={form.formState.errors.recipientName?.message}>
        {(control) => (
          <input {...control} {...form.register('recipientName')} maxLength={140} disabled={busy} data-testid="gift-card-recipient" />
        )}
      </FormField>
      <FormField label={t('buy.message')} error={form.formState.errors.message?.message}>
        {(control) => (
          <textarea {...control} {...form.register('message')} rows={2} maxLength={140} disabled={busy} data-testid="gift-card-message" />
        )}
      </FormField>
      <FormFailureLine message={form.formState.errors.root?.message} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="gift-card-buy-submit">
        {busy ? t('buy.sending') : t('buy.submit')}
      </button>
    </form>
  );
}

/** The card just bought, read again now and then (getGiftCard): the buyer sees it redeemed while the page is open. */
function BoughtCard({ card }: { card: GiftCard }) {
  const read = useGetGiftCard(card.id, { query: { initialData: { data: card }, staleTime: 0, refetchInterval: 15_000 } });
  return <GiftCardView card={read.data?.data ?? card} fresh />;
}
