/**
 * /express-withdraw: the one-step withdrawal of a coin to an address the user has saved (the address book of
 * /withdraw, GET /v2/settings/whitelist): choose a saved address, enter an amount, see the network's fee, limits and
 * what arrives, and confirm with the code on /withdraw/confirmation. The spec names the route and its failure code
 * (1224) only; the withdrawal is the contract's assumed createExpressWithdrawal, which takes the saved entry's id, so
 * nothing is typed but the amount. Entries of a currency or network that cannot be withdrawn now (restricted, closed)
 * are not offered; one refused since the page loaded is said with 1224's message above the button.
 */
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { useListBalancesByType } from '../../../generated/api/balances/balances';
import { useCreateExpressWithdrawal, useListCurrencies } from '../../../generated/api/profile/profile';
import { CreateExpressWithdrawalBody } from '../../../generated/api/profile/profile.zod';
import { useGetSettings } from '../../../generated/api/session/session';
import type { Currency } from '../../../generated/api/model/currency.zod';
import type { SettingsWhitelistAddress } from '../../../generated/api/model/settingsWhitelistAddress.zod';
import { useGetWhitelist } from '../../../generated/api/settings/settings';
import { formatDecimal } from '../../lib/format/number-format';
import { amountCheck, roundedDown } from '../../lib/forms/amount-rules';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { Dec, decimalString } from '../../lib/input/input-result';
import { AppLink } from '../../ui/app-link';
import { FormAmountField } from '../../ui/form-amount-field';
import { FormField } from '../../ui/form-field';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { fundCurrencies, fundNetworks } from './fund-currencies';
import { SupportLink } from './support-link';
import { WithdrawFormEnd } from './withdraw-form-end';
import { feeOn, useWithdrawTerms, type FundTerms } from './fund-terms';
import { coinTermsHint, coinWithdrawLimits } from './withdraw-limits';
import { newUniqueId, useWithdrawalCreated } from './withdrawal-created';

type ExpressValues = z.infer<typeof CreateExpressWithdrawalBody>;

export function ExpressWithdrawScreen() {
  const { t } = useTranslation(['funds', 'forms']);
  const settings = useGetSettings({ query: { staleTime: 30_000 } });
  const currencies = useListCurrencies({ query: { staleTime: 5 * 60_000 } });
  const whitelist = useGetWhitelist();
  const balances = useListBalancesByType('main');
  const list = useMemo(
    () => fundCurrencies(currencies.data?.data ?? [], settings.data?.data.user, 'withdraw'),
    [currencies.data, settings.data],
  );
  // Each saved address with the network it is withdrawn on, where that network takes withdrawals now.
  const entries = useMemo(
    () =>
      (whitelist.data?.data.addresses ?? []).flatMap((entry) => {
        const currency = list.find((c) => c.ticker === entry.ticker && !c.isFiat);
        const network = fundNetworks(currency, 'withdraw').find((n) => n.code === entry.network);
        return currency && network ? [{ entry, currency, network }] : [];
      }),
    [whitelist.data, list],
  );
  const failed = [currencies, whitelist, balances].find((q) => q.isError);
  return (
    <StandardAreaPage>
      {currencies.isPending || settings.isPending || whitelist.isPending || balances.isPending ? (
        <QueryLoading />
      ) : failed ? (
        <QueryError error={failed.error} onRetry={() => void failed.refetch()} />
      ) : entries.length === 0 ? (
        <QueryEmpty>
          {t('funds:express.none')} <AppLink to="/withdraw">{t('funds:express.toAddressBook')}</AppLink>
        </QueryEmpty>
      ) : (
        <ExpressForm entries={entries} balances={balances.data?.data ?? []} />
      )}
      <SupportLink />
    </StandardAreaPage>
  );
}

interface Entry {
  entry: SettingsWhitelistAddress;
  currency: Currency;
  network: Currency['networks'][number];
}
type Balances = readonly { ticker: string; main?: string }[];

/** The saved address the form's value names (the first one when it names none). */
const entryOf = (entries: readonly Entry[], id: number | undefined): Entry => entries.find((e) => e.entry.id === id) ?? entries[0]!;

/** A withdrawal's terms on a saved address's network (the exchange's fee and limits), and its currency's main balance. */
const termsOf = ({ currency, network }: Entry, terms: FundTerms, balances: Balances, amount: string) => {
  const way = terms.of(network.code);
  return {
    min: way.limit?.min,
    max: way.limit?.max,
    fee: way.fee && feeOn(amount, way.fee, Math.min(currency.decimal, 18)),
    available: balances.find((b) => b.ticker === currency.ticker)?.main ?? '0',
  };
};

