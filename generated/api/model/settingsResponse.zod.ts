/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsResponseDataUserCategoryDefault = `B2C`;
export const settingsResponseDataUserEmailMax = 254;

export const settingsResponseDataUserCountryMax = 100;

export const settingsResponseDataUserLanguageRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const settingsResponseDataUserNicknameValueMin = 3;
export const settingsResponseDataUserNicknameValueMax = 32;

export const settingsResponseDataUserNicknameTagMin = 4;
export const settingsResponseDataUserNicknameTagMax = 4;

export const settingsResponseDataUserNicknameChangesLeftMin = 0;

export const settingsResponseDataUserLastPasswordEditOneMin = 0;

export const settingsResponseDataUserTimeUntilBlockMin = 0;

export const settingsResponseDataUserAliasMax = 64;

export const settingsResponseDataUserMainAccountNicknameMax = 40;

export const settingsResponseDataUserFireTokenMax = 4096;

export const settingsResponseDataUserRestrictedAssetsDepositItemRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const settingsResponseDataUserRestrictedAssetsWithdrawItemRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const settingsResponseDataUserRestrictedAssetsCodesWithdrawItemRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const settingsResponseDataUserRestrictedProvidersDepositItemMax = 64;

export const settingsResponseDataUserRestrictedProvidersWithdrawItemMax = 64;


export const settingsResponseDataUserWeb3AuthAddressOneRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');
export const settingsResponseDataUserBenefitsHoldingLevelMin = 0;
export const settingsResponseDataUserBenefitsHoldingLevelMax = 10;

export const settingsResponseDataUserBenefitsOwningLevelMin = 0;
export const settingsResponseDataUserBenefitsOwningLevelMax = 10;

export const settingsResponseDataUserBenefitsHoldingFreeAmlChecksMin = 0;

export const settingsResponseDataUserBenefitsHoldingFreeWithdrawalsMin = 0;

export const settingsResponseDataUserBenefitsHoldingMakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const settingsResponseDataUserBenefitsHoldingReferralRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const settingsResponseDataUserBenefitsHoldingDepositAddressesMin = 0;

export const settingsResponseDataUserBenefitsHoldingFundingDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const settingsResponseDataUserBenefitsOwningTakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const settingsResponseDataUserBenefitsOwningMakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const settingsResponseDataUserPhoneOneNumberMin = 4;
export const settingsResponseDataUserPhoneOneNumberMax = 20;

export const settingsResponseDataUserPhoneOneProviderMax = 40;

export const settingsResponseDataMarketNameRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const settingsResponseDataCountryCodeRegExp = new RegExp('^[A-Z]{2}$');

