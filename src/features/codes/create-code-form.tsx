/**
 * /codes/create: a code from the main balance (the contract's assumed createCode body): the asset (those the session
 * does not restrict for codes), the amount within what main holds, an optional passphrase the person applying it must
 * give, and a description only the creator sees. Created, it moves to /codes/create/success with the code's id, where
 * the code is shown to copy and share.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { getListBalancesByTypeQueryKey } from '../../../generated/api/balances/balances';
import { getListCodesHistoryQueryKey, getListMyCodesQueryKey, useCreateCode } from '../../../generated/api/codes/codes';
import { CreateCodeBody } from '../../../generated/api/codes/codes.zod';
import { formatDecimal } from '../../lib/format/number-format';
import { amountCheck, roundedDown } from '../../lib/forms/amount-rules';
import { useContractForm } from '../../lib/forms/contract-form';
import { orBlank } from '../../lib/forms/or-blank';
import { putServerErrors } from '../../lib/forms/server-errors';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { FormAmountField } from '../../ui/form-amount-field';
import { FormFailureLine } from '../../ui/form-failure-line';
import { FormField } from '../../ui/form-field';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { useCodeAssets, type CodeAsset } from './code-assets';

/** The body with a blank passphrase standing for none. */
const FormSchema = z.extend(CreateCodeBody, { passphrase: orBlank(CreateCodeBody.shape.passphrase) });

type Values = { ticker: string; amount: string; passphrase?: string; description?: string };

export function CreateCodeForm() {
  const { pending, error, retry, assets } = useCodeAssets();
  if (pending) return <QueryLoading />;
  if (error) return <QueryError error={error} onRetry={retry} />;
  return <CodeForm assets={assets} />;
}

function CodeForm({ assets }: { assets: CodeAsset[] }) {
  const { t, i18n } = useTranslation(['codes', 'forms']);
  const id = useId();
  const navigate = useNavigate();
  const { prefix } = useLocalizedPath();
  const queryClient = useQueryClient();
  const create = useCreateCode();
  const assetOf = (ticker: string) => assets.find((a) => a.ticker === ticker);
  const shown = (value: string, ticker: string) =>
    `${formatDecimal(value, i18n.language, { max: assetOf(ticker)?.decimals ?? 8 })} ${ticker}`;
  const form = useContractForm<Values>({
    schema: FormSchema,
    defaultValues: { ticker: assets[0]?.ticker ?? 'USDT', amount: '', passphrase: '', description: '' },
    draft: { id: 'codes-create' },
    ruleMessages: { passphrase: t('create.passphraseRule') },
    checks: ({ ticker, amount }) => {
      const available = assetOf(ticker)?.available ?? '0';
      return {
        amount: amountCheck(amount, [[(v) => v.gt(available), () => t('create.errors.balance', { available: shown(available, ticker) })]]),
      };
    },
  });
  const ticker = useWatch({ control: form.control, name: 'ticker' });
  const asset = assetOf(ticker);
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit((data) =>
    create
      .mutateAsync({
        data: {
          ticker: data.ticker,
          amount: data.amount,
          passphrase: data.passphrase || undefined,
          description: data.description?.trim() || undefined,
        },
      })
      .then(
        (response) => {
          void queryClient.invalidateQueries({ queryKey: getListMyCodesQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getListCodesHistoryQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getListBalancesByTypeQueryKey('main') });
          void navigate({ href: `${prefix}/codes/create/success?code=${encodeURIComponent(response.data.externalId)}` });
        },
        (failure: unknown) => putServerErrors(form, failure, { fields: ['ticker', 'amount', 'passphrase', 'description'], onForm: true }),
      ),
  );
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="code-create-form">
      <h2 id={`${id}-title`}>{t('create.title')}</h2>
      <p>{t('create.text')}</p>
      <FormField label={t('create.asset')} error={form.formState.errors.ticker?.message}>
        {(control) => (
          <select {...control} {...form.register('ticker')} disabled={busy} data-testid="code-ticker">
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
        testId="code-amount-input"
        label={t('create.amount')}
        precision={asset?.decimals ?? 8}
        suffix={ticker}
        hint={t('create.available', { amount: shown(asset?.available ?? '0', ticker) })}
        onMax={() => form.setValue('amount', roundedDown(asset?.available ?? '0', asset?.decimals ?? 8), { shouldValidate: true })}
        maxLabel={t('create.max')}
        disabled={busy}
      />
      <FormField label={t('create.passphrase')} hint={t('create.passphraseHint')} error={form.formState.errors.passphrase?.message}>
        {(control) => (
          <input
            {...control}
            {...form.register('passphrase')}
            type="text"
            autoComplete="off"
            maxLength={25}
            disabled={busy}
            data-testid="code-passphrase"
          />
        )}
      </FormField>
      <FormField label={t('create.description')} hint={t('create.descriptionHint')} error={form.formState.errors.description?.message}>
        {(control) => (
          <input {...control} {...form.register('description')} maxLength={75} disabled={busy} data-testid="code-description" />
        )}
      </FormField>
      <FormFailureLine message={form.formState.errors.root?.message} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="code-create-submit">
        {busy ? t('create.sending') : t('create.submit')}
      </button>
    </form>
  );
}
