/**
 * The provider's SDK drawn for one access token (src/lib/verification/verification-sdk.ts): its steps in a box of
 * the page, its expired token renewed through `refresh` (the contract's refresh calls, 4401 and 4403), and
 * `onSubmitted` once the applicant has sent the documents. A renewal that fails is said in place with its code (and
 * the SDK told). Without an SDK (none configured, or its script failed) the page says the check cannot be shown here.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadVerificationSdk, type VerificationSession, type VerificationToken } from '../../lib/verification/verification-sdk';
import { CallError } from '../../ui/call-error';
import { QueryLoading } from '../../ui/query-state';

export interface ProviderSdkProps {
  kind: VerificationSession['kind'];
  provider: string;
  token: VerificationToken;
  refresh: (expired: string) => Promise<VerificationToken>;
  onSubmitted: () => void;
}

export function ProviderSdk({ kind, provider, token, refresh, onSubmitted }: ProviderSdkProps) {
  const { t, i18n } = useTranslation('verification');
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'shown' | 'unavailable'>('loading');
  const [renewal, setRenewal] = useState<unknown>();
  // The callbacks of the latest render, for an SDK launched once per token.
  const latest = useRef({ refresh, onSubmitted });
  latest.current = { refresh, onSubmitted };
  useEffect(() => {
    let removed = false;
    let remove: (() => void) | undefined;
    let current = token;
    void loadVerificationSdk().then((sdk) => {
      if (removed) return;
      if (!sdk || !host.current) return setState('unavailable');
      setState('shown');
      remove = sdk.launch(host.current, {
        kind,
        provider,
        ...token,
        lang: i18n.language,
        refreshToken: async () => {
          setRenewal(undefined);
          try {
            current = await latest.current.refresh(current.accessToken);
          } catch (error) {
            setRenewal(error);
            throw error;
          }
          return current;
        },
        onSubmitted: () => latest.current.onSubmitted(),
      });
    });
    return () => {
      removed = true;
      remove?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one launch per token; the language is the SDK's own from then on
  }, [token.accessToken, kind, provider]);
  return (
    <div className="verification-sdk" data-testid="verification-sdk">
      {state === 'loading' && <QueryLoading />}
      {state === 'unavailable' && (
        <p className="notice notice--warning" role="alert">
          {t('sdk.unavailable', { provider })}
        </p>
      )}
      <div ref={host} />
      {renewal !== undefined && <CallError error={renewal} />}
    </div>
  );
}
