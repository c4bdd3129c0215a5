/**
 * GET /v2/settings: the session user built from the settings slice (nickname, language, logout time, password,
 * two-factor, passkeys, anti-phishing, QR login, phone, web3 wallet) and the demo account's constants, the
 * permission flags of every key the contract names (spec section 9: diia and koinly disabled, all others
 * enabled), captcha off, the main pair and the United Kingdom.
 */
import { SettingsPermissions } from '../../../generated/api/model/settingsPermissions.zod';
import type { SettingsResponse } from '../../../generated/api/model/settingsResponse.zod';
import type { Ledger } from '../ledger';
import { seconds } from '../http';
import { DEFAULT_REFERRAL_RATE, DEMO_USER_ID, maskPhone, settingsState } from './state';

/** Feature flags the spec turns off (section 9: "diia and koinly disabled, all others enabled"). */
const DISABLED_FEATURES: ReadonlySet<string> = new Set(['koinly', 'diia']);

export function permissions(): SettingsResponse['data']['permissions'] {
  return Object.fromEntries(
    Object.keys(SettingsPermissions.shape).map((key) => [key, { enabled: !DISABLED_FEATURES.has(key), hide: DISABLED_FEATURES.has(key) }]),
  ) as SettingsResponse['data']['permissions'];
}

export function sessionSettings(ledger: Ledger): SettingsResponse['data'] {
  const s = settingsState(ledger);
  return {
    user: {
      category: 'B2C',
      userId: DEMO_USER_ID,
      email: s.email,
      kycFlow: 'regular',
      paymentKycStatus: 'verified',
      country: 'United Kingdom',
      language: s.general.language,
      nickname: { ...s.nickname },
      nicknameChangesLeft: s.nicknameChangesLeft,
      lastPasswordEdit: s.password.set && s.password.lastEdit !== null ? seconds(s.password.lastEdit) : null,
      kybStatus: 'none',
      timeUntilBlock: null,
      alias: null,
      hasSubAccounts: false,
      mainAccountNickname: null,
      mainAccountExternalId: null,
      hasLoginAbility: true,
      avatarColor: '#3D7BF7',
      fireToken: null,
      restrictedAssets: { deposit: [], withdraw: [], codes: { withdraw: [] } },
      restrictedProviders: { deposit: [], withdraw: [] },
      logoutTime: s.general.logoutTime,
      isLogined: true,
      web3AuthAddress: s.web3?.address ?? null,
      isTaxLoginConfirmable: false,
      benefits: {
        holdingLevel: 0,
        owningLevel: 0,
        holding: {
          freeAmlChecks: 0,
          freeWithdrawals: 0,
          makerFeeDiscount: '0',
          referralRate: DEFAULT_REFERRAL_RATE,
          depositAddresses: 1,
          fundingDiscount: '0',
        },
        owning: { takerFeeDiscount: '0', makerFeeDiscount: '0' },
      },
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
        isPasswordCreateEnabled: !s.password.set,
      },
    },
    permissions: permissions(),
    captcha: { provider: 'geetest', enabled: false },
    marketName: 'BTC-USDT',
    countryCode: 'GB',
  };
}
