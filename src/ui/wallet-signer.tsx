/**
 * Signing a web3 challenge with the browser's wallet, for the login's wallet tab and the settings' link and replace:
 * "Connect wallet" asks the wallet for its addresses, the user picks one (the first that is not `exclude`), and the
 * action button has the server's challenge signed in the wallet and hands it to `onSigned` (the caller's call, whose
 * own refusals the caller shows). With no wallet in the browser it says how to get one. What went wrong in the
 * wallet (declined, a request already waiting, no address, the challenge not fetched) is said beside the button.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthWeb3SignedRequest } from '../../generated/api/model/authWeb3SignedRequest.zod';
import { useWalletSignature } from '../lib/web3/use-wallet-signature';
import { shortAddress } from '../lib/web3/browser-wallet';

export function WalletSigner({
  actionLabel,
  exclude,
  onSigned,
  testId = 'wallet-signer',
}: {
  /** The button that signs and sends: "Sign in", "Link this address", "Replace with this address". */
  actionLabel: string;
  /** An address that cannot be chosen (the one linked already, when replacing). */
  exclude?: string;
  onSigned: (signed: AuthWeb3SignedRequest) => Promise<unknown>;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const wallet = useWalletSignature();
  const [chosen, setChosen] = useState<string | undefined>();
  const [step, setStep] = useState<'idle' | 'connecting' | 'signing' | 'sending'>('idle');
  const [problem, setProblem] = useState<string | undefined>();

  if (!wallet.hasWallet)
    return (
      <p className="notice" data-testid="no-wallet">
        {t('wallet.none')}
      </p>
    );

  const isExcluded = (address: string) => exclude !== undefined && address.toLowerCase() === exclude.toLowerCase();
  const choices = wallet.accounts ?? [];
  const address = chosen ?? choices.find((a) => !isExcluded(a));
  const busy = step !== 'idle';

  const say = (failure: string, detail?: string) =>
    setProblem(failure === 'failed' && detail ? t('wallet.failedWith', { detail }) : t(`wallet.failure.${failure}`));

  const connect = async () => {
    if (busy) return;
    setProblem(undefined);
    setStep('connecting');
    const failure = await wallet.connect();
    setStep('idle');
    if (failure) say(failure.failure, failure.detail);
  };

  const signAndSend = async () => {
    if (busy || !address) return;
    setProblem(undefined);
    setStep('signing');
    try {
      const result = await wallet.sign(address);
      if ('failure' in result) return say(result.failure, result.detail);
      setStep('sending');
      await onSigned(result.signed);
    } finally {
      setStep('idle');
    }
  };

  return (
    <div className="wallet-signer form" data-testid={testId}>
      {wallet.accounts === undefined ? (
        <button type="button" className="button" aria-busy={busy} aria-disabled={busy || undefined} onClick={() => void connect()}>
          {step === 'connecting' ? t('wallet.connecting') : t('wallet.connect')}
        </button>
      ) : (
        <>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-address`}>
              {t('wallet.address')}
            </label>
            <select
              id={`${id}-address`}
              className="wallet-signer__address"
              value={address ?? ''}
              onChange={(e) => setChosen(e.target.value)}
              disabled={busy}
            >
              {choices.map((account) => (
                <option key={account} value={account} disabled={isExcluded(account)}>
                  {isExcluded(account) ? t('wallet.linkedOption', { address: account }) : account}
                </option>
              ))}
            </select>
            {!address && <p className="field__hint">{t('wallet.noOtherAddress')}</p>}
          </div>
          <button
            type="button"
            className="button"
            aria-busy={busy}
            aria-disabled={busy || !address || undefined}
            onClick={() => void signAndSend()}
            data-testid={`${testId}-action`}
          >
            {step === 'signing' ? t('wallet.confirmInWallet') : step === 'sending' ? t('wallet.sending') : actionLabel}
          </button>
          {address && !busy && <p className="field__hint">{t('wallet.signHint', { address: shortAddress(address) })}</p>}
        </>
      )}
      {problem && (
        <p className="notice notice--warning" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
