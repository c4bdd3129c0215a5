/**
 * /codes/packages/create: defines a package (the contract's assumed createCodePackage): a name, the asset, the amount
 * of each code and how many (at most 100), and an optional passphrase and note shared by its codes. Nothing leaves the
 * balance yet: the draft moves on to /codes/packages/generate, which shows the total and generates the codes.
 */
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useCreateCodePackage } from '../../../generated/api/codes/codes';
import { CreateCodePackageBody, createCodePackageBodyCountMax } from '../../../generated/api/codes/codes.zod';
import { amountCheck } from '../../lib/forms/amount-rules';
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
const FormSchema = z.extend(CreateCodePackageBody, { passphrase: orBlank(CreateCodePackageBody.shape.passphrase) });

type Values = { name: string; ticker: string; amountPerCode: string; count: number; passphrase?: string; description?: string };

export function PackageForm() {
  const { pending, error, retry, assets } = useCodeAssets();
  if (pending) return <QueryLoading />;
  if (error) return <QueryError error={error} onRetry={retry} />;
  return <DraftForm assets={assets} />;
}

function DraftForm({ assets }: { assets: CodeAsset[] }) {
  const { t } = useTranslation(['codes', 'forms']);
  const id = useId();
  const navigate = useNavigate();
  const { prefix } = useLocalizedPath();
  const create = useCreateCodePackage();
  const form = useContractForm<Values>({
    schema: FormSchema,
    defaultValues: { name: '', ticker: assets[0]?.ticker ?? 'USDT', amountPerCode: '', count: 10, passphrase: '', description: '' },
    draft: { id: 'codes-package' },
    ruleMessages: { passphrase: t('create.passphraseRule'), count: t('package.errors.count', { max: createCodePackageBodyCountMax }) },
    checks: ({ amountPerCode }) => ({ amountPerCode: amountCheck(amountPerCode) }),
  });
  const ticker = useWatch({ control: form.control, name: 'ticker' });
  const asset = assets.find((a) => a.ticker === ticker);
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit((data) =>
    create
      .mutateAsync({
        data: {
          name: data.name.trim(),
          ticker: data.ticker,
          amountPerCode: data.amountPerCode,
          count: data.count,
          passphrase: data.passphrase || undefined,
          description: data.description?.trim() || undefined,
        },
      })
      .then(
        (response) => void navigate({ href: `${prefix}/codes/packages/generate?id=${response.data.id}` }),
        (failure: unknown) =>
          putServerErrors(form, failure, {
            fields: ['name', 'ticker', 'amountPerCode', 'count', 'passphrase', 'description'],
            onForm: true,
          }),
      ),
  );
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="package-form">
      <h2 id={`${id}-title`}>{t('package.title')}</h2>
      <p>{t('package.text')}</p>
      <FormField label={t('package.name')} error={form.formState.errors.name?.message}>
        {(control) => <input {...control} {...form.register('name')} maxLength={60} disabled={busy} data-testid="package-name" />}
      </FormField>
      <FormField label={t('create.asset')} error={form.formState.errors.ticker?.message}>
        {(control) => (
          <select {...control} {...form.register('ticker')} disabled={busy} data-testid="package-ticker">
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
        name="amountPerCode"
        testId="package-amount-input"
        label={t('package.amountPerCode')}
        precision={asset?.decimals ?? 8}
        suffix={ticker}
        disabled={busy}
      />
      <FormField
        label={t('package.count')}
        hint={t('package.countHint', { max: createCodePackageBodyCountMax })}
        error={form.formState.errors.count?.message}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('count', { valueAsNumber: true })}
            type="number"
            inputMode="numeric"
            min={1}
            max={createCodePackageBodyCountMax}
            step={1}
            disabled={busy}
            data-testid="package-count"
          />
        )}
      </FormField>
      <FormField label={t('create.passphrase')} hint={t('package.passphraseHint')} error={form.formState.errors.passphrase?.message}>
        {(control) => <input {...control} {...form.register('passphrase')} autoComplete="off" maxLength={25} disabled={busy} />}
      </FormField>
      <FormField label={t('create.description')} hint={t('create.descriptionHint')} error={form.formState.errors.description?.message}>
        {(control) => <input {...control} {...form.register('description')} maxLength={75} disabled={busy} />}
      </FormField>
      <FormFailureLine message={form.formState.errors.root?.message} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="package-submit">
        {busy ? t('package.sending') : t('package.submit')}
      </button>
    </form>
  );
}
