/**
 * One sub-account and what can be done with it (spec sections 3, 4 and 7): trading permissions, lock if
 * not blocked and unlock if blocked, rename, switch into it (the app reloads on /settings/general), transfer
 * funds, resend the activation e-mail while pending, and delete after a confirmation. Failures show "failed
 * to fetch" with the call's code and the error data joined by '. '.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import type { SubAccount } from '../../../generated/api/model/subAccount.zod';
import {
  useDeleteSubAccount,
  useLockSubAccount,
  useResendSubAccountActivation,
  useResetSubAccountPassword,
  useSwitchToSubAccount,
  useUnlockSubAccount,
  useUpdateSubAccountPermissions,
} from '../../../generated/api/sub-accounts/sub-accounts';
import { UpdateSubAccountPermissionsBody } from '../../../generated/api/sub-accounts/sub-accounts.zod';
import { failedToFetchToast, SUB_ACCOUNT_DATA_SEPARATOR } from '../../lib/errors/failed-to-fetch';
import { formatDate } from '../../lib/format/date-format';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { notify } from '../../lib/toast/toast';
import { ConfirmAction } from '../../ui/confirm-action';
import { SubAccountRenameForm } from './sub-account-rename-form';
import { SubAccountTransferForm } from './sub-account-transfer-form';

const onFailure = (error: unknown) => failedToFetchToast(error, undefined, { separator: SUB_ACCOUNT_DATA_SEPARATOR });

type Panel = 'rename' | 'transfer' | undefined;
type Permissions = z.infer<typeof UpdateSubAccountPermissionsBody>;
const PERMISSION_FIELDS = ['spotEnabled', 'collateralEnabled'] as const;

export function SubAccountCard({ account, onChanged }: { account: SubAccount; onChanged: () => void }) {
  const { t, i18n } = useTranslation('settings');
  const { prefix } = useLocalizedPath();
  const [panel, setPanel] = useState<Panel>();
  const permissionsForm = useContractForm<Permissions>({ schema: UpdateSubAccountPermissionsBody, defaultValues: account.permissions });
  const updatePermissions = useUpdateSubAccountPermissions();
  const lock = useLockSubAccount();
  const unlock = useUnlockSubAccount();
  const switchTo = useSwitchToSubAccount();
  const remove = useDeleteSubAccount();
  const resend = useResendSubAccountActivation();
  const resetPassword = useResetSubAccountPassword();
  const blocked = account.status === 'blocked';
  // Saved permissions become the form's defaults, so the button shows only for unsaved changes.
  const permissionsChanged = permissionsForm.formState.isDirty;
  const busy = permissionsForm.formState.isSubmitting || lock.isPending || unlock.isPending || switchTo.isPending || remove.isPending;
  const titleId = `sub-account-${account.id}`;

  const done = (message: string) => () => {
    notify.success(message);
    onChanged();
  };

  const savePermissions = permissionsForm.handleSubmit((data) =>
    updatePermissions.mutateAsync({ id: account.id, data }).then(
      ({ data: saved }) => {
        permissionsForm.reset(saved.permissions);
        done(t('subAccounts.permissionsSaved', { alias: account.alias }))();
      },
      (error: unknown) => putServerErrors(permissionsForm, error, { fields: PERMISSION_FIELDS, separator: SUB_ACCOUNT_DATA_SEPARATOR }),
    ),
  );
  const invalid = (field: (typeof PERMISSION_FIELDS)[number]) => (permissionsForm.formState.errors[field] ? true : undefined);
  const permissionError = (field: (typeof PERMISSION_FIELDS)[number]) =>
    permissionsForm.formState.errors[field] && (
      <span className="field__error" role="alert">
        {permissionsForm.formState.errors[field].message}
      </span>
    );

  return (
    <article className="card sub-account" aria-labelledby={titleId} data-testid="sub-account">
      <header className="sub-account__header">
        <h2 id={titleId} className="card__title">
          {account.alias}
        </h2>
        <span className={`status-chip status-chip--${account.status}`}>{t(`subAccounts.status.${account.status}`)}</span>
      </header>
      <dl className="definition-list">
        {account.email && (
          <>
            <dt>{t('subAccounts.email')}</dt>
            <dd>{account.email}</dd>
          </>
        )}
        <dt>{t('subAccounts.id')}</dt>
        <dd className="mono">{account.id}</dd>
        <dt>{t('subAccounts.createdAt')}</dt>
        <dd>{formatDate(account.createdAt, i18n.language)}</dd>
      </dl>

      <form onSubmit={savePermissions} noValidate>
        {/* Disabled as a group (the boxes and their button) while anything of the card is on its way. */}
        <fieldset className="sub-account__permissions" disabled={busy}>
          <legend>{t('subAccounts.permissions')}</legend>
          <label className="checkbox">
            <input type="checkbox" {...permissionsForm.register('spotEnabled')} aria-invalid={invalid('spotEnabled')} />
            {t('subAccounts.spotEnabled')}
          </label>
          <label className="checkbox">
            <input type="checkbox" {...permissionsForm.register('collateralEnabled')} aria-invalid={invalid('collateralEnabled')} />
            {t('subAccounts.collateralEnabled')}
          </label>
          {permissionsChanged && (
            <button type="submit" className="button button--small">
              {t('subAccounts.savePermissions')}
            </button>
          )}
          {permissionError('spotEnabled')}
          {permissionError('collateralEnabled')}
        </fieldset>
      </form>

      <div className="sub-account__actions">
        <button
          type="button"
          className="button button--small"
          disabled={busy || blocked}
          onClick={() =>
            switchTo.mutate(
              { id: account.id },
              {
                // Spec: switching into a sub-account reloads the app, a deliberate full load: another account's session
                // starts every cache, stream and guard afresh. From this list it lands on /settings/general.
                onSuccess: () => location.assign(`${prefix}/settings/general`), // full reload: another account
                onError: onFailure,
              },
            )
          }
        >
          {t('subAccounts.switch')}
        </button>
        {blocked ? (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={busy}
            onClick={() =>
              unlock.mutate(
                { id: account.id },
                { onSuccess: done(t('subAccounts.unlocked', { alias: account.alias })), onError: onFailure },
              )
            }
          >
            {t('subAccounts.unlock')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={busy}
            onClick={() =>
              lock.mutate({ id: account.id }, { onSuccess: done(t('subAccounts.locked', { alias: account.alias })), onError: onFailure })
            }
          >
            {t('subAccounts.lock')}
          </button>
        )}
        <button
          type="button"
          className="button button--secondary button--small"
          aria-expanded={panel === 'rename'}
          onClick={() => setPanel(panel === 'rename' ? undefined : 'rename')}
        >
          {t('subAccounts.rename')}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          aria-expanded={panel === 'transfer'}
          onClick={() => setPanel(panel === 'transfer' ? undefined : 'transfer')}
        >
          {t('subAccounts.transfer')}
        </button>
        {account.status === 'pending' && (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={resend.isPending}
            onClick={() => resend.mutate({ id: account.id }, { onSuccess: done(t('subAccounts.resent')), onError: onFailure })}
          >
            {t('subAccounts.resend')}
          </button>
        )}
        {account.status !== 'pending' && account.email && (
          <ConfirmAction
            label={t('subAccounts.resetPassword')}
            question={t('subAccounts.resetPasswordQuestion', { email: account.email })}
            confirmLabel={t('subAccounts.resetPasswordConfirm')}
            cancelLabel={t('actions.cancel')}
            danger={false}
            pending={resetPassword.isPending}
            disabled={busy}
            onConfirm={() =>
              resetPassword.mutate(
                { id: account.id },
                { onSuccess: done(t('subAccounts.resetPasswordSent', { email: account.email })), onError: onFailure },
              )
            }
          />
        )}
        <ConfirmAction
          label={t('subAccounts.delete')}
          question={t('subAccounts.deleteQuestion', { alias: account.alias })}
          confirmLabel={t('subAccounts.deleteConfirm')}
          cancelLabel={t('actions.cancel')}
          pending={remove.isPending}
          disabled={busy}
          onConfirm={() =>
            remove.mutate({ id: account.id }, { onSuccess: done(t('subAccounts.deleted', { alias: account.alias })), onError: onFailure })
          }
        />
      </div>
      {panel === 'rename' && (
        <SubAccountRenameForm
          account={account}
          onDone={() => {
            setPanel(undefined);
            onChanged();
          }}
        />
      )}
      {panel === 'transfer' && <SubAccountTransferForm account={account} onDone={() => setPanel(undefined)} />}
    </article>
  );
}
