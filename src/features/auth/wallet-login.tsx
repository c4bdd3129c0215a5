/**
 * The login's wallet tab (spec section 7, Auth: web3 challenge and login): the browser wallet signs the server's
 * challenge for the chosen address (src/ui/wallet-signer.tsx) and POST /v2/web3/auth/login signs in with it; the
 * answer goes where any login's does (the code modal, else the return path). Only a wallet linked under
 * settings/security/web3 signs in: the server's refusal is said here, with the way to link one.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginWithWeb3 } from '../../../generated/api/auth/auth';
import { WalletSigner } from '../../ui/wallet-signer';
import { useLoginResult, useSignInFailure } from './use-login-result';

export function WalletLogin() {
  const { t } = useTranslation('auth');
  const { handle } = useLoginResult();
  const [refusal, setRefusal] = useState<string | undefined>();
  const fail = useSignInFailure('walletLogin.failed', setRefusal);
  const login = useLoginWithWeb3({ request: { handledStatuses: [419, 422, 429] } });
  return (
    <section className="form auth-form" aria-labelledby="wallet-login-title" data-testid="wallet-login">
      <h2 id="wallet-login-title" className="card__title">
        {t('walletLogin.title')}
      </h2>
      <p>{t('walletLogin.explain')}</p>
      <WalletSigner
        actionLabel={t('walletLogin.signIn')}
        onSigned={(signed) => {
          setRefusal(undefined);
          return login.mutateAsync({ data: signed }).then(
            ({ data }) => handle(data),
            (error: unknown) => fail(error),
          );
        }}
      />
      {refusal && (
        <p className="notice notice--warning" role="alert" data-testid="wallet-login-refusal">
          {refusal}
        </p>
      )}
    </section>
  );
}
