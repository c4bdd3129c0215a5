/**
 * Sends an amount to the chat's contact (sendQuickSendTransfer) or asks them for one (createQuickSendRequest): the
 * asset, of those Quick Send moves, and the amount, checked against the asset's decimals (the amount field), one
 * transfer's least and most, and, for a send, what is left of today's limit and the main balance (exactly, in
 * decimals). An optional message goes with it.
 */
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListBalancesByType } from '../../../generated/api/balances/balances';
import type { QuickSendChat } from '../../../generated/api/model/quickSendChat.zod';
import type { QuickSendCurrency } from '../../../generated/api/model/quickSendCurrency.zod';
import type { QuickSendLimit } from '../../../generated/api/model/quickSendLimit.zod';
import {
  useCreateQuickSendRequest,
  useListQuickSendCurrencies,
  useListQuickSendLimits,
  useSendQuickSendTransfer,
} from '../../../generated/api/quick-send/quick-send';
import { CreateQuickSendRequestBody, SendQuickSendTransferBody } from '../../../generated/api/quick-send/quick-send.zod';
import { amountCheck } from '../../lib/forms/amount-rules';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { Dec } from '../../lib/input/input-result';
import { notify } from '../../lib/toast/toast';
import { CallError } from '../../ui/call-error';
import { FormAmountField } from '../../ui/form-amount-field';
import { FormFailureLine } from '../../ui/form-failure-line';
import { FormField } from '../../ui/form-field';
import { QueryLoading } from '../../ui/query-state';
import { useAmountText } from './amount-text';
import { useChatChanged } from './chat-messages';
import { contactName } from './contact-avatar';
import { TEXT_MAX } from './text-form';

type Values = { ticker: string; amount: string; text?: string };
type Mode = 'send' | 'request';

export function AmountForm({ chat, mode }: { chat: QuickSendChat; mode: Mode }) {
  const currencies = useListQuickSendCurrencies({ query: { staleTime: 5 * 60_000 } });
  const limits = useListQuickSendLimits({ query: { staleTime: 10_000 } });
  if (currencies.isPending || limits.isPending) return <QueryLoading />;
  if (currencies.isError) return <CallError error={currencies.error} onRetry={() => void currencies.refetch()} />;
  if (limits.isError) return <CallError error={limits.error} onRetry={() => void limits.refetch()} />;
  return <Form chat={chat} mode={mode} currencies={currencies.data.data} limits={limits.data.data} />;
}

function Form({
  chat,
  mode,
  currencies,
  limits,
}: {
  chat: QuickSendChat;
  mode: Mode;
  currencies: readonly QuickSendCurrency[];
  limits: readonly QuickSendLimit[];
}) {
  const { t } = useTranslation('quicksend');
  const show = useAmountText();
  const changed = useChatChanged(chat.id);
  const send = useSendQuickSendTransfer();
  const ask = useCreateQuickSendRequest();
  const balances = useListBalancesByType('main', { query: { staleTime: 10_000 } });
  const first = currencies[0]?.ticker ?? 'USDT';
  const held = (ticker: string) => balances.data?.data.find((b) => b.ticker === ticker)?.main ?? '0';
  const leftToday = (limit: QuickSendLimit) => Dec.max(0, new Dec(limit.dailyLimit).minus(limit.sentToday)).toFixed();
  const form = useContractForm<Values>({
    schema: mode === 'send' ? SendQuickSendTransferBody : CreateQuickSendRequestBody,
    defaultValues: { ticker: first, amount: '', text: '' },
    checks: ({ ticker, amount }) => {
      const limit = limits.find((l) => l.ticker === ticker);
      const sending = mode === 'send';
      return {
        amount: amountCheck(amount, [
          [(v) => limit !== undefined && v.lt(limit.minAmount), () => t('composer.errors.min', { min: show(limit!.minAmount, ticker) })],
          [(v) => limit !== undefined && v.gt(limit.maxAmount), () => t('composer.errors.max', { max: show(limit!.maxAmount, ticker) })],
          [
            (v) => sending && limit !== undefined && v.gt(leftToday(limit)),
            () => t('composer.errors.daily', { left: show(leftToday(limit!), ticker) }),
          ],
          [
            (v) => sending && balances.data !== undefined && v.gt(held(ticker)),
            () => t('composer.errors.balance', { available: show(held(ticker), ticker) }),
          ],
        ]),
      };
    },
  });
  const ticker = useWatch({ control: form.control, name: 'ticker' });
  const currency = currencies.find((c) => c.ticker === ticker);
  const limit = limits.find((l) => l.ticker === ticker);
  const busy = form.formState.isSubmitting;
  const name = contactName(chat.contact);
  const submit = form.handleSubmit((values) => {
    const data = { ticker: values.ticker, amount: values.amount, text: values.text?.trim() || undefined };
    const call = mode === 'send' ? send.mutateAsync({ id: chat.id, data }) : ask.mutateAsync({ id: chat.id, data });
    return call.then(
      (answer) => {
        const amount = show(answer.data.amount ?? values.amount, values.ticker);
        notify.success(mode === 'send' ? t('composer.sent', { amount, name }) : t('composer.asked', { amount, name }));
        form.reset({ ticker: values.ticker, amount: '', text: '' });
        changed();
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['ticker', 'amount', 'text'], onForm: true }),
    );
  });
  const hint = limit
    ? mode === 'send'
      ? t('composer.limits', {
          min: show(limit.minAmount, ticker),
          max: show(limit.maxAmount, ticker),
          left: show(leftToday(limit), ticker),
          daily: show(limit.dailyLimit, ticker),
        })
      : t('composer.requestLimits', { min: show(limit.minAmount, ticker), max: show(limit.maxAmount, ticker) })
    : undefined;
  return (
    <form className="form" onSubmit={submit} noValidate data-testid={`quicksend-${mode}-form`}>
      <FormField label={t('composer.asset')} error={form.formState.errors.ticker?.message}>
        {(control) => (
          <select {...control} {...form.register('ticker')} disabled={busy} data-testid="quicksend-asset">
            {currencies.map((c) => (
              <option key={c.ticker} value={c.ticker}>
                {c.ticker} · {c.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormAmountField
        control={form.control}
        name="amount"
        testId="quicksend-amount-input"
        label={t('composer.amount', { ticker })}
        precision={currency?.decimals ?? 8}
        suffix={ticker}
        hint={hint}
        disabled={busy}
      />
      {mode === 'send' && balances.data && (
        <p className="field__hint" data-testid="quicksend-available">
          {t('composer.available', { amount: show(held(ticker), ticker) })}
        </p>
      )}
      <FormField label={t('composer.note')} error={form.formState.errors.text?.message}>
        {(control) => (
          <input {...control} {...form.register('text')} type="text" maxLength={TEXT_MAX} disabled={busy} data-testid="quicksend-note" />
        )}
      </FormField>
      <FormFailureLine message={form.formState.errors.root?.message} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="quicksend-submit">
        {busy ? t('composer.sending') : t(`composer.submit.${mode}`, { ticker })}
      </button>
    </form>
  );
}
