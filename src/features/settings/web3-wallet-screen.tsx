/**
 * /settings/security/web3: the wallet linked for web3 sign-in (data.user.web3AuthWallet of GET /v2/settings): its
 * address, wallet and date; "Replace" signs a challenge with another address of the wallet (PATCH
 * /v2/settings/web3-auth/{id}); "Unlink" after a confirmation (DELETE). With none linked, the browser wallet signs a
 * challenge to link one (POST /v2/settings/web3-auth). The server's refusals (a signature that is not the
 * address's, an expired challenge) are said under the action.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthWeb3SignedRequest } from '../../../generated/api/model/authWeb3SignedRequest.zod';
import type { SettingsWeb3Wallet } from '../../../generated/api/model/settingsWeb3Wallet.zod';
import { getGetSettingsQueryKey } from '../../../generated/api/session/session';
import { useLinkWeb3Wallet, useReplaceWeb3Wallet, useUnlinkWeb3Wallet } from '../../../generated/api/settings/settings';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { formatDate } from '../../lib/format/date-format';
import { ApiError } from '../../lib/http/errors';
import { notify } from '../../lib/toast/toast';
import { ConfirmAction } from '../../ui/confirm-action';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { WalletSigner } from '../../ui/wallet-signer';
import { WithSettings } from './settings-data';

export function Web3WalletScreen() {
  return (
    <StandardAreaPage>
      <WithSettings>{({ user }) => <LinkedWallet wallet={user.web3AuthWallet} />}</WithSettings>
    </StandardAreaPage>
  );
}

/** Runs a wallet call: the settings are fetched again on success; a refusal's messages are kept for the page. */
function useWalletCall(say: (message: string | undefined) => void) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  return (call: Promise<unknown>, done: string) => {
    say(undefined);
    return call.then(
      async () => {
        await queryClient.invalidateQueries({ queryKey: getGetSettingsQueryKey() });
        notify.success(done);
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 422) say(error.messages.join(' ') || t('web3.refused'));
        else failedToFetchToast(error);
      },
    );
  };
}

function LinkedWallet({ wallet }: { wallet: SettingsWeb3Wallet | null }) {
  const { t, i18n } = useTranslation('settings');
  const [refusal, setRefusal] = useState<string | undefined>();
  const [replacing, setReplacing] = useState(false);
  const run = useWalletCall(setRefusal);
  const link = useLinkWeb3Wallet({ request: { handledStatuses: [422] } });
  const replace = useReplaceWeb3Wallet({ request: { handledStatuses: [422] } });
  const unlink = useUnlinkWeb3Wallet();

  const linkSigned = (signed: AuthWeb3SignedRequest) =>
    run(link.mutateAsync({ data: signed }), t('web3.linked', { address: signed.address }));
  const replaceSigned = (signed: AuthWeb3SignedRequest) =>
    run(replace.mutateAsync({ id: wallet!.id, data: signed }), t('web3.replaced', { address: signed.address })).then(() =>
      setReplacing(false),
    );

  return (
    <section className="card" aria-labelledby="web3-title" data-testid="web3-wallet">
      <h2 id="web3-title" className="card__title">
        {t('web3.title')}
      </h2>
      <p>{t('web3.explain')}</p>
      {wallet ? (
        <>
          <dl className="definition-list" data-testid="linked-wallet">
            <dt>{t('web3.address')}</dt>
            <dd className="mono" data-testid="linked-wallet-address">
              {wallet.address}
            </dd>
            <dt>{t('web3.wallet')}</dt>
            <dd>{t(`web3.types.${wallet.type}`)}</dd>
            <dt>{t('web3.linkedOn')}</dt>
            <dd>{formatDate(wallet.createdAt, i18n.language)}</dd>
          </dl>
          {replacing ? (
            <>
              <p className="field__hint">{t('web3.replaceHint')}</p>
              <WalletSigner
                actionLabel={t('web3.replaceAction')}
                exclude={wallet.address}
                onSigned={replaceSigned}
                testId="wallet-replace"
              />
              <button type="button" className="button button--secondary button--small" onClick={() => setReplacing(false)}>
                {t('actions.cancel')}
              </button>
            </>
          ) : (
            <div className="sub-account__actions">
              <button type="button" className="button button--secondary button--small" onClick={() => setReplacing(true)}>
                {t('web3.replace')}
              </button>
              <ConfirmAction
                label={t('web3.unlink')}
                question={t('web3.unlinkQuestion', { address: wallet.address })}
                confirmLabel={t('web3.unlinkConfirm')}
                cancelLabel={t('actions.cancel')}
                pending={unlink.isPending}
                onConfirm={() => void run(unlink.mutateAsync(), t('web3.unlinked', { address: wallet.address }))}
              />
            </div>
          )}
        </>
      ) : (
        <>
          <p className="field__hint" data-testid="no-linked-wallet">
            {t('web3.none')}
          </p>
          <WalletSigner actionLabel={t('web3.linkAction')} onSigned={linkSigned} testId="wallet-link" />
        </>
      )}
      {refusal && (
        <p className="notice notice--warning" role="alert" data-testid="web3-refusal">
          {refusal}
        </p>
      )}
    </section>
  );
}
