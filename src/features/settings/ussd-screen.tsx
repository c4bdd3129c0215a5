/**
 * /settings/general/ussd: access to the account by USSD from a phone (privilege canUseUssd). Off: a form turns it on
 * for a phone in E.164 form, with the authenticator code when two-factor is on (POST /v2/settings/ussd). On: the
 * masked phone, a form that sets or changes the 4-digit PIN USSD asks for, twice (POST .../pin), and a disconnect
 * that asks first (POST .../disconnect). Every refusal lands on its field with the input kept.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import type { SettingsUssd } from '../../../generated/api/model/settingsUssd.zod';
import {
  getGetUssdSettingsQueryKey,
  useDisconnectUssd,
  useEnableUssd,
  useGetUssdSettings,
  useSetUssdPin,
} from '../../../generated/api/settings/settings';
import { EnableUssdBody, SetUssdPinBody } from '../../../generated/api/settings/settings.zod';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { totpCheck, totpRuleMessage } from '../../lib/forms/code-check';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { notify } from '../../lib/toast/toast';
import { ConfirmAction } from '../../ui/confirm-action';
import { FormField } from '../../ui/form-field';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { TotpField } from '../../ui/totp-field';
import { WithSettings } from './settings-data';

export function UssdScreen() {
  const { t } = useTranslation('settings');
  return (
    <StandardAreaPage>
      <WithSettings>
        {({ user }) =>
          user.privileges.canUseUssd ? (
            <Ussd needsTotp={user.flags.isTwoFactorEnabled} />
          ) : (
            <p className="notice" data-testid="ussd-unavailable">
              {t('ussd.unavailable')}
            </p>
          )
        }
      </WithSettings>
    </StandardAreaPage>
  );
}

function Ussd({ needsTotp }: { needsTotp: boolean }) {
  const ussd = useGetUssdSettings();
  if (ussd.isPending) return <QueryLoading />;
  if (ussd.isError) return <QueryError error={ussd.error} onRetry={() => void ussd.refetch()} />;
  return ussd.data.data.enabled ? <UssdOn settings={ussd.data.data} /> : <UssdEnableForm needsTotp={needsTotp} />;
}

/** After a change the server answers the new settings: they replace the cached ones. */
function useStoreUssd() {
  const queryClient = useQueryClient();
  return (settings: SettingsUssd) => queryClient.setQueryData(getGetUssdSettingsQueryKey(), { data: settings });
}

function UssdEnableForm({ needsTotp }: { needsTotp: boolean }) {
  const { t } = useTranslation(['settings', 'forms']);
  const enable = useEnableUssd();
  const store = useStoreUssd();
  const form = useContractForm<z.infer<typeof EnableUssdBody>>({
    schema: EnableUssdBody,
    // No totp unless two-factor asks for it: an empty one would fail the contract's rule on a field not shown.
    defaultValues: { phone: '' },
    draft: { id: 'ussd-enable' },
    ruleMessages: { phone: t('settings:ussd.errors.phone'), totp: totpRuleMessage() },
    checks: ({ totp }) => ({ totp: totpCheck(needsTotp, totp) }),
  });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(({ phone, totp }) =>
    enable.mutateAsync({ data: { phone, ...(needsTotp && totp ? { totp } : {}) } }).then(
      ({ data }) => {
        notify.success(t('settings:ussd.enabled'));
        store(data);
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['phone', 'totp'] }),
    ),
  );
  return (
    <form className="form card settings-card" onSubmit={submit} noValidate aria-labelledby="ussd-enable-title" data-testid="ussd-enable">
      <h2 id="ussd-enable-title" className="card__title">
        {t('settings:ussd.enableTitle')}
      </h2>
      <p>{t('settings:ussd.about')}</p>
      <FormField label={t('settings:ussd.phone')} hint={t('settings:ussd.phoneHint')} error={form.formState.errors.phone?.message}>
        {(control) => (
          <input
            {...control}
            {...form.register('phone', { setValueAs: (v: string) => v.replace(/[\s()-]/g, '') })}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={24}
            disabled={busy}
            data-testid="ussd-phone-input"
          />
        )}
      </FormField>
      {needsTotp && <TotpField form={form} label={t('settings:ussd.totp')} />}
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy}>
          {t('settings:ussd.enable')}
        </button>
      </div>
    </form>
  );
}

function UssdOn({ settings }: { settings: SettingsUssd }) {
  const { t } = useTranslation('settings');
  const disconnect = useDisconnectUssd();
  const store = useStoreUssd();
  return (
    <>
      <section className="card settings-card" aria-labelledby="ussd-on-title" data-testid="ussd-on">
        <h2 id="ussd-on-title" className="card__title">
          {t('ussd.onTitle')}
        </h2>
        <dl className="definition-list">
          <dt>{t('ussd.phone')}</dt>
          <dd data-testid="ussd-phone">{settings.phone ?? '—'}</dd>
          <dt>{t('ussd.pin')}</dt>
          <dd data-testid="ussd-pin-state">{t(settings.hasPin ? 'ussd.pinSet' : 'ussd.pinMissing')}</dd>
        </dl>
        <div className="form__actions">
          <ConfirmAction
            label={t('ussd.disconnect')}
            question={t('ussd.disconnectQuestion')}
            confirmLabel={t('ussd.disconnectConfirm')}
            cancelLabel={t('actions.cancel')}
            pending={disconnect.isPending}
            onConfirm={() =>
              disconnect.mutate(undefined, {
                onSuccess: ({ data }) => {
                  notify.success(t('ussd.disconnected'));
                  store(data);
                },
                onError: (error) => failedToFetchToast(error),
              })
            }
          />
        </div>
      </section>
      <UssdPinForm hasPin={settings.hasPin} />
    </>
  );
}

function UssdPinForm({ hasPin }: { hasPin: boolean }) {
  const { t } = useTranslation('settings');
  const setPin = useSetUssdPin();
  const store = useStoreUssd();
  const form = useContractForm<z.infer<typeof SetUssdPinBody>>({
    schema: SetUssdPinBody,
    defaultValues: { pin: '', pin_confirmation: '' },
    ruleMessages: { pin: t('ussd.errors.pin'), pin_confirmation: t('ussd.errors.pin') },
    checks: ({ pin, pin_confirmation }) => ({ pin_confirmation: pin === pin_confirmation ? undefined : t('ussd.errors.mismatch') }),
  });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit((data) =>
    setPin.mutateAsync({ data }).then(
      ({ data: settings }) => {
        notify.success(t('ussd.pinSaved'));
        form.reset({ pin: '', pin_confirmation: '' });
        store(settings);
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['pin', 'pin_confirmation'] }),
    ),
  );
  const field = (name: 'pin' | 'pin_confirmation', label: string) => (
    <FormField label={label} error={form.formState.errors[name]?.message}>
      {(control) => (
        <input
          {...control}
          {...form.register(name)}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          disabled={busy}
          data-testid={`ussd-${name}-input`}
        />
      )}
    </FormField>
  );
  return (
    <form className="form card settings-card" onSubmit={submit} noValidate aria-labelledby="ussd-pin-title" data-testid="ussd-pin">
      <h2 id="ussd-pin-title" className="card__title">
        {t(hasPin ? 'ussd.changePin' : 'ussd.setPin')}
      </h2>
      {field('pin', t('ussd.newPin'))}
      {field('pin_confirmation', t('ussd.repeatPin'))}
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('actions.saving') : t('actions.save')}
        </button>
      </div>
    </form>
  );
}
