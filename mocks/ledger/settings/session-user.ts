/**
 * GET /v2/settings: the session user built from the settings slice (nickname, language, logout time, password,
 * two-factor, passkeys, anti-phishing, QR login, phone, web3 wallet), the auth slice (who, e-mail, password), the
 * WBT benefits of the ledger's WBT, the sub-account the session is switched into, the identity checks' state (kycFlow,
 * paymentKycStatus, kybStatus), the demo account's constants, the permission flags of every key the contract names
 * (spec section 9: diia and koinly disabled, all others enabled), captcha off, the main pair and the United Kingdom.
 */
import { SettingsPermissions } from '../../../generated/api/model/settingsPermissions.zod';
import type { SettingsResponse } from '../../../generated/api/model/settingsResponse.zod';
import { ACCOUNT_TYPES, type Ledger } from '../ledger';
import { heldUnits, HOLDING_LEVELS, holdingLevel, levelFor, OWNING_LEVELS, WBT } from '../money/wbt';
import { findSubAccount, MAIN_ACCOUNT, subAccounts } from '../sub-accounts/sub-accounts';
import { seconds } from '../http';
import { avatarColorOf } from './avatar-color';
import { kybCheck, kycCheck } from '../verification/identity-checks';
import { account, accountEmail, DEFAULT_REFERRAL_RATE, hasPassword, language, maskPhone, restrictions, settingsState } from './state';

/** Feature flags the spec turns off (section 9: "diia and koinly disabled, all others enabled"). */
const DISABLED_FEATURES: ReadonlySet<string> = new Set(['koinly', 'diia']);

export function permissions(): SettingsResponse['data']['permissions'] {
  return Object.fromEntries(
    Object.keys(SettingsPermissions.shape).map((key) => [key, { enabled: !DISABLED_FEATURES.has(key), hide: DISABLED_FEATURES.has(key) }]),
  ) as SettingsResponse['data']['permissions'];
}

type Benefits = SettingsResponse['data']['user']['benefits'];

/** WBT's benefits (section 3): the holding level of the WBT on hold, the owning level of all WBT the user has. */
export function benefits(ledger: Ledger): Benefits {
  const holding = holdingLevel(ledger);
  const owned = ACCOUNT_TYPES.reduce((sum, type) => {
    const b = ledger.balance(type, WBT);
    return sum + b.available + b.freeze;
  }, heldUnits(ledger));
  const owning = levelFor(OWNING_LEVELS, owned);
  const h = HOLDING_LEVELS.find((l) => l.level === holding);
  const o = OWNING_LEVELS.find((l) => l.level === owning);
  return {
    holdingLevel: holding,
    owningLevel: owning,
    holding: h
      ? {
          freeAmlChecks: h.freeAmlChecks,
          freeWithdrawals: h.freeWithdrawals,
          makerFeeDiscount: h.makerFeeDiscount,
          referralRate: String(h.referralRate),
          depositAddresses: h.depositAddresses,
          fundingDiscount: h.fundingDiscount,
        }
      : {
          freeAmlChecks: 0,
          freeWithdrawals: 0,
          makerFeeDiscount: '0',
          referralRate: DEFAULT_REFERRAL_RATE,
          depositAddresses: 1,
          fundingDiscount: '0',
        },
    owning: o
      ? { takerFeeDiscount: o.takerFeeDiscount, makerFeeDiscount: o.makerFeeDiscount }
      : { takerFeeDiscount: '0', makerFeeDiscount: '0' },
  };
}

/** The referral reward rate: the holding level's, the default 40 % below the first level. */
export const referralRate = (ledger: Ledger): string => benefits(ledger).holding.referralRate;

export function sessionSettings(ledger: Ledger): SettingsResponse['data'] {
  const s = settingsState(ledger);
  const password = hasPassword(ledger);
  const switched = subAccounts(ledger).active;
  const sub = switched === null ? undefined : findSubAccount(ledger, switched);
  const kyc = kycCheck(ledger);
  return {
    user: {
      category: 'B2C',
      userId: account(ledger).userId,
      email: accountEmail(ledger),
      // The identity checks' state machine (mocks/ledger/verification/identity-checks.ts).
      kycFlow: kyc.flow,
      paymentKycStatus: kyc.status,
      country: 'United Kingdom',
      language: language(ledger),
      nickname: { ...s.nickname },
      nicknameChangesLeft: s.nicknameChangesLeft,
      lastPasswordEdit: password && s.passwordEditedAt !== null ? seconds(s.passwordEditedAt) : null,
      kybStatus: kybCheck(ledger).status,
      timeUntilBlock: null,
      // In a sub-account's session (POST /v2/sub-account/{id}/switch): its alias and the main account it belongs to.
      alias: sub?.alias ?? null,
      hasSubAccounts: !sub && subAccounts(ledger).accounts.length > 0,
      mainAccountNickname: sub ? s.nickname.value : null,
      mainAccountExternalId: sub ? MAIN_ACCOUNT.externalId : null,
      hasLoginAbility: true,
      avatarColor: avatarColorOf(ledger, account(ledger).userId),
      fireToken: null,
      restrictedAssets: structuredClone(restrictions(ledger).assets),
      restrictedProviders: structuredClone(restrictions(ledger).providers),
      logoutTime: s.general.logoutTime,
      isLogined: true,
      web3AuthAddress: s.web3?.address ?? null,
      web3AuthWallet: s.web3 ? { ...s.web3, createdAt: seconds(s.web3.createdAt) } : null,
      isTaxLoginConfirmable: false,
      benefits: benefits(ledger),
      phone: s.phone
        ? { id: s.phone.id, is2fa: s.phone.is2fa, number: maskPhone(s.phone.number), provider: s.phone.provider, type: s.phone.type }
        : null,
      privileges: { canGenerateReferralCodes: true, isMerchant: false, isListing: false, canUseUssd: true, canCreateManyAddresses: false },
      flags: {
        isTwoFactorEnabled: s.twoFactor.enabled,
        isPasskeyEnabled: s.passkeys.length > 0,
        isAntiPhishingCodeEnabled: s.antiPhishing.code !== null,
        exchangeTermsAccepted: true,
        isQrLoginEnabled: s.qrLogin,
        isPasswordCreateEnabled: !password,
      },
    },
    permissions: permissions(),
    captcha: { provider: 'geetest', enabled: false },
    marketName: 'BTC-USDT',
    countryCode: 'GB',
  };
}
