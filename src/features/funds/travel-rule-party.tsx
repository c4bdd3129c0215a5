/**
 * The travel rule's other party, as both travel-rule forms ask for it: the deposit's sender
 * (/deposit/confirmation/travel-rule) and a withdrawal's beneficiary (/withdraw). Where the funds come from or go (a
 * provider from listTravelRuleVasps, or the person's own wallet), the person's full name and country. The form owns
 * the fields (registered under its own names); this draws them.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListTravelRuleVasps } from '../../../generated/api/profile/profile';
import { FormField } from '../../ui/form-field';
import { QueryError } from '../../ui/query-state';
import { SegmentedControl } from '../../ui/segmented-control';

export type WalletType = 'vasp' | 'self-hosted';

/** An optional field left empty is not sent (the contract has no empty provider or country). */
export const emptyAsNone = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());
/** A country as the contract takes it: two capital letters. */
export const countryCode = (value: string): string | undefined => emptyAsNone(value)?.toUpperCase();

export function TravelRuleParty({
  party,
  walletType,
  onWalletType,
  fields,
  errors,
  busy,
}: {
  /** Whose details: the deposit's sender or the withdrawal's beneficiary (the labels' keys under funds:travelRule). */
  party: 'sender' | 'beneficiary';
  walletType: WalletType;
  onWalletType: (value: WalletType) => void;
  fields: { vasp: UseFormRegisterReturn; name: UseFormRegisterReturn; country: UseFormRegisterReturn };
  errors: { vasp?: string | undefined; name?: string | undefined; country?: string | undefined };
  busy: boolean;
}) {
  const { t } = useTranslation('funds');
  const vasps = useListTravelRuleVasps({ query: { staleTime: 5 * 60_000 } });
  const labels = `travelRule.${party}`;
  return (
    <>
      <SegmentedControl
        variant="radio"
        className="segmented"
        aria-label={t(`${labels}.walletType`)}
        items={(['vasp', 'self-hosted'] as const).map((value) => ({ value, label: t(`${labels}.walletTypes.${value}`) }))}
        value={walletType}
        onChange={onWalletType}
      />
      {walletType === 'vasp' && (
        <FormField label={t(`${labels}.vasp`)} error={errors.vasp}>
          {(control) => (
            <select {...control} {...fields.vasp} disabled={busy || !vasps.data}>
              <option value="">{t('travelRule.chooseVasp')}</option>
              {vasps.data?.data.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {vasps.isError && <QueryError error={vasps.error} onRetry={() => void vasps.refetch()} />}
      <FormField label={t(`${labels}.name`)} error={errors.name}>
        {(control) => <input {...control} {...fields.name} autoComplete="off" maxLength={128} disabled={busy} />}
      </FormField>
      <FormField label={t(`${labels}.country`)} hint={t(`${labels}.countryHint`)} error={errors.country}>
        {(control) => <input {...control} {...fields.country} autoComplete="off" maxLength={2} disabled={busy} />}
      </FormField>
    </>
  );
}