const shownIn = (locale: string, { currency }: Entry) => {
  const decimals = Math.min(currency.decimal, 18);
  return (value: string) => `${formatDecimal(value, locale, { max: decimals })} ${currency.ticker}`;
};

function ExpressForm({ entries, balances }: { entries: readonly Entry[]; balances: Balances }) {
  const { t, i18n } = useTranslation(['funds', 'forms']);
  const create = useCreateExpressWithdrawal();
  const created = useWithdrawalCreated();
  const form = useContractForm<ExpressValues>({
    schema: CreateExpressWithdrawalBody,
    defaultValues: { addressId: entries[0]!.entry.id, amount: '', uniqueId: newUniqueId() },
    draft: { id: 'express-withdraw' },
    checks: ({ amount, addressId }) => {
      const entry = entryOf(entries, addressId);
      return { amount: amountCheck(amount, coinWithdrawLimits(t, shownIn(i18n.language, entry), termsOf(entry, terms, balances, amount))) };
    },
  });
  const addressId = useWatch({ control: form.control, name: 'addressId' });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const chosen = entryOf(entries, addressId);
  const terms = useWithdrawTerms(chosen.currency.ticker);
  const decimals = Math.min(chosen.currency.decimal, 18);
  const ticker = chosen.currency.ticker;
  const shown = shownIn(i18n.language, chosen);
  const current = termsOf(chosen, terms, balances, amount);
  const receive =
    current.fee !== undefined && amount && new Dec(amount).gt(current.fee) ? decimalString(new Dec(amount).minus(current.fee)) : undefined;
  const choose = (id: number) => {
    form.setValue('addressId', id);
    form.clearErrors();
  };
  // A stored draft may name an address that is no longer saved: the first saved one is taken instead.
  useEffect(() => {
    if (!entries.some((e) => e.entry.id === addressId)) choose(entries[0]!.entry.id);
  });
  const submit = form.handleSubmit((values) =>
    create.mutateAsync({ data: values }).then(
      (answer) => {
        form.setValue('uniqueId', newUniqueId());
        return created(answer.data.id);
      },
      // A saved address refused since the page loaded (1224 on addressId) has no field here: said above the button.
      (error: unknown) => putServerErrors(form, error, { fields: ['amount'], onForm: true }),
    ),
  );
  return (
    <form className="form card funds-form" onSubmit={submit} noValidate aria-labelledby="express-title" data-testid="express-withdraw-form">
      <h2 id="express-title" className="card__title">
        {t('funds:express.title')}
      </h2>
      <p className="field__hint">{t('funds:express.intro')}</p>
      <FormField label={t('funds:express.saved')}>
        {(control) => (
          <select {...control} value={chosen.entry.id} onChange={(e) => choose(Number(e.target.value))} data-testid="express-address">
            {entries.map(({ entry, network: net }) => (
              <option key={entry.id} value={entry.id}>
                {t('funds:express.option', { label: entry.label, ticker: entry.ticker, network: net.name, address: entry.address })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <dl className="definition-list" data-testid="express-entry">
        <dt>{t('funds:fields.address')}</dt>
        <dd className="mono break">{chosen.entry.address}</dd>
        {chosen.entry.memo && (
          <>
            <dt>{t('funds:fields.memo')}</dt>
            <dd className="mono">{chosen.entry.memo}</dd>
          </>
        )}
      </dl>
      <FormAmountField
        control={form.control}
        name="amount"
        label={t('funds:fields.amount')}
        precision={decimals}
        suffix={ticker}
        hint={coinTermsHint(t, shown, current)}
        onValueChange={() => form.clearErrors()}
        onMax={() => form.setValue('amount', roundedDown(current.available, decimals))}
        maxLabel={t('funds:withdraw.max')}
      />
      {terms.failures.map((failure, i) => (
        <QueryError key={i} error={failure.error} onRetry={failure.retry} />
      ))}
      <WithdrawFormEnd
        testId="express"
        receive={
          receive && current.fee !== undefined
            ? t('funds:withdraw.receiveLine', { receive: shown(receive), fee: shown(current.fee) })
            : undefined
        }
        error={form.formState.errors.root?.message}
        submitting={form.formState.isSubmitting}
        submitLabel={t('funds:express.submit')}
      />
    </form>
  );
}
