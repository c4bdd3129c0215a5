/**
 * /withdraw: a currency and network the user may withdraw (restricted assets and fiat excluded, spec section
 * 6), the address (and memo where the network needs one) and an amount on the input rules of spec section 5,
 * at least the network's minimum, more than its fee and no more than the main balance. The form is the
 * contract's CreateWithdrawalBody (the assumed createWithdrawal, modelled on the published withdraw); a created
 * withdrawal waits for its code on /withdraw/confirmation. The server's refusals land on their fields.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { getListBalancesByTypeQueryKey, getListBalancesQueryKey, useListBalancesByType } from '../../../generated/api/balances/balances';
import { getListFundsHistoryQueryKey, useCreateWithdrawal, useListCurrencies } from '../../../generated/api/profile/profile';
import { CreateWithdrawalBody } from '../../../generated/api/profile/profile.zod';
import { useGetSettings } from '../../../generated/api/session/session';
import { formatDecimal } from '../../lib/format/number-format';
import { Dec, decimalString } from '../../lib/input/input-result';
import { amountCheck, roundedDown } from '../../lib/forms/amount-rules';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { FormAmountField } from '../../ui/form-amount-field';
import { FormField } from '../../ui/form-field';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { AddressBook } from './address-book';
import { CurrencyNetworkFields } from './currency-network-fields';
import { fundCurrencies, fundNetworks } from './fund-currencies';
import { SupportLink } from './support-link';

export const ADDRESS_MIN = 8;
export const ADDRESS_MAX = 128;
const ADDRESS = /^[A-Za-z0-9:_\-.]+$/;

type WithdrawValues = z.infer<typeof CreateWithdrawalBody>;

/** A withdrawal's idempotency key (the published uniqueId): one per form, a new one after each withdrawal. */
const newUniqueId = (): string => `w-${crypto.randomUUID()}`;

