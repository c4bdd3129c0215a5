/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

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

export const settingsResponseDataUserWeb3AuthWalletOneAddressRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');
export const settingsResponseDataUserWeb3AuthWalletOneCreatedAtMin = 0;

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

export const SettingsResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "user": /*#__PURE__*/ zod.object({
  "category": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.enum(['B2C', 'B2B']), settingsResponseDataUserCategoryDefault),
  "userId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "email": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(settingsResponseDataUserEmailMax)),
  "kycFlow": /*#__PURE__*/ zod.enum(['regular', 'legacy']),
  "paymentKycStatus": /*#__PURE__*/ zod.enum(['notRequired', 'required', 'submitted', 'verified', 'rejected']),
  "country": /*#__PURE__*/ zod.nullable(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsResponseDataUserCountryMax))),
  "language": /*#__PURE__*/ zod.stringFormat('locale', settingsResponseDataUserLanguageRegExp),
  "nickname": /*#__PURE__*/ zod.object({
  "value": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsResponseDataUserNicknameValueMin)).check(/*#__PURE__*/ zod.maxLength(settingsResponseDataUserNicknameValueMax)),
  "tag": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsResponseDataUserNicknameTagMin)).check(/*#__PURE__*/ zod.maxLength(settingsResponseDataUserNicknameTagMax))
}),
  "nicknameChangesLeft": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsResponseDataUserNicknameChangesLeftMin)),
  "lastPasswordEdit": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsResponseDataUserLastPasswordEditOneMin)),/*#__PURE__*/ zod.null()]),
  "kybStatus": /*#__PURE__*/ zod.enum(['none', 'pending', 'verified', 'rejected']),
  "timeUntilBlock": /*#__PURE__*/ zod.nullable(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsResponseDataUserTimeUntilBlockMin))),
  "alias": /*#__PURE__*/ zod.nullable(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsResponseDataUserAliasMax))),
  "hasSubAccounts": /*#__PURE__*/ zod.boolean(),
  "mainAccountNickname": /*#__PURE__*/ zod.nullable(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsResponseDataUserMainAccountNicknameMax))),
  "mainAccountExternalId": /*#__PURE__*/ zod.nullable(/*#__PURE__*/ zod.uuid()),
  "hasLoginAbility": /*#__PURE__*/ zod.boolean(),
  "avatarColor": /*#__PURE__*/ zod.enum(['#3D7BF7', '#12B76A', '#F79009', '#F04438', '#7A5AF8', '#06AED4', '#EE46BC', '#667085']),
  "fireToken": /*#__PURE__*/ zod.nullable(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsResponseDataUserFireTokenMax))),
  "restrictedAssets": /*#__PURE__*/ zod.object({
  "deposit": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ticker', settingsResponseDataUserRestrictedAssetsDepositItemRegExp)),
  "withdraw": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ticker', settingsResponseDataUserRestrictedAssetsWithdrawItemRegExp)),
  "codes": /*#__PURE__*/ zod.object({
  "withdraw": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ticker', settingsResponseDataUserRestrictedAssetsCodesWithdrawItemRegExp))
})
}),
  "restrictedProviders": /*#__PURE__*/ zod.object({
  "deposit": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsResponseDataUserRestrictedProvidersDepositItemMax))),
  "withdraw": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsResponseDataUserRestrictedProvidersWithdrawItemMax)))
}),
  "logoutTime": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "isLogined": /*#__PURE__*/ zod.boolean(),
  "web3AuthAddress": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.stringFormat('evm-address', settingsResponseDataUserWeb3AuthAddressOneRegExp),/*#__PURE__*/ zod.null()]),
  "web3AuthWallet": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "address": /*#__PURE__*/ zod.stringFormat('evm-address', settingsResponseDataUserWeb3AuthWalletOneAddressRegExp),
  "type": /*#__PURE__*/ zod.enum(['metamask', 'walletConnect', 'coinbase', 'trust']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsResponseDataUserWeb3AuthWalletOneCreatedAtMin))
}),/*#__PURE__*/ zod.null()]),
  "isTaxLoginConfirmable": /*#__PURE__*/ zod.boolean(),
  "benefits": /*#__PURE__*/ zod.object({
  "holdingLevel": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsResponseDataUserBenefitsHoldingLevelMin)).check(/*#__PURE__*/ zod.lte(settingsResponseDataUserBenefitsHoldingLevelMax)),
  "owningLevel": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsResponseDataUserBenefitsOwningLevelMin)).check(/*#__PURE__*/ zod.lte(settingsResponseDataUserBenefitsOwningLevelMax)),
  "holding": /*#__PURE__*/ zod.object({
  "freeAmlChecks": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsResponseDataUserBenefitsHoldingFreeAmlChecksMin)),
  "freeWithdrawals": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsResponseDataUserBenefitsHoldingFreeWithdrawalsMin)),
  "makerFeeDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', settingsResponseDataUserBenefitsHoldingMakerFeeDiscountRegExp),
  "referralRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', settingsResponseDataUserBenefitsHoldingReferralRateRegExp),
  "depositAddresses": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsResponseDataUserBenefitsHoldingDepositAddressesMin)),
  "fundingDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', settingsResponseDataUserBenefitsHoldingFundingDiscountRegExp)
}),
  "owning": /*#__PURE__*/ zod.object({
  "takerFeeDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', settingsResponseDataUserBenefitsOwningTakerFeeDiscountRegExp),
  "makerFeeDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', settingsResponseDataUserBenefitsOwningMakerFeeDiscountRegExp)
})
}),
  "phone": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "is2fa": /*#__PURE__*/ zod.boolean(),
  "number": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsResponseDataUserPhoneOneNumberMin)).check(/*#__PURE__*/ zod.maxLength(settingsResponseDataUserPhoneOneNumberMax)),
  "provider": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsResponseDataUserPhoneOneProviderMax)),
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
}),
  "permissions": /*#__PURE__*/ zod.object({
  "wbcard": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
}),
  "launchpad": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
}),
  "earn": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
}),
  "margin": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
}),
  "borrow": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
}),
  "futures": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
}),
  "subAccount": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
}),
  "wbSoul": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
}),
  "koinly": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
}),
  "diia": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
}),
  "OauthAppleLogin": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
}),
  "OauthGoogleLogin": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "hide": /*#__PURE__*/ zod.boolean()
})
}),
  "captcha": /*#__PURE__*/ zod.object({
  "provider": /*#__PURE__*/ zod.enum(['geetest', 'reCaptcha']),
  "enabled": /*#__PURE__*/ zod.boolean()
}),
  "marketName": /*#__PURE__*/ zod.stringFormat('market-dash', settingsResponseDataMarketNameRegExp),
  "countryCode": /*#__PURE__*/ zod.stringFormat('country-code', settingsResponseDataCountryCodeRegExp)
})
})

export type SettingsResponse = zod.input<typeof SettingsResponse>;
export type SettingsResponseOutput = zod.output<typeof SettingsResponse>;
