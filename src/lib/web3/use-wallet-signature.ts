/**
 * A signed web3 challenge, ready for the login or the settings' link and replace calls: the wallet's accounts
 * (asked for once), then for the chosen address the server's challenge (GET /v2/web3/auth/challenge, never cached:
 * each is used once) signed in the wallet. Each step's failure is returned as what to tell the user.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { getGetWeb3AuthChallengeQueryOptions } from '../../../generated/api/auth/auth';
import type { AuthWeb3SignedRequest } from '../../../generated/api/model/authWeb3SignedRequest.zod';
import { browserWallet, connectWallet, signWithWallet, walletType, type WalletFailure } from './browser-wallet';

export type SignatureResult = { signed: AuthWeb3SignedRequest } | { failure: WalletFailure | 'challenge'; detail?: string };

export function useWalletSignature() {
  const queryClient = useQueryClient();
  const provider = useMemo(browserWallet, []);
  const [accounts, setAccounts] = useState<string[] | undefined>();

  const connect = useCallback(async (): Promise<{ failure: WalletFailure; detail?: string } | undefined> => {
    if (!provider) return { failure: 'failed' };
    const answer = await connectWallet(provider);
    if ('failure' in answer) return answer;
    setAccounts(answer.value);
    return undefined;
  }, [provider]);

  const sign = useCallback(
    async (address: string): Promise<SignatureResult> => {
      if (!provider) return { failure: 'failed' };
      const type = walletType(provider);
      let message: string;
      try {
        const challenge = await queryClient.fetchQuery({
          ...getGetWeb3AuthChallengeQueryOptions({ type, address }),
          staleTime: 0,
          gcTime: 0,
          retry: false,
        });
        message = challenge.data.message;
      } catch {
        return { failure: 'challenge' };
      }
      const signature = await signWithWallet(provider, address, message);
      if ('failure' in signature) return signature;
      return { signed: { type, address, message, signature: signature.value } };
    },
    [provider, queryClient],
  );

  return { hasWallet: provider !== undefined, accounts, connect, sign };
}