export function WithdrawScreen() {
  const { t, i18n } = useTranslation(['funds', 'forms']);
  const settings = useGetSettings({ query: { staleTime: 30_000 } });
  const currencies = useListCurrencies({ query: { staleTime: 5 * 60_000 } });
  const balances = useListBalancesByType('main');
  const [ticker, setTicker] = useState<string | undefined>();
  const [network, setNetwork] = useState<string | undefined>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { prefix } = useLocalizedPath();
  const create = useCreateWithdrawal();
  const list = useMemo(
    () => fundCurrencies(currencies.data?.data ?? [], settings.data?.data.user, 'withdraw'),
    [currencies.data, settings.data],
  );
  const currency = list.find((c) => c.ticker === ticker) ?? list[0];
  const networks = fundNetworks(currency, 'withdraw');
  const chosen = networks.find((n) => n.code === network) ?? networks[0];
  const decimals = Math.min(currency?.decimal ?? 8, 18);
  const available = balances.data?.data.find((b) => b.ticker === currency?.ticker)?.main ?? '0';
  const fee = chosen?.withdrawFee ?? '0';
  const min = chosen?.minWithdraw ?? '0';
  const locale = i18n.language;
  const shown = (value: string) => `${formatDecimal(value, locale, { max: decimals })} ${currency?.ticker ?? ''}`;

  const form = useContractForm<WithdrawValues>({
    schema: CreateWithdrawalBody,
    defaultValues: { ticker: '', network: '', address: '', memo: '', amount: '', uniqueId: newUniqueId() },
    draft: { id: 'withdraw' },
    checks: ({ address, memo, amount }) => {
      const trimmed = address.trim();
      return {
        address:
          trimmed.length < ADDRESS_MIN || trimmed.length > ADDRESS_MAX || !ADDRESS.test(trimmed)
            ? t('funds:withdraw.errors.address')
            : undefined,
        memo: chosen?.isMemo && (memo ?? '').trim() === '' ? t('funds:withdraw.errors.memo') : undefined,
        amount: amountCheck(amount, [
          [(value) => value.lt(min), () => t('funds:withdraw.errors.min', { min: shown(min) })],
          [(value) => value.lte(fee), () => t('funds:withdraw.errors.fee', { fee: shown(fee) })],
          [(value) => value.gt(available), () => t('funds:withdraw.errors.notEnough', { available: shown(available) })],
        ]),
      };
    },
  });
  // The chosen currency and network are the body's ticker and network.
  const chosenTicker = currency?.ticker ?? '';
  const chosenNetwork = chosen?.code ?? '';
  useEffect(() => {
    form.setValue('ticker', chosenTicker);
    form.setValue('network', chosenNetwork);
  }, [form, chosenTicker, chosenNetwork]);
  const reset = () => form.clearErrors();
  const amount = useWatchAmount(form);
  const receive = amount && new Dec(amount).gt(fee) ? decimalString(new Dec(amount).minus(fee)) : undefined;

  const submit = form.handleSubmit(({ memo, address, ...values }) =>
    create
      .mutateAsync({ data: { ...values, address: address.trim(), ...(chosen?.isMemo && memo?.trim() ? { memo: memo.trim() } : {}) } })
      .then(
        (answer) => {
          form.setValue('uniqueId', newUniqueId());
          void queryClient.invalidateQueries({ queryKey: getListBalancesQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getListBalancesByTypeQueryKey('main') });
          void queryClient.invalidateQueries({ queryKey: getListFundsHistoryQueryKey({ method: 2 }) });
          return navigate({ href: `${prefix}/withdraw/confirmation?id=${answer.data.id}` });
        },
        (error: unknown) => putServerErrors(form, error, { fields: ['amount', 'address', 'memo', 'ticker', 'network'], onForm: true }),
      ),
  );

  return (
    <StandardAreaPage>
      {currencies.isPending || settings.isPending || balances.isPending ? (
        <QueryLoading />
      ) : currencies.isError ? (
        <QueryError error={currencies.error} onRetry={() => void currencies.refetch()} />
      ) : balances.isError ? (
        <QueryError error={balances.error} onRetry={() => void balances.refetch()} />
      ) : list.length === 0 || !currency ? (
        <QueryEmpty>{t('funds:withdraw.none')}</QueryEmpty>
      ) : (
        <>
          <form className="form card funds-form" onSubmit={submit} noValidate aria-labelledby="withdraw-title">
            <h2 id="withdraw-title" className="card__title">
              {t('funds:withdraw.title')}
            </h2>
            <CurrencyNetworkFields
              currencies={list}
              currency={currency}
              networks={networks}
              network={chosen?.code}
              onCurrency={(next) => {
                setTicker(next);
                setNetwork(undefined);
                reset();
              }}
              onNetwork={(next) => {
                setNetwork(next);
                reset();
              }}
            />
            <FormField label={t('funds:fields.address')} error={form.formState.errors.address?.message}>
              {(control) => (
                <input
                  {...control}
                  {...form.register('address', { onChange: reset })}
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={ADDRESS_MAX}
                />
              )}
            </FormField>
            {chosen?.isMemo && (
              <FormField label={t('funds:fields.memo')} error={form.formState.errors.memo?.message} hint={t('funds:withdraw.memoHint')}>
                {(control) => <input {...control} {...form.register('memo', { onChange: reset })} autoComplete="off" maxLength={128} />}
              </FormField>
            )}
            <FormAmountField
              control={form.control}
              name="amount"
              label={t('funds:fields.amount')}
              precision={decimals}
              suffix={currency.ticker}
              hint={t('funds:withdraw.limits', { available: shown(available), min: shown(min), fee: shown(fee) })}
              onValueChange={reset}
              onMax={() => form.setValue('amount', roundedDown(available, decimals))}
              maxLabel={t('funds:withdraw.max')}
            />
            {receive && (
              <p className="field__hint" data-testid="withdraw-receive">
                {t('funds:withdraw.receiveLine', { receive: shown(receive), fee: shown(fee) })}
              </p>
            )}
            {form.formState.errors.root?.message && (
              <p className="field__error" role="alert">
                {form.formState.errors.root.message}
              </p>
            )}
            <div className="form__actions">
              <button type="submit" className="button" disabled={form.formState.isSubmitting} data-testid="withdraw-submit">
                {form.formState.isSubmitting ? t('funds:withdraw.sending') : t('funds:withdraw.submit')}
              </button>
            </div>
          </form>
          <AddressBook
            ticker={currency.ticker}
            network={chosen?.code ?? ''}
            twoFactor={settings.data?.data.user?.flags.isTwoFactorEnabled === true}
            onUse={(address, memo) => {
              form.setValue('address', address, { shouldValidate: true });
              form.setValue('memo', memo);
            }}
          />
        </>
      )}
      <SupportLink />
    </StandardAreaPage>
  );
}

/** The amount as typed (a decimal, or '' while the text is refused). */
function useWatchAmount(form: ReturnType<typeof useContractForm<WithdrawValues>>): string {
  return useWatch({ control: form.control, name: 'amount' });
}
