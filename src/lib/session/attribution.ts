/**
 * Referral and affiliate attribution (spec section 9: the referral cookie lives 90 days, the affiliate cookie 7).
 * A code arrives in the address (`?ref=` or `?referral=`, `?aff=` or `?affiliate=`) on the registration page or a
 * registration landing; it is checked with the server (validate-referral-code, validate-affiliate-code) and kept
 * in its cookie only when valid, so the registration form can send it later, even days after the visit.
 *
 * Assumption: the spec gives the lifetimes but not the names; the cookies are named `referral` and `affiliate`.
 */
import { useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useValidateAffiliateCode, useValidateReferralCode } from '../../../generated/api/auth/auth';
import { registerBodyAffiliateCodeRegExp, registerBodyReferralCodeRegExp } from '../../../generated/api/auth/auth.zod';
import { readCookie, writeCookie } from '../cookies/cookies';

export const REFERRAL_COOKIE = 'referral';
export const REFERRAL_COOKIE_DAYS = 90;
export const AFFILIATE_COOKIE = 'affiliate';
export const AFFILIATE_COOKIE_DAYS = 7;

export interface Attribution {
  referral?: string;
  affiliate?: string;
}

/** The first of the named query parameters that has the contract's form of the code. */
function codeIn(search: URLSearchParams, names: readonly string[], pattern: RegExp): string | undefined {
  for (const name of names) {
    const value = search.get(name)?.trim();
    if (value && pattern.test(value)) return value;
  }
  return undefined;
}

/** The codes of an address's query, each only if it has the contract's form (anything else is never sent). */
export function attributionInSearch(search: string): Attribution {
  const params = new URLSearchParams(search);
  return {
    referral: codeIn(params, ['ref', 'referral'], registerBodyReferralCodeRegExp),
    affiliate: codeIn(params, ['aff', 'affiliate'], registerBodyAffiliateCodeRegExp),
  };
}

/** The codes kept from an earlier visit (a cookie edited by hand to another form is ignored). */
export function keptAttribution(): Attribution {
  const referral = readCookie(REFERRAL_COOKIE);
  const affiliate = readCookie(AFFILIATE_COOKIE);
  return {
    referral: referral && registerBodyReferralCodeRegExp.test(referral) ? referral : undefined,
    affiliate: affiliate && registerBodyAffiliateCodeRegExp.test(affiliate) ? affiliate : undefined,
  };
}

/**
 * On arrival: the address's codes are checked, and each valid one is kept in its cookie. Returns the codes of
 * the address and, once known, whether each is valid (undefined while the check runs or when there is none).
 */
export function useAttributionArrival(): Attribution & { referralValid?: boolean; affiliateValid?: boolean } {
  // Read once: the codes are the arrival's, a later change of the address is not a new arrival.
  const searchStr = useLocation({ select: (l) => l.searchStr });
  const [arrived] = useState(() => attributionInSearch(searchStr));
  const referral = useValidateReferralCode(
    { referralCode: arrived.referral ?? '' },
    { query: { enabled: arrived.referral !== undefined, staleTime: Infinity } },
  );
  const affiliate = useValidateAffiliateCode(
    { affiliateCode: arrived.affiliate ?? '' },
    { query: { enabled: arrived.affiliate !== undefined, staleTime: Infinity } },
  );
  const referralValid = arrived.referral === undefined ? undefined : referral.data?.data.valid;
  const affiliateValid = arrived.affiliate === undefined ? undefined : affiliate.data?.data.valid;
  useEffect(() => {
    if (referralValid && arrived.referral) writeCookie(REFERRAL_COOKIE, arrived.referral, { days: REFERRAL_COOKIE_DAYS });
  }, [referralValid, arrived.referral]);
  useEffect(() => {
    if (affiliateValid && arrived.affiliate) writeCookie(AFFILIATE_COOKIE, arrived.affiliate, { days: AFFILIATE_COOKIE_DAYS });
  }, [affiliateValid, arrived.affiliate]);
  return { ...arrived, referralValid, affiliateValid };
}
