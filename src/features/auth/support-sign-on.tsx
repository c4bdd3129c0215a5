/**
 * The support centre's single sign-on (spec section 4: a brand_id query triggers a support single-sign-on call and
 * a redirect). The help centre sends a user who wants to sign in to /auth?brand_id=<brand>: signed in, the page asks
 * where that brand lives (GET /v2/zendesk/sso/redirect), has the user signed in there (POST /v2/zendesk/sso/login,
 * the brand and that page to return to) and sends the browser to the support centre's sign-in with the token; a
 * guest logs in first (the login then comes back here, ./use-login-result.ts). Only https addresses are followed; a
 * failure offers a retry and the region's help centre as it is.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetSupportBrandRedirectQueryOptions, useLoginToSupportCenter } from '../../../generated/api/auth/auth';
import { safeUrl } from '../../lib/navigation/safe-url';
import { useRegion } from '../../lib/region/current-region';

/** The brand of a brand_id query (a positive whole number), else undefined. */
export function supportBrand(search: string): number | undefined {
  const value = new URLSearchParams(search).get('brand_id');
  if (!value || !/^[1-9]\d{0,17}$/.test(value)) return undefined;
  const brand = Number(value);
  return Number.isSafeInteger(brand) ? brand : undefined;
}

/** The support centre's sign-in address with the token and the page to return to, when it is https. */
export function supportSignInUrl(url: string, jwt: string, returnTo: string | undefined): string | undefined {
  const base = safeUrl(url, { httpsOnly: true });
  if (!base) return undefined;
  const target = new URL(base);
  target.searchParams.set('jwt', jwt);
  const back = returnTo ? safeUrl(returnTo, { httpsOnly: true }) : undefined;
  if (back) target.searchParams.set('return_to', back);
  return target.href;
}

/** The notice above the login form for a guest on their way to the help centre. */
export function SupportSignOnNotice() {
  const { t } = useTranslation('auth');
  return (
    <p className="notice" data-testid="support-sign-on-notice">
      {t('supportSignOn.logInFirst')}
    </p>
  );
}

/** A signed-in user on their way to the help centre: the sign-on, then the browser leaves for it. */
/** Leaves the app for the support centre: another site, so a full page load. */
const leaveForSupportCentre = (url: string) => location.assign(url); // full reload: the support centre is another site

export function SupportSignOn({ brand, leave = leaveForSupportCentre }: { brand: number; leave?: (url: string) => void }) {
  const { t } = useTranslation('auth');
  const region = useRegion();
  const queryClient = useQueryClient();
  const signOn = useLoginToSupportCenter({ request: { handledStatuses: [401, 419, 422, 429] } });
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const go = async () => {
    setFailed(false);
    try {
      const redirect = await queryClient.fetchQuery({ ...getGetSupportBrandRedirectQueryOptions({ brand_id: brand }), staleTime: 0 });
      const returnTo = safeUrl(redirect.data.redirectUrl, { httpsOnly: true });
      const { data } = await signOn.mutateAsync({ data: { brand_id: brand, ...(returnTo ? { return_to: returnTo } : {}) } });
      const target = supportSignInUrl(data.url, data.jwt, data.returnTo ?? returnTo);
      if (!target) return setFailed(true);
      leave(target);
    } catch {
      setFailed(true);
    }
  };

  useEffect(() => {
    // Once per visit (a development double mount must not sign on twice).
    if (started.current) return;
    started.current = true;
    void go();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, on arrival
  }, []);

  return (
    <section className="card" aria-live="polite" data-testid="support-sign-on">
      {failed ? (
        <>
          <p className="notice notice--warning" role="alert">
            {t('supportSignOn.failed')}
          </p>
          <div className="form__actions">
            <button type="button" className="button" onClick={() => void go()}>
              {t('supportSignOn.retry')}
            </button>
            <a className="button button--secondary" href={region.helpCenterUrl} rel="noopener">
              {t('supportSignOn.openWithout')}
            </a>
          </div>
        </>
      ) : (
        <p role="status">{t('supportSignOn.opening')}</p>
      )}
    </section>
  );
}
