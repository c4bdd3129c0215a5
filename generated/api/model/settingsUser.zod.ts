/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

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

export const settingsUserWeb3AuthWalletOneAddressRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');
export const settingsUserWeb3AuthWalletOneCreatedAtMin = 0;

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


export const SettingsUser = /*#__PURE__*/ zod.object({
  "category": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.enum(['B2C', 'B2B']), settingsUserCategoryDefault),
  "userId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "email": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(settingsUserEmailMax)),
  "kycFlow": /*#__PURE__*/ zod.enum(['regular', 'legacy']),
  "paymentKycStatus": /*#__PURE__*/ zod.enum(['notRequired', 'required', 'submitted', 'verified', 'rejected']),
  "country": /*#__PURE__*/ zod.nullable(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsUserCountryMax))),
  "language": /*#__PURE__*/ zod.stringFormat('locale', settingsUserLanguageRegExp),
  "nickname": /*#__PURE__*/ zod.object({
  "value": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsUserNicknameValueMin)).check(/*#__PURE__*/ zod.maxLength(settingsUserNicknameValueMax)),
  "tag": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsUserNicknameTagMin)).check(/*#__PURE__*/ zod.maxLength(settingsUserNicknameTagMax))
}),
  "nicknameChangesLeft": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsUserNicknameChangesLeftMin)),
  "lastPasswordEdit": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsUserLastPasswordEditOneMin)),/*#__PURE__*/ zod.null()]),
  "kybStatus": /*#__PURE__*/ zod.enum(['none', 'pending', 'verified', 'rejected']),
  "timeUntilBlock": /*#__PURE__*/ zod.nullable(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsUserTimeUntilBlockMin))),
  "alias": /*#__PURE__*/ zod.nullable(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsUserAliasMax))),
  "hasSubAccounts": /*#__PURE__*/ zod.boolean(),
  "mainAccountNickname": /*#__PURE__*/ zod.nullable(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsUserMainAccountNicknameMax))),
  "mainAccountExternalId": /*#__PURE__*/ zod.nullable(/*#__PURE__*/ zod.uuid()),
  "hasLoginAbility": /*#__PURE__*/ zod.boolean(),
  "avatarColor": /*#__PURE__*/ zod.enum(['#3D7BF7', '#12B76A', '#F79009', '#F04438', '#7A5AF8', '#06AED4', '#EE46BC', '#667085']),
  "fireToken": /*#__PURE__*/ zod.nullable(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsUserFireTokenMax))),
  "restrictedAssets": /*#__PURE__*/ zod.object({
  "deposit": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ticker', settingsUserRestrictedAssetsDepositItemRegExp)),
  "withdraw": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ticker', settingsUserRestrictedAssetsWithdrawItemRegExp)),
  "codes": /*#__PURE__*/ zod.object({
  "withdraw": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ticker', settingsUserRestrictedAssetsCodesWithdrawItemRegExp))
})
}),
  "restrictedProviders": /*#__PURE__*/ zod.object({
  "deposit": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsUserRestrictedProvidersDepositItemMax))),
  "withdraw": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsUserRestrictedProvidersWithdrawItemMax)))
}),
  "logoutTime": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "isLogined": /*#__PURE__*/ zod.boolean(),
  "web3AuthAddress": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.stringFormat('evm-address', settingsUserWeb3AuthAddressOneRegExp),/*#__PURE__*/ zod.null()]),
  "web3AuthWallet": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "address": /*#__PURE__*/ zod.stringFormat('evm-address', settingsUserWeb3AuthWalletOneAddressRegExp),
  "type": /*#__PURE__*/ zod.enum(['metamask', 'walletConnect', 'coinbase', 'trust']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsUserWeb3AuthWalletOneCreatedAtMin))
}),/*#__PURE__*/ zod.null()]),
  "isTaxLoginConfirmable": /*#__PURE__*/ zod.boolean(),
  "benefits": /*#__PURE__*/ zod.object({
  "holdingLevel": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsUserBenefitsHoldingLevelMin)).check(/*#__PURE__*/ zod.lte(settingsUserBenefitsHoldingLevelMax)),
  "owningLevel": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsUserBenefitsOwningLevelMin)).check(/*#__PURE__*/ zod.lte(settingsUserBenefitsOwningLevelMax)),
  "holding": /*#__PURE__*/ zod.object({
  "freeAmlChecks": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsUserBenefitsHoldingFreeAmlChecksMin)),
  "freeWithdrawals": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsUserBenefitsHoldingFreeWithdrawalsMin)),
  "makerFeeDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', settingsUserBenefitsHoldingMakerFeeDiscountRegExp),
  "referralRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', settingsUserBenefitsHoldingReferralRateRegExp),
  "depositAddresses": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsUserBenefitsHoldingDepositAddressesMin)),
  "fundingDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', settingsUserBenefitsHoldingFundingDiscountRegExp)
}),
  "owning": /*#__PURE__*/ zod.object({
  "takerFeeDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', settingsUserBenefitsOwningTakerFeeDiscountRegExp),
  "makerFeeDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', settingsUserBenefitsOwningMakerFeeDiscountRegExp)
})
}),
  "phone": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "is2fa": /*#__PURE__*/ zod.boolean(),
  "number": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsUserPhoneOneNumberMin)).check(/*#__PURE__*/ zod.maxLength(settingsUserPhoneOneNumberMax)),
  "provider": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsUserPhoneOneProviderMax)),
  "type": /*#__PURE__*/ zod.enum(['sms', 'voice', 'ussd'])
}),/*#__PURE__*/ zod.null()]),
  "privileges": /*#__PURE__*/ zod.object({
  "canGenerateReferralCodes": /*#__PURE__*/ zod.boolean(),
  "isMerchant": /*#__PURE__*/ zod.boolean(),
  "isListing": /*#__PURE__*/ zod.boolean(),
  "canUseUssd": /*#__PURE__*/ zod.boolean(),
  "canCreateManyAddresses": /*#__PURE__*/ zod.boolean()
}),
  "flags": /*#__PURE__*/ zod.object({
  "isTwoFactorEnabled": /*#__PURE__*/ zod.boolean(),
  "isPasskeyEnabled": /*#__PURE__*/ zod.boolean(),
  "isAntiPhishingCodeEnabled": /*#__PURE__*/ zod.boolean(),
  "exchangeTermsAccepted": /*#__PURE__*/ zod.boolean(),
  "isQrLoginEnabled": /*#__PURE__*/ zod.boolean(),
  "isPasswordCreateEnabled": /*#__PURE__*/ zod.boolean()
})
})

export type SettingsUser = zod.input<typeof SettingsUser>;
export type SettingsUserOutput = zod.output<typeof SettingsUser>;
