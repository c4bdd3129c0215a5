/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsUserCategoryDefault = `B2C`;
export const settingsUserEmailMax = 254;

export const settingsUserCountryMax = 100;

export const settingsUserLanguageRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const settingsUserNicknameValueMin = 3;
export const settingsUserNicknameValueMax = 32;

export const settingsUserNicknameTagMin = 4;
export const settingsUserNicknameTagMax = 4;

export const settingsUserNicknameChangesLeftMin = 0;

export const settingsUserLastPasswordEditOneMin = 0;

export const settingsUserTimeUntilBlockMin = 0;

export const settingsUserAliasMax = 64;

export const settingsUserMainAccountNicknameMax = 40;

export const settingsUserFireTokenMax = 4096;

export const settingsUserRestrictedAssetsDepositItemRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const settingsUserRestrictedAssetsWithdrawItemRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const settingsUserRestrictedAssetsCodesWithdrawItemRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const settingsUserRestrictedProvidersDepositItemMax = 64;

export const settingsUserRestrictedProvidersWithdrawItemMax = 64;


export const settingsUserWeb3AuthAddressOneRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');
export const settingsUserBenefitsHoldingLevelMin = 0;
export const settingsUserBenefitsHoldingLevelMax = 10;

export const settingsUserBenefitsOwningLevelMin = 0;
export const settingsUserBenefitsOwningLevelMax = 10;

export const settingsUserBenefitsHoldingFreeAmlChecksMin = 0;

export const settingsUserBenefitsHoldingFreeWithdrawalsMin = 0;

export const settingsUserBenefitsHoldingMakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const settingsUserBenefitsHoldingReferralRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const settingsUserBenefitsHoldingDepositAddressesMin = 0;

export const settingsUserBenefitsHoldingFundingDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const settingsUserBenefitsOwningTakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const settingsUserBenefitsOwningMakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const settingsUserPhoneOneNumberMin = 4;
export const settingsUserPhoneOneNumberMax = 20;

export const settingsUserPhoneOneProviderMax = 40;


