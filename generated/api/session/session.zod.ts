/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


/**
 * The token the trade socket sends in server.auth [token, "web"]. A failure shows "disconnected" with the failed-to-authorize code (FailedToAuthorizeWSToken 1104). The spec lists this call and says the socket token call's path is not shown; this is taken to be that call. Assumption: the answer is `data.token` (a JWT) with its expiry.
 * @summary Get the socket token
 */
export const getWsToken200ResponseDataTokenMin = 16;
export const getWsToken200ResponseDataTokenMax = 4096;

export const getWsToken200ResponseDataExpiresAtMin = 0;



export const GetWsToken200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "token": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(getWsToken200ResponseDataTokenMin)).check(/*#__PURE__*/ zod.maxLength(getWsToken200ResponseDataTokenMax)),
  "expiresAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getWsToken200ResponseDataExpiresAtMin)))
})
})

export const GetWsToken401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetWsToken429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetWsToken5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

/**
 * Ends the session (section 4: logout calls the server, resets analytics, clears the push token, then reloads). The path has no /v2 prefix. Assumption: no body in either direction (204).
 * @summary Log out
 */
export const Logout204Response = /*#__PURE__*/ zod.void()

export const Logout401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const Logout419Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const Logout422Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const Logout429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const Logout451Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const Logout5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

/**
 * The session load (section 7: data.user, data.permissions, captcha, marketName, countryCode). The logged-in flag becomes true when it returns a user and false on a 401; guests call it too, so the call allows no session and a 401 does not send anyone to the login page. A failure shows the failedToFetch toast with a code, or "Couldn't fetch user info. Try reload page". Assumption: captcha, marketName and countryCode sit in `data` beside user and permissions.
 * @summary Get the session user and settings
 */
export const getSettings200ResponseDataUserCategoryDefault = `B2C`;
export const getSettings200ResponseDataUserEmailMax = 254;

export const getSettings200ResponseDataUserCountryMax = 100;

export const getSettings200ResponseDataUserLanguageRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const getSettings200ResponseDataUserNicknameValueMin = 3;
export const getSettings200ResponseDataUserNicknameValueMax = 32;

export const getSettings200ResponseDataUserNicknameTagMin = 4;
export const getSettings200ResponseDataUserNicknameTagMax = 4;

export const getSettings200ResponseDataUserNicknameChangesLeftMin = 0;

export const getSettings200ResponseDataUserLastPasswordEditOneMin = 0;

export const getSettings200ResponseDataUserTimeUntilBlockMin = 0;

export const getSettings200ResponseDataUserAliasMax = 64;

export const getSettings200ResponseDataUserMainAccountNicknameMax = 40;

export const getSettings200ResponseDataUserFireTokenMax = 4096;

export const getSettings200ResponseDataUserRestrictedAssetsDepositItemRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getSettings200ResponseDataUserRestrictedAssetsWithdrawItemRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getSettings200ResponseDataUserRestrictedAssetsCodesWithdrawItemRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getSettings200ResponseDataUserRestrictedProvidersDepositItemMax = 64;

export const getSettings200ResponseDataUserRestrictedProvidersWithdrawItemMax = 64;


export const getSettings200ResponseDataUserWeb3AuthAddressOneRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');

export const getSettings200ResponseDataUserWeb3AuthWalletOneAddressRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');
export const getSettings200ResponseDataUserWeb3AuthWalletOneCreatedAtMin = 0;

export const getSettings200ResponseDataUserBenefitsHoldingLevelMin = 0;
export const getSettings200ResponseDataUserBenefitsHoldingLevelMax = 10;

export const getSettings200ResponseDataUserBenefitsOwningLevelMin = 0;
export const getSettings200ResponseDataUserBenefitsOwningLevelMax = 10;

export const getSettings200ResponseDataUserBenefitsHoldingFreeAmlChecksMin = 0;

export const getSettings200ResponseDataUserBenefitsHoldingFreeWithdrawalsMin = 0;

export const getSettings200ResponseDataUserBenefitsHoldingMakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getSettings200ResponseDataUserBenefitsHoldingReferralRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getSettings200ResponseDataUserBenefitsHoldingDepositAddressesMin = 0;

export const getSettings200ResponseDataUserBenefitsHoldingFundingDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getSettings200ResponseDataUserBenefitsOwningTakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getSettings200ResponseDataUserBenefitsOwningMakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const getSettings200ResponseDataUserPhoneOneNumberMin = 4;
export const getSettings200ResponseDataUserPhoneOneNumberMax = 20;

export const getSettings200ResponseDataUserPhoneOneProviderMax = 40;

export const getSettings200ResponseDataMarketNameRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const getSettings200ResponseDataCountryCodeRegExp = new RegExp('^[A-Z]{2}$');


