/**
 * Adds a bank card for P2P Express (the contract's addP2pExpressCard body): its number, shown in groups of four as it
 * is typed (spec section 5) and sent as digits, checked with the Luhn sum and the scheme before it is sent (a wrong
 * digit is caught here, and by the exchange); the holder's name as on the card; the expiry, MM/YY. Whatever fails,
 * what was typed stays.
 */
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { P2pCard } from '../../../generated/api/model/p2pCard.zod';
import { useAddP2pExpressCard } from '../../../generated/api/p2p-express/p2p-express';
import { AddP2pExpressCardBody } from '../../../generated/api/p2p-express/p2p-express.zod';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { formatCardNumber } from '../../lib/input/card-number';
import { isCardNumber } from '../../lib/input/payout-details';
import { FormFailureLine } from '../../ui/form-failure-line';
import { FormField } from '../../ui/form-field';

type Values = { number: string; holder: string; expiry: string };

/** Visa (4) or Mastercard (51-55, 2221-2720): the schemes the merchants take. */
export function takenScheme(digits: string): boolean {
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  return digits.startsWith('4') || (two >= 51 && two <= 55) || (four >= 2221 && four <= 2720);
}

export function AddCardForm({ onAdded }: { onAdded: (card: P2pCard) => void }) {
  const { t } = useTranslation(['p2p-express', 'forms']);
  const id = useId();
  const add = useAddP2pExpressCard();
  // What the number field shows (grouped in fours, or as typed when it is refused); the form holds its digits.
  const [shown, setShown] = useState('');
  const [refusal, setRefusal] = useState<string | undefined>();
  const form = useContractForm<Values>({
    schema: AddP2pExpressCardBody,
    defaultValues: { number: '', holder: '', expiry: '' },
    ruleMessages: { number: t('card.errors.number'), expiry: t('card.errors.expiry') },
    checks: ({ number }) => ({
      number: !isCardNumber(number) ? t('card.errors.luhn') : !takenScheme(number) ? t('card.errors.scheme') : undefined,
    }),
  });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit((data) =>
    add.mutateAsync({ data: { ...data, holder: data.holder.trim() } }).then(
      (response) => {
        form.reset();
        setShown('');
        onAdded(response.data);
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['number', 'holder', 'expiry'], onForm: true }),
    ),
  );
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="p2p-add-card-form">
      <h2 id={`${id}-title`}>{t('card.addTitle')}</h2>
      <Controller
        control={form.control}
        name="number"
        render={({ field, fieldState }) => (
          <FormField label={t('card.number')} error={refusal ?? fieldState.error?.message} hint={t('card.numberHint')}>
            {(control) => (
              <input
                {...control}
                ref={field.ref}
                name="number"
                value={shown}
                inputMode="numeric"
                autoComplete="cc-number"
                data-testid="p2p-card-number"
                disabled={busy}
                onBlur={field.onBlur}
                onChange={(e) => {
                  const result = formatCardNumber(e.target.value);
                  if (result.ok) {
                    setShown(result.value);
                    setRefusal(undefined);
                    field.onChange(result.extra?.digits ?? '');
                  } else {
                    setShown(e.target.value);
                    setRefusal(t(result.key, result.values));
                    field.onChange('');
                  }
                }}
              />
            )}
          </FormField>
        )}
      />
      <FormField label={t('card.holder')} error={form.formState.errors.holder?.message}>
        {(control) => (
          <input {...control} {...form.register('holder')} autoComplete="cc-name" data-testid="p2p-card-holder" disabled={busy} />
        )}
      </FormField>
      <FormField label={t('card.expiry')} error={form.formState.errors.expiry?.message} hint={t('card.expiryHint')}>
        {(control) => (
          <input
            {...control}
            {...form.register('expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={5}
            data-testid="p2p-card-expiry"
            disabled={busy}
          />
        )}
      </FormField>
      <FormFailureLine message={form.formState.errors.root?.message} />
      <button type="submit" className="button button--secondary" disabled={busy} aria-busy={busy} data-testid="p2p-card-add">
        {busy ? t('actions.sending') : t('card.add')}
      </button>
    </form>
  );
}