export const SettingsUser = zod.object({
  "category": zod.enum(['B2C', 'B2B']).default(settingsUserCategoryDefault),
  "userId": zod.int().min(1),
  "email": zod.email().max(settingsUserEmailMax).describe('An e-mail address.'),
  "kycFlow": zod.enum(['regular', 'legacy']),
  "paymentKycStatus": zod.enum(['notRequired', 'required', 'submitted', 'verified', 'rejected']).describe('Payment restriction applies when the status is required or submitted.'),
  "country": zod.string().max(settingsUserCountryMax).nullable().describe('The user\'s country name, null before verification.'),
  "language": zod.stringFormat('locale', settingsUserLanguageRegExp).describe('A language code of the product (two letters, optionally with a region, e.g. en, tr, pt-br).'),
  "nickname": zod.object({
  "value": zod.string().min(settingsUserNicknameValueMin).max(settingsUserNicknameValueMax),
  "tag": zod.string().min(settingsUserNicknameTagMin).max(settingsUserNicknameTagMax).describe('The tag that makes the nickname unique. Assumption: 4 characters.')
}).describe('The public nickname, shown as value#tag.'),
  "nicknameChangesLeft": zod.int().min(settingsUserNicknameChangesLeftMin),
  "lastPasswordEdit": zod.union([zod.int().min(settingsUserLastPasswordEditOneMin).describe('Seconds since the Unix epoch.'),zod.null()]).describe('When the password was last changed; null if never.'),
  "kybStatus": zod.enum(['none', 'pending', 'verified', 'rejected']),
  "timeUntilBlock": zod.int().min(settingsUserTimeUntilBlockMin).nullable().describe('Seconds until the account is blocked unless it is verified; null when no block is due.'),
  "alias": zod.string().max(settingsUserAliasMax).nullable().describe('The sub-account alias when this session is a sub-account\'s.'),
  "hasSubAccounts": zod.boolean(),
  "mainAccountNickname": zod.string().max(settingsUserMainAccountNicknameMax).nullable().describe('The main account\'s nickname when this session is a sub-account\'s.'),
  "mainAccountExternalId": zod.uuid().nullable().describe('The main account\'s id when this session is a sub-account\'s (shown on the 404 page\'s switch button).'),
  "hasLoginAbility": zod.boolean().describe('Whether the account can log in by itself (false for sub-accounts without credentials).'),
  "avatarColor": zod.enum(['#3D7BF7', '#12B76A', '#F79009', '#F04438', '#7A5AF8', '#06AED4', '#EE46BC', '#667085']).describe('The avatar\'s background colour. Assumption: one of a fixed palette.'),
  "fireToken": zod.string().max(settingsUserFireTokenMax).nullable().describe('The push token registered for this browser, if any.'),
  "restrictedAssets": zod.object({
  "deposit": zod.array(zod.stringFormat('ticker', settingsUserRestrictedAssetsDepositItemRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.')),
  "withdraw": zod.array(zod.stringFormat('ticker', settingsUserRestrictedAssetsWithdrawItemRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.')),
  "codes": zod.object({
  "withdraw": zod.array(zod.stringFormat('ticker', settingsUserRestrictedAssetsCodesWithdrawItemRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'))
})
}).describe('Tickers the user may not deposit, withdraw or withdraw as codes (fiat is added to the withdraw list).'),
  "restrictedProviders": zod.object({
  "deposit": zod.array(zod.string().min(1).max(settingsUserRestrictedProvidersDepositItemMax)),
  "withdraw": zod.array(zod.string().min(1).max(settingsUserRestrictedProvidersWithdrawItemMax))
}).describe('Payment providers the user may not use for deposits or withdrawals.'),
  "logoutTime": zod.int().min(1).describe('Minutes of inactivity before automatic logout (one of GET /v2/common/logoutTimes).'),
  "isLogined": zod.boolean(),
  "web3AuthAddress": zod.union([zod.stringFormat('evm-address', settingsUserWeb3AuthAddressOneRegExp).describe('A wallet address. Assumption: an EVM address (0x and 40 hex digits).'),zod.null()]).describe('The wallet linked for web3 sign-in, if any.'),
  "isTaxLoginConfirmable": zod.boolean(),
  "benefits": zod.object({
  "holdingLevel": zod.int().min(settingsUserBenefitsHoldingLevelMin).max(settingsUserBenefitsHoldingLevelMax),
  "owningLevel": zod.int().min(settingsUserBenefitsOwningLevelMin).max(settingsUserBenefitsOwningLevelMax),
  "holding": zod.object({
  "freeAmlChecks": zod.int().min(settingsUserBenefitsHoldingFreeAmlChecksMin),
  "freeWithdrawals": zod.int().min(settingsUserBenefitsHoldingFreeWithdrawalsMin),
  "makerFeeDiscount": zod.stringFormat('percent-unsigned', settingsUserBenefitsHoldingMakerFeeDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "referralRate": zod.stringFormat('percent-unsigned', settingsUserBenefitsHoldingReferralRateRegExp).describe('The referral reward rate in percent (default 40).'),
  "depositAddresses": zod.int().min(settingsUserBenefitsHoldingDepositAddressesMin).describe('How many deposit addresses per currency the level allows.'),
  "fundingDiscount": zod.stringFormat('percent-unsigned', settingsUserBenefitsHoldingFundingDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}),
  "owning": zod.object({
  "takerFeeDiscount": zod.stringFormat('percent-unsigned', settingsUserBenefitsOwningTakerFeeDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "makerFeeDiscount": zod.stringFormat('percent-unsigned', settingsUserBenefitsOwningMakerFeeDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
})
}).describe('The native-token benefits (section 3 "benefits"; replaced by the benefitLevelUpdate socket event). Percentages are decimal strings.'),
  "phone": zod.union([zod.object({
  "id": zod.int().min(1),
  "is2fa": zod.boolean().describe('Whether the phone serves as a second factor.'),
  "number": zod.string().min(settingsUserPhoneOneNumberMin).max(settingsUserPhoneOneNumberMax).describe('The masked number, e.g. +38067*****67.'),
  "provider": zod.string().min(1).max(settingsUserPhoneOneProviderMax),
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
}).describe('The user of the session (section 3 "User session"; data.user of GET /v2/settings). Times are Unix seconds. Assumption: the value sets of paymentKycStatus and kybStatus beyond those the spec names, the masking of phone and the units of timeUntilBlock (seconds) and logoutTime (minutes) are not shown.')

export type SettingsUser = zod.input<typeof SettingsUser>;
export type SettingsUserOutput = zod.output<typeof SettingsUser>;