export const GetSettings200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "user": /*#__PURE__*/ zod.object({
  "category": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.enum(['B2C', 'B2B']), getSettings200ResponseDataUserCategoryDefault),
  "userId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "email": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(getSettings200ResponseDataUserEmailMax)),
  "kycFlow": /*#__PURE__*/ zod.enum(['regular', 'legacy']),
  "paymentKycStatus": /*#__PURE__*/ zod.enum(['notRequired', 'required', 'submitted', 'verified', 'rejected']),
  "country": /*#__PURE__*/ zod.nullable(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(getSettings200ResponseDataUserCountryMax))),
  "language": /*#__PURE__*/ zod.stringFormat('locale', getSettings200ResponseDataUserLanguageRegExp),
  "nickname": /*#__PURE__*/ zod.object({
  "value": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(getSettings200ResponseDataUserNicknameValueMin)).check(/*#__PURE__*/ zod.maxLength(getSettings200ResponseDataUserNicknameValueMax)),
  "tag": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(getSettings200ResponseDataUserNicknameTagMin)).check(/*#__PURE__*/ zod.maxLength(getSettings200ResponseDataUserNicknameTagMax))
}),
  "nicknameChangesLeft": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getSettings200ResponseDataUserNicknameChangesLeftMin)),
  "lastPasswordEdit": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getSettings200ResponseDataUserLastPasswordEditOneMin)),/*#__PURE__*/ zod.null()]),
  "kybStatus": /*#__PURE__*/ zod.enum(['none', 'pending', 'verified', 'rejected']),
  "timeUntilBlock": /*#__PURE__*/ zod.nullable(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getSettings200ResponseDataUserTimeUntilBlockMin))),
  "alias": /*#__PURE__*/ zod.nullable(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(getSettings200ResponseDataUserAliasMax))),
  "hasSubAccounts": /*#__PURE__*/ zod.boolean(),
  "mainAccountNickname": /*#__PURE__*/ zod.nullable(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(getSettings200ResponseDataUserMainAccountNicknameMax))),
  "mainAccountExternalId": /*#__PURE__*/ zod.nullable(/*#__PURE__*/ zod.uuid()),
  "hasLoginAbility": /*#__PURE__*/ zod.boolean(),
  "avatarColor": /*#__PURE__*/ zod.enum(['#3D7BF7', '#12B76A', '#F79009', '#F04438', '#7A5AF8', '#06AED4', '#EE46BC', '#667085']),
  "fireToken": /*#__PURE__*/ zod.nullable(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(getSettings200ResponseDataUserFireTokenMax))),
  "restrictedAssets": /*#__PURE__*/ zod.object({
  "deposit": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ticker', getSettings200ResponseDataUserRestrictedAssetsDepositItemRegExp)),
  "withdraw": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ticker', getSettings200ResponseDataUserRestrictedAssetsWithdrawItemRegExp)),
  "codes": /*#__PURE__*/ zod.object({
  "withdraw": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ticker', getSettings200ResponseDataUserRestrictedAssetsCodesWithdrawItemRegExp))
})
}),
  "restrictedProviders": /*#__PURE__*/ zod.object({
  "deposit": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(getSettings200ResponseDataUserRestrictedProvidersDepositItemMax))),
  "withdraw": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(getSettings200ResponseDataUserRestrictedProvidersWithdrawItemMax)))
}),
  "logoutTime": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "isLogined": /*#__PURE__*/ zod.boolean(),
  "web3AuthAddress": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.stringFormat('evm-address', getSettings200ResponseDataUserWeb3AuthAddressOneRegExp),/*#__PURE__*/ zod.null()]),
  "web3AuthWallet": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "address": /*#__PURE__*/ zod.stringFormat('evm-address', getSettings200ResponseDataUserWeb3AuthWalletOneAddressRegExp),
  "type": /*#__PURE__*/ zod.enum(['metamask', 'walletConnect', 'coinbase', 'trust']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getSettings200ResponseDataUserWeb3AuthWalletOneCreatedAtMin))
}),/*#__PURE__*/ zod.null()]),
  "isTaxLoginConfirmable": /*#__PURE__*/ zod.boolean(),
  "benefits": /*#__PURE__*/ zod.object({
  "holdingLevel": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getSettings200ResponseDataUserBenefitsHoldingLevelMin)).check(/*#__PURE__*/ zod.lte(getSettings200ResponseDataUserBenefitsHoldingLevelMax)),
  "owningLevel": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getSettings200ResponseDataUserBenefitsOwningLevelMin)).check(/*#__PURE__*/ zod.lte(getSettings200ResponseDataUserBenefitsOwningLevelMax)),
  "holding": /*#__PURE__*/ zod.object({
  "freeAmlChecks": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getSettings200ResponseDataUserBenefitsHoldingFreeAmlChecksMin)),
  "freeWithdrawals": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getSettings200ResponseDataUserBenefitsHoldingFreeWithdrawalsMin)),
  "makerFeeDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', getSettings200ResponseDataUserBenefitsHoldingMakerFeeDiscountRegExp),
  "referralRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', getSettings200ResponseDataUserBenefitsHoldingReferralRateRegExp),
  "depositAddresses": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getSettings200ResponseDataUserBenefitsHoldingDepositAddressesMin)),
  "fundingDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', getSettings200ResponseDataUserBenefitsHoldingFundingDiscountRegExp)
}),
  "owning": /*#__PURE__*/ zod.object({
  "takerFeeDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', getSettings200ResponseDataUserBenefitsOwningTakerFeeDiscountRegExp),
  "makerFeeDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', getSettings200ResponseDataUserBenefitsOwningMakerFeeDiscountRegExp)
})
}),
  "phone": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "is2fa": /*#__PURE__*/ zod.boolean(),
  "number": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(getSettings200ResponseDataUserPhoneOneNumberMin)).check(/*#__PURE__*/ zod.maxLength(getSettings200ResponseDataUserPhoneOneNumberMax)),
  "provider": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(getSettings200ResponseDataUserPhoneOneProviderMax)),
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
  "marketName": /*#__PURE__*/ zod.stringFormat('market-dash', getSettings200ResponseDataMarketNameRegExp),
  "countryCode": /*#__PURE__*/ zod.stringFormat('country-code', getSettings200ResponseDataCountryCodeRegExp)
})
})

export const GetSettings401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetSettings429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetSettings5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