export const SettingsResponse = zod.object({
  "data": zod.object({
  "user": zod.object({
  "category": zod.enum(['B2C', 'B2B']).default(settingsResponseDataUserCategoryDefault),
  "userId": zod.int().min(1),
  "email": zod.email().max(settingsResponseDataUserEmailMax).describe('An e-mail address.'),
  "kycFlow": zod.enum(['regular', 'legacy']),
  "paymentKycStatus": zod.enum(['notRequired', 'required', 'submitted', 'verified', 'rejected']).describe('Payment restriction applies when the status is required or submitted.'),
  "country": zod.string().max(settingsResponseDataUserCountryMax).nullable().describe('The user\'s country name, null before verification.'),
  "language": zod.stringFormat('locale', settingsResponseDataUserLanguageRegExp).describe('A language code of the product (two letters, optionally with a region, e.g. en, tr, pt-br).'),
  "nickname": zod.object({
  "value": zod.string().min(settingsResponseDataUserNicknameValueMin).max(settingsResponseDataUserNicknameValueMax),
  "tag": zod.string().min(settingsResponseDataUserNicknameTagMin).max(settingsResponseDataUserNicknameTagMax).describe('The tag that makes the nickname unique. Assumption: 4 characters.')
}).describe('The public nickname, shown as value#tag.'),
  "nicknameChangesLeft": zod.int().min(settingsResponseDataUserNicknameChangesLeftMin),
  "lastPasswordEdit": zod.union([zod.int().min(settingsResponseDataUserLastPasswordEditOneMin).describe('Seconds since the Unix epoch.'),zod.null()]).describe('When the password was last changed; null if never.'),
  "kybStatus": zod.enum(['none', 'pending', 'verified', 'rejected']),
  "timeUntilBlock": zod.int().min(settingsResponseDataUserTimeUntilBlockMin).nullable().describe('Seconds until the account is blocked unless it is verified; null when no block is due.'),
  "alias": zod.string().max(settingsResponseDataUserAliasMax).nullable().describe('The sub-account alias when this session is a sub-account\'s.'),
  "hasSubAccounts": zod.boolean(),
  "mainAccountNickname": zod.string().max(settingsResponseDataUserMainAccountNicknameMax).nullable().describe('The main account\'s nickname when this session is a sub-account\'s.'),
  "mainAccountExternalId": zod.uuid().nullable().describe('The main account\'s id when this session is a sub-account\'s (shown on the 404 page\'s switch button).'),
  "hasLoginAbility": zod.boolean().describe('Whether the account can log in by itself (false for sub-accounts without credentials).'),
  "avatarColor": zod.enum(['#3D7BF7', '#12B76A', '#F79009', '#F04438', '#7A5AF8', '#06AED4', '#EE46BC', '#667085']).describe('The avatar\'s background colour. Assumption: one of a fixed palette.'),
  "fireToken": zod.string().max(settingsResponseDataUserFireTokenMax).nullable().describe('The push token registered for this browser, if any.'),
  "restrictedAssets": zod.object({
  "deposit": zod.array(zod.stringFormat('ticker', settingsResponseDataUserRestrictedAssetsDepositItemRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.')),
  "withdraw": zod.array(zod.stringFormat('ticker', settingsResponseDataUserRestrictedAssetsWithdrawItemRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.')),
  "codes": zod.object({
  "withdraw": zod.array(zod.stringFormat('ticker', settingsResponseDataUserRestrictedAssetsCodesWithdrawItemRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'))
})
}).describe('Tickers the user may not deposit, withdraw or withdraw as codes (fiat is added to the withdraw list).'),
  "restrictedProviders": zod.object({
  "deposit": zod.array(zod.string().min(1).max(settingsResponseDataUserRestrictedProvidersDepositItemMax)),
  "withdraw": zod.array(zod.string().min(1).max(settingsResponseDataUserRestrictedProvidersWithdrawItemMax))
}).describe('Payment providers the user may not use for deposits or withdrawals.'),
  "logoutTime": zod.int().min(1).describe('Minutes of inactivity before automatic logout (one of GET /v2/common/logoutTimes).'),
  "isLogined": zod.boolean(),
  "web3AuthAddress": zod.union([zod.stringFormat('evm-address', settingsResponseDataUserWeb3AuthAddressOneRegExp).describe('A wallet address. Assumption: an EVM address (0x and 40 hex digits).'),zod.null()]).describe('The wallet linked for web3 sign-in, if any.'),
  "isTaxLoginConfirmable": zod.boolean(),
  "benefits": zod.object({
  "holdingLevel": zod.int().min(settingsResponseDataUserBenefitsHoldingLevelMin).max(settingsResponseDataUserBenefitsHoldingLevelMax),
  "owningLevel": zod.int().min(settingsResponseDataUserBenefitsOwningLevelMin).max(settingsResponseDataUserBenefitsOwningLevelMax),
  "holding": zod.object({
  "freeAmlChecks": zod.int().min(settingsResponseDataUserBenefitsHoldingFreeAmlChecksMin),
  "freeWithdrawals": zod.int().min(settingsResponseDataUserBenefitsHoldingFreeWithdrawalsMin),
  "makerFeeDiscount": zod.stringFormat('percent-unsigned', settingsResponseDataUserBenefitsHoldingMakerFeeDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "referralRate": zod.stringFormat('percent-unsigned', settingsResponseDataUserBenefitsHoldingReferralRateRegExp).describe('The referral reward rate in percent (default 40).'),
  "depositAddresses": zod.int().min(settingsResponseDataUserBenefitsHoldingDepositAddressesMin).describe('How many deposit addresses per currency the level allows.'),
  "fundingDiscount": zod.stringFormat('percent-unsigned', settingsResponseDataUserBenefitsHoldingFundingDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}),
  "owning": zod.object({
  "takerFeeDiscount": zod.stringFormat('percent-unsigned', settingsResponseDataUserBenefitsOwningTakerFeeDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "makerFeeDiscount": zod.stringFormat('percent-unsigned', settingsResponseDataUserBenefitsOwningMakerFeeDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
})
}).describe('The native-token benefits (section 3 "benefits"; replaced by the benefitLevelUpdate socket event). Percentages are decimal strings.'),
  "phone": zod.union([zod.object({
  "id": zod.int().min(1),
  "is2fa": zod.boolean().describe('Whether the phone serves as a second factor.'),
  "number": zod.string().min(settingsResponseDataUserPhoneOneNumberMin).max(settingsResponseDataUserPhoneOneNumberMax).describe('The masked number, e.g. +38067*****67.'),
  "provider": zod.string().min(1).max(settingsResponseDataUserPhoneOneProviderMax),
  "type": zod.enum(['sms', 'voice', 'ussd'])
}).describe('The user\'s phone (section 3 "phone": id, is2fa, number, provider, type). Assumption: number is masked, provider is the carrier or SMS provider, type the channel codes are sent over.'),zod.null()]).describe('The user\'s phone; null when none is set.'),
  "privileges": zod.object({
  "canGenerateReferralCodes": zod.boolean(),
  "isMerchant": zod.boolean(),
  "isListing": zod.boolean(),
  "canUseUssd": zod.boolean(),
  "canCreateManyAddresses": zod.boolean()
}).describe('Privileges (section 6): referral code generation, merchant, listing (all currencies deposit- and withdraw-enabled), USSD, creating many addresses.'),
  "flags": zod.object({
  "isTwoFactorEnabled": zod.boolean(),
  "isPasskeyEnabled": zod.boolean(),
  "isAntiPhishingCodeEnabled": zod.boolean(),
  "exchangeTermsAccepted": zod.boolean(),
  "isQrLoginEnabled": zod.boolean(),
  "isPasswordCreateEnabled": zod.boolean().describe('The account has no password yet (third-party sign-in) and may create one.')
}).describe('The user\'s security and consent flags (section 3 "flags"). Second factor counts as enabled if two-factor or passkey is on.')
}).describe('The user of the session (section 3 "User session"; data.user of GET /v2/settings). Times are Unix seconds. Assumption: the value sets of paymentKycStatus and kybStatus beyond those the spec names, the masking of phone and the units of timeUntilBlock (seconds) and logoutTime (minutes) are not shown.'),
  "permissions": zod.object({
  "wbcard": zod.object({
  "enabled": zod.boolean(),
  "hide": zod.boolean()
}).describe('A feature flag of the server (sections 3 and 6): `enabled` false blocks the feature, `hide` true only removes it from navigation.'),
  "launchpad": zod.object({
  "enabled": zod.boolean(),
  "hide": zod.boolean()
}).describe('A feature flag of the server (sections 3 and 6): `enabled` false blocks the feature, `hide` true only removes it from navigation.'),
  "earn": zod.object({
  "enabled": zod.boolean(),
  "hide": zod.boolean()
}).describe('A feature flag of the server (sections 3 and 6): `enabled` false blocks the feature, `hide` true only removes it from navigation.'),
  "margin": zod.object({
  "enabled": zod.boolean(),
  "hide": zod.boolean()
}).describe('A feature flag of the server (sections 3 and 6): `enabled` false blocks the feature, `hide` true only removes it from navigation.'),
  "borrow": zod.object({
  "enabled": zod.boolean(),
  "hide": zod.boolean()
}).describe('A feature flag of the server (sections 3 and 6): `enabled` false blocks the feature, `hide` true only removes it from navigation.'),
  "futures": zod.object({
  "enabled": zod.boolean(),
  "hide": zod.boolean()
}).describe('A feature flag of the server (sections 3 and 6): `enabled` false blocks the feature, `hide` true only removes it from navigation.'),
  "subAccount": zod.object({
  "enabled": zod.boolean(),
  "hide": zod.boolean()
}).describe('A feature flag of the server (sections 3 and 6): `enabled` false blocks the feature, `hide` true only removes it from navigation.'),
  "wbSoul": zod.object({
  "enabled": zod.boolean(),
  "hide": zod.boolean()
}).describe('A feature flag of the server (sections 3 and 6): `enabled` false blocks the feature, `hide` true only removes it from navigation.'),
  "koinly": zod.object({
  "enabled": zod.boolean(),
  "hide": zod.boolean()
}).describe('A feature flag of the server (sections 3 and 6): `enabled` false blocks the feature, `hide` true only removes it from navigation.'),
  "diia": zod.object({
  "enabled": zod.boolean(),
  "hide": zod.boolean()
}).describe('A feature flag of the server (sections 3 and 6): `enabled` false blocks the feature, `hide` true only removes it from navigation.'),
  "OauthAppleLogin": zod.object({
  "enabled": zod.boolean(),
  "hide": zod.boolean()
}).describe('A feature flag of the server (sections 3 and 6): `enabled` false blocks the feature, `hide` true only removes it from navigation.'),
  "OauthGoogleLogin": zod.object({
  "enabled": zod.boolean(),
  "hide": zod.boolean()
}).describe('A feature flag of the server (sections 3 and 6): `enabled` false blocks the feature, `hide` true only removes it from navigation.')
}).describe('The server\'s permission flags (section 3 "permissions"): each with enabled and hide. Apple or Google login shows only if not hidden and enabled; margin funding shows if margin or borrow is not hidden; the sub-account feature needs subAccount.enabled.'),
  "captcha": zod.object({
  "provider": zod.enum(['geetest', 'reCaptcha']),
  "enabled": zod.boolean()
}).describe('Which captcha guards the captcha-protected buttons (section 3 "captcha").'),
  "marketName": zod.stringFormat('market-dash', settingsResponseDataMarketNameRegExp).describe('The last traded pair (the trade page without a pair goes there).'),
  "countryCode": zod.stringFormat('country-code', settingsResponseDataCountryCodeRegExp).describe('An ISO 3166-1 alpha-2 country code in upper case.')
})
}).describe('GET /v2/settings (section 7 "data.user, data.permissions, captcha, marketName, countryCode").')

export type SettingsResponse = zod.input<typeof SettingsResponse>;
export type SettingsResponseOutput = zod.output<typeof SettingsResponse>;
