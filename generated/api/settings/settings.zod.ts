/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


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


export const GetSettings200Response = zod.object({
  "data": zod.object({
  "user": zod.object({
  "category": zod.enum(['B2C', 'B2B']).default(getSettings200ResponseDataUserCategoryDefault),
  "userId": zod.int().min(1),
  "email": zod.email().max(getSettings200ResponseDataUserEmailMax).describe('An e-mail address.'),
  "kycFlow": zod.enum(['regular', 'legacy']),
  "paymentKycStatus": zod.enum(['notRequired', 'required', 'submitted', 'verified', 'rejected']).describe('Payment restriction applies when the status is required or submitted.'),
  "country": zod.string().max(getSettings200ResponseDataUserCountryMax).nullable().describe('The user\'s country name, null before verification.'),
  "language": zod.stringFormat('locale', getSettings200ResponseDataUserLanguageRegExp).describe('A language code of the product (two letters, optionally with a region, e.g. en, tr, pt-br).'),
  "nickname": zod.object({
  "value": zod.string().min(getSettings200ResponseDataUserNicknameValueMin).max(getSettings200ResponseDataUserNicknameValueMax),
  "tag": zod.string().min(getSettings200ResponseDataUserNicknameTagMin).max(getSettings200ResponseDataUserNicknameTagMax).describe('The tag that makes the nickname unique. Assumption: 4 characters.')
}).describe('The public nickname, shown as value#tag.'),
  "nicknameChangesLeft": zod.int().min(getSettings200ResponseDataUserNicknameChangesLeftMin),
  "lastPasswordEdit": zod.union([zod.int().min(getSettings200ResponseDataUserLastPasswordEditOneMin).describe('Seconds since the Unix epoch.'),zod.null()]).describe('When the password was last changed; null if never.'),
  "kybStatus": zod.enum(['none', 'pending', 'verified', 'rejected']),
  "timeUntilBlock": zod.int().min(getSettings200ResponseDataUserTimeUntilBlockMin).nullable().describe('Seconds until the account is blocked unless it is verified; null when no block is due.'),
  "alias": zod.string().max(getSettings200ResponseDataUserAliasMax).nullable().describe('The sub-account alias when this session is a sub-account\'s.'),
  "hasSubAccounts": zod.boolean(),
  "mainAccountNickname": zod.string().max(getSettings200ResponseDataUserMainAccountNicknameMax).nullable().describe('The main account\'s nickname when this session is a sub-account\'s.'),
  "mainAccountExternalId": zod.uuid().nullable().describe('The main account\'s id when this session is a sub-account\'s (shown on the 404 page\'s switch button).'),
  "hasLoginAbility": zod.boolean().describe('Whether the account can log in by itself (false for sub-accounts without credentials).'),
  "avatarColor": zod.enum(['#3D7BF7', '#12B76A', '#F79009', '#F04438', '#7A5AF8', '#06AED4', '#EE46BC', '#667085']).describe('The avatar\'s background colour. Assumption: one of a fixed palette.'),
  "fireToken": zod.string().max(getSettings200ResponseDataUserFireTokenMax).nullable().describe('The push token registered for this browser, if any.'),
  "restrictedAssets": zod.object({
  "deposit": zod.array(zod.stringFormat('ticker', getSettings200ResponseDataUserRestrictedAssetsDepositItemRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.')),
  "withdraw": zod.array(zod.stringFormat('ticker', getSettings200ResponseDataUserRestrictedAssetsWithdrawItemRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.')),
  "codes": zod.object({
  "withdraw": zod.array(zod.stringFormat('ticker', getSettings200ResponseDataUserRestrictedAssetsCodesWithdrawItemRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'))
})
}).describe('Tickers the user may not deposit, withdraw or withdraw as codes (fiat is added to the withdraw list).'),
  "restrictedProviders": zod.object({
  "deposit": zod.array(zod.string().min(1).max(getSettings200ResponseDataUserRestrictedProvidersDepositItemMax)),
  "withdraw": zod.array(zod.string().min(1).max(getSettings200ResponseDataUserRestrictedProvidersWithdrawItemMax))
}).describe('Payment providers the user may not use for deposits or withdrawals.'),
  "logoutTime": zod.int().min(1).describe('Minutes of inactivity before automatic logout (one of GET /v2/common/logoutTimes).'),
  "isLogined": zod.boolean(),
  "web3AuthAddress": zod.union([zod.stringFormat('evm-address', getSettings200ResponseDataUserWeb3AuthAddressOneRegExp).describe('A wallet address. Assumption: an EVM address (0x and 40 hex digits).'),zod.null()]).describe('The wallet linked for web3 sign-in, if any.'),
  "isTaxLoginConfirmable": zod.boolean(),
  "benefits": zod.object({
  "holdingLevel": zod.int().min(getSettings200ResponseDataUserBenefitsHoldingLevelMin).max(getSettings200ResponseDataUserBenefitsHoldingLevelMax),
  "owningLevel": zod.int().min(getSettings200ResponseDataUserBenefitsOwningLevelMin).max(getSettings200ResponseDataUserBenefitsOwningLevelMax),
  "holding": zod.object({
  "freeAmlChecks": zod.int().min(getSettings200ResponseDataUserBenefitsHoldingFreeAmlChecksMin),
  "freeWithdrawals": zod.int().min(getSettings200ResponseDataUserBenefitsHoldingFreeWithdrawalsMin),
  "makerFeeDiscount": zod.stringFormat('percent-unsigned', getSettings200ResponseDataUserBenefitsHoldingMakerFeeDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "referralRate": zod.stringFormat('percent-unsigned', getSettings200ResponseDataUserBenefitsHoldingReferralRateRegExp).describe('The referral reward rate in percent (default 40).'),
  "depositAddresses": zod.int().min(getSettings200ResponseDataUserBenefitsHoldingDepositAddressesMin).describe('How many deposit addresses per currency the level allows.'),
  "fundingDiscount": zod.stringFormat('percent-unsigned', getSettings200ResponseDataUserBenefitsHoldingFundingDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}),
  "owning": zod.object({
  "takerFeeDiscount": zod.stringFormat('percent-unsigned', getSettings200ResponseDataUserBenefitsOwningTakerFeeDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "makerFeeDiscount": zod.stringFormat('percent-unsigned', getSettings200ResponseDataUserBenefitsOwningMakerFeeDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
})
}).describe('The native-token benefits (section 3 "benefits"; replaced by the benefitLevelUpdate socket event). Percentages are decimal strings.'),
  "phone": zod.union([zod.object({
  "id": zod.int().min(1),
  "is2fa": zod.boolean().describe('Whether the phone serves as a second factor.'),
  "number": zod.string().min(getSettings200ResponseDataUserPhoneOneNumberMin).max(getSettings200ResponseDataUserPhoneOneNumberMax).describe('The masked number, e.g. +38067*****67.'),
  "provider": zod.string().min(1).max(getSettings200ResponseDataUserPhoneOneProviderMax),
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
  "marketName": zod.stringFormat('market-dash', getSettings200ResponseDataMarketNameRegExp).describe('The last traded pair (the trade page without a pair goes there).'),
  "countryCode": zod.stringFormat('country-code', getSettings200ResponseDataCountryCodeRegExp).describe('An ISO 3166-1 alpha-2 country code in upper case.')
})
}).describe('GET /v2/settings (section 7 "data.user, data.permissions, captcha, marketName, countryCode").')

export const GetSettings401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetSettings429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetSettings5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Saves the general settings (page settings/general: language, communication language, time zone, auto-logout time). Assumption: the fields are not shown; any subset may be sent and the answer is the resulting settings.
 * @summary Update the general settings
 */
export const updateGeneralSettingsBodyLanguageRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const updateGeneralSettingsBodyCommunicationLanguageRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const updateGeneralSettingsBodyTimezoneMax = 64;




export const UpdateGeneralSettingsBody = zod.object({
  "language": zod.stringFormat('locale', updateGeneralSettingsBodyLanguageRegExp).optional().describe('A language code of the product (two letters, optionally with a region, e.g. en, tr, pt-br).'),
  "communicationLanguage": zod.stringFormat('locale', updateGeneralSettingsBodyCommunicationLanguageRegExp).optional().describe('A language code of the product (two letters, optionally with a region, e.g. en, tr, pt-br).'),
  "timezone": zod.string().min(1).max(updateGeneralSettingsBodyTimezoneMax).optional(),
  "logoutTime": zod.int().min(1).optional()
}).describe('The general settings to change. Assumption: any subset of the general settings.')

export const updateGeneralSettings200ResponseDataLanguageRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const updateGeneralSettings200ResponseDataCommunicationLanguageRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const updateGeneralSettings200ResponseDataTimezoneMax = 64;




export const UpdateGeneralSettings200Response = zod.object({
  "data": zod.object({
  "language": zod.stringFormat('locale', updateGeneralSettings200ResponseDataLanguageRegExp).describe('A language code of the product (two letters, optionally with a region, e.g. en, tr, pt-br).'),
  "communicationLanguage": zod.stringFormat('locale', updateGeneralSettings200ResponseDataCommunicationLanguageRegExp).describe('The language of e-mails and notifications (one of GET /v2/languages/communication).'),
  "timezone": zod.string().min(1).max(updateGeneralSettings200ResponseDataTimezoneMax).describe('An IANA time zone (Kyiv variants map to Europe/Helsinki, unknown to UTC).'),
  "logoutTime": zod.int().min(1).describe('Minutes of inactivity before automatic logout.')
}).describe('The general settings. Assumption: not shown by the spec; modelled on the general settings page.')
})

export const UpdateGeneralSettings401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UpdateGeneralSettings419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UpdateGeneralSettings422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UpdateGeneralSettings429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UpdateGeneralSettings451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UpdateGeneralSettings5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Changes the public nickname (page settings/general/nickname), shown as nickname#tag; the number of changes is limited (nicknameChangesLeft). Assumption: the body is {nickname}; the answer is the new nickname and the changes left.
 * @summary Change the nickname
 */
export const updateNicknameBodyNicknameRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');


export const UpdateNicknameBody = zod.object({
  "nickname": zod.string().regex(updateNicknameBodyNicknameRegExp).describe('The new nickname. Assumption: 3 to 32 letters, digits or underscores; the server adds the tag.')
})

export const updateNickname200ResponseDataNicknameValueMin = 3;
export const updateNickname200ResponseDataNicknameValueMax = 32;

export const updateNickname200ResponseDataNicknameTagMin = 4;
export const updateNickname200ResponseDataNicknameTagMax = 4;

export const updateNickname200ResponseDataNicknameChangesLeftMin = 0;



export const UpdateNickname200Response = zod.object({
  "data": zod.object({
  "nickname": zod.object({
  "value": zod.string().min(updateNickname200ResponseDataNicknameValueMin).max(updateNickname200ResponseDataNicknameValueMax),
  "tag": zod.string().min(updateNickname200ResponseDataNicknameTagMin).max(updateNickname200ResponseDataNicknameTagMax).describe('The tag that makes the nickname unique. Assumption: 4 characters.')
}).describe('The public nickname, shown as value#tag.'),
  "nicknameChangesLeft": zod.int().min(updateNickname200ResponseDataNicknameChangesLeftMin)
})
})

export const UpdateNickname401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UpdateNickname419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UpdateNickname422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UpdateNickname429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UpdateNickname451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UpdateNickname5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The active sessions of the user (page settings/security/device-management). Assumption: the fields are not shown; modelled on a typical device list (IP, device, location, start, last activity, whether it is this session).
 * @summary List the active sessions
 */

export const listSessions200ResponseDataItemIpMin = 2;
export const listSessions200ResponseDataItemIpMax = 45;

export const listSessions200ResponseDataItemDeviceMax = 200;

export const listSessions200ResponseDataItemLocationCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const listSessions200ResponseDataItemLocationCityMax = 100;

export const listSessions200ResponseDataItemCreatedAtMin = 0;

export const listSessions200ResponseDataItemLastActivityAtMin = 0;



export const ListSessions200Response = zod.object({
  "data": zod.array(zod.object({
  "id": zod.int().min(1),
  "ip": zod.string().min(listSessions200ResponseDataItemIpMin).max(listSessions200ResponseDataItemIpMax).describe('The IPv4 or IPv6 address.'),
  "device": zod.string().min(1).max(listSessions200ResponseDataItemDeviceMax).describe('Browser and operating system, e.g. Chrome 131 on macOS.'),
  "location": zod.object({
  "countryCode": zod.stringFormat('country-code', listSessions200ResponseDataItemLocationCountryCodeRegExp).optional().describe('An ISO 3166-1 alpha-2 country code in upper case.'),
  "city": zod.string().max(listSessions200ResponseDataItemLocationCityMax).optional()
}).optional().describe('Where a session or login came from, by IP.'),
  "createdAt": zod.int().min(listSessions200ResponseDataItemCreatedAtMin).describe('Seconds since the Unix epoch.'),
  "lastActivityAt": zod.int().min(listSessions200ResponseDataItemLastActivityAtMin).describe('Seconds since the Unix epoch.'),
  "isCurrent": zod.boolean().describe('This is the session making the request.')
}).describe('An active session (device management). Assumption: fields not shown; modelled on a typical device list.'))
})

export const ListSessions401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListSessions429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListSessions5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Ends sessions without naming one. Assumption: the scope is not stated; modelled as every session but the current one; the answer is how many were ended.
 * @summary End the other sessions
 */
export const terminateOtherSessions200ResponseDataTerminatedMin = 0;



export const TerminateOtherSessions200Response = zod.object({
  "data": zod.object({
  "terminated": zod.int().min(terminateOtherSessions200ResponseDataTerminatedMin).describe('How many sessions were ended.')
})
})

export const TerminateOtherSessions401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const TerminateOtherSessions419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const TerminateOtherSessions422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const TerminateOtherSessions429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const TerminateOtherSessions451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const TerminateOtherSessions5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Ends one session of the device list. Assumption: no body; nothing is returned (204).
 * @summary End a session
 */



export const TerminateSessionParams = zod.object({
  "id": zod.int().min(1).describe('The session\'s id.')
})

export const TerminateSession204Response = zod.void()

export const TerminateSession401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const TerminateSession419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const TerminateSession422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const TerminateSession429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const TerminateSession451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const TerminateSession5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The login attempts of the account (page settings/security/login-history). Assumption: the fields are not shown; paged with offset and limit like the other lists, newest first.
 * @summary List the login history
 */
export const listLoginHistoryQueryOffsetDefault = 0;
export const listLoginHistoryQueryOffsetMin = 0;

export const listLoginHistoryQueryLimitDefault = 20;
export const listLoginHistoryQueryLimitMax = 100;



export const ListLoginHistoryQueryParams = zod.object({
  "offset": zod.int().min(listLoginHistoryQueryOffsetMin).default(listLoginHistoryQueryOffsetDefault).describe('How many entries to skip.'),
  "limit": zod.int().min(1).max(listLoginHistoryQueryLimitMax).default(listLoginHistoryQueryLimitDefault).describe('How many entries to return.')
})


export const listLoginHistory200ResponseDataItemIpMin = 2;
export const listLoginHistory200ResponseDataItemIpMax = 45;

export const listLoginHistory200ResponseDataItemDeviceMax = 200;

export const listLoginHistory200ResponseDataItemLocationCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const listLoginHistory200ResponseDataItemLocationCityMax = 100;

export const listLoginHistory200ResponseDataItemCreatedAtMin = 0;

export const listLoginHistory200ResponsePaginationLimitMax = 100;

export const listLoginHistory200ResponsePaginationOffsetMin = 0;

export const listLoginHistory200ResponsePaginationTotalMin = 0;



export const ListLoginHistory200Response = zod.object({
  "data": zod.array(zod.object({
  "id": zod.int().min(1),
  "ip": zod.string().min(listLoginHistory200ResponseDataItemIpMin).max(listLoginHistory200ResponseDataItemIpMax),
  "device": zod.string().min(1).max(listLoginHistory200ResponseDataItemDeviceMax),
  "location": zod.object({
  "countryCode": zod.stringFormat('country-code', listLoginHistory200ResponseDataItemLocationCountryCodeRegExp).optional().describe('An ISO 3166-1 alpha-2 country code in upper case.'),
  "city": zod.string().max(listLoginHistory200ResponseDataItemLocationCityMax).optional()
}).optional().describe('Where a session or login came from, by IP.'),
  "method": zod.enum(['password', 'passkey', 'qr', 'web3', 'deviceCode', 'google', 'apple']).describe('The sign-in method (section 1).'),
  "status": zod.enum(['success', 'failed']),
  "createdAt": zod.int().min(listLoginHistory200ResponseDataItemCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('A login attempt. Assumption: fields not shown; modelled on a typical login history.')),
  "pagination": zod.object({
  "limit": zod.int().min(1).max(listLoginHistory200ResponsePaginationLimitMax),
  "offset": zod.int().min(listLoginHistory200ResponsePaginationOffsetMin),
  "total": zod.int().min(listLoginHistory200ResponsePaginationTotalMin)
}).describe('The pagination block of a web API list: `{ data: [...], pagination: { limit, offset, total } }`.')
})

export const ListLoginHistory401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListLoginHistory429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListLoginHistory5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The OAuth tokens the user granted to applications (page settings/security/app-authorization); one is revoked with POST /v2/auth/revoke. Assumption: the fields are not shown; modelled on an OAuth grant list.
 * @summary List the authorized applications
 */
export const listAuthorizedApps200ResponseDataItemIdMin = 8;
export const listAuthorizedApps200ResponseDataItemIdMax = 100;

export const listAuthorizedApps200ResponseDataItemClientIdMax = 64;

export const listAuthorizedApps200ResponseDataItemClientNameMax = 120;

export const listAuthorizedApps200ResponseDataItemScopesItemMax = 64;

export const listAuthorizedApps200ResponseDataItemCreatedAtMin = 0;

export const listAuthorizedApps200ResponseDataItemExpiresAtMin = 0;



export const ListAuthorizedApps200Response = zod.object({
  "data": zod.array(zod.object({
  "id": zod.string().min(listAuthorizedApps200ResponseDataItemIdMin).max(listAuthorizedApps200ResponseDataItemIdMax).describe('The token\'s id, sent to POST /v2/auth/revoke.'),
  "client": zod.object({
  "id": zod.string().min(1).max(listAuthorizedApps200ResponseDataItemClientIdMax),
  "name": zod.string().min(1).max(listAuthorizedApps200ResponseDataItemClientNameMax),
  "logo": zod.url().optional(),
  "website": zod.url().optional()
}).describe('An OAuth client (an application asking for access). Assumption: fields modelled on a typical consent screen.'),
  "scopes": zod.array(zod.string().min(1).max(listAuthorizedApps200ResponseDataItemScopesItemMax)),
  "createdAt": zod.int().min(listAuthorizedApps200ResponseDataItemCreatedAtMin).describe('Seconds since the Unix epoch.'),
  "expiresAt": zod.int().min(listAuthorizedApps200ResponseDataItemExpiresAtMin).optional().describe('Seconds since the Unix epoch.')
}).describe('An OAuth token the user granted an application (app-authorization page). Assumption: fields modelled on an OAuth grant list.'))
})

export const ListAuthorizedApps401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListAuthorizedApps429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListAuthorizedApps5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Revokes a token of GET /v2/auth/user/tokens. Assumption: the body names the token; nothing is returned (204).
 * @summary Revoke the access of an application
 */
export const revokeAuthorizedAppBodyTokenIdMin = 8;
export const revokeAuthorizedAppBodyTokenIdMax = 100;



export const RevokeAuthorizedAppBody = zod.object({
  "tokenId": zod.string().min(revokeAuthorizedAppBodyTokenIdMin).max(revokeAuthorizedAppBodyTokenIdMax)
}).describe('Assumption: the id of the token to revoke.')

export const RevokeAuthorizedApp204Response = zod.void()

export const RevokeAuthorizedApp401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const RevokeAuthorizedApp419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const RevokeAuthorizedApp422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const RevokeAuthorizedApp429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const RevokeAuthorizedApp451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const RevokeAuthorizedApp5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The billing address used for card payments (page settings/security/billing-address). Assumption: the fields are not shown; modelled on a card billing address; `data` is null when none is saved.
 * @summary Get the billing address
 */

export const getBillingAddress200ResponseDataOneFirstNameMax = 64;

export const getBillingAddress200ResponseDataOneLastNameMax = 64;

export const getBillingAddress200ResponseDataOneCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const getBillingAddress200ResponseDataOneStateMax = 64;

export const getBillingAddress200ResponseDataOneCityMax = 64;

export const getBillingAddress200ResponseDataOneAddressMax = 128;

export const getBillingAddress200ResponseDataOneAddressLine2Max = 128;

export const getBillingAddress200ResponseDataOnePostalCodeMin = 2;
export const getBillingAddress200ResponseDataOnePostalCodeMax = 16;

export const getBillingAddress200ResponseDataOneUpdatedAtMin = 0;



export const GetBillingAddress200Response = zod.object({
  "data": zod.union([zod.object({
  "id": zod.int().min(1),
  "firstName": zod.string().min(1).max(getBillingAddress200ResponseDataOneFirstNameMax),
  "lastName": zod.string().min(1).max(getBillingAddress200ResponseDataOneLastNameMax),
  "countryCode": zod.stringFormat('country-code', getBillingAddress200ResponseDataOneCountryCodeRegExp).describe('An ISO 3166-1 alpha-2 country code in upper case.'),
  "state": zod.string().max(getBillingAddress200ResponseDataOneStateMax).optional(),
  "city": zod.string().min(1).max(getBillingAddress200ResponseDataOneCityMax),
  "address": zod.string().min(1).max(getBillingAddress200ResponseDataOneAddressMax),
  "addressLine2": zod.string().max(getBillingAddress200ResponseDataOneAddressLine2Max).optional(),
  "postalCode": zod.string().min(getBillingAddress200ResponseDataOnePostalCodeMin).max(getBillingAddress200ResponseDataOnePostalCodeMax),
  "updatedAt": zod.int().min(getBillingAddress200ResponseDataOneUpdatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('The saved billing address.'),zod.null()]).describe('The saved billing address; null when there is none.')
})

export const GetBillingAddress401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetBillingAddress429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetBillingAddress5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Saves the billing address. Assumption: the fields are not shown; the answer is the saved address.
 * @summary Save a billing address
 */
export const createBillingAddressBodyFirstNameMax = 64;

export const createBillingAddressBodyLastNameMax = 64;

export const createBillingAddressBodyCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const createBillingAddressBodyStateMax = 64;

export const createBillingAddressBodyCityMax = 64;

export const createBillingAddressBodyAddressMax = 128;

export const createBillingAddressBodyAddressLine2Max = 128;

export const createBillingAddressBodyPostalCodeMin = 2;
export const createBillingAddressBodyPostalCodeMax = 16;



export const CreateBillingAddressBody = zod.object({
  "firstName": zod.string().min(1).max(createBillingAddressBodyFirstNameMax),
  "lastName": zod.string().min(1).max(createBillingAddressBodyLastNameMax),
  "countryCode": zod.stringFormat('country-code', createBillingAddressBodyCountryCodeRegExp).describe('An ISO 3166-1 alpha-2 country code in upper case.'),
  "state": zod.string().max(createBillingAddressBodyStateMax).optional(),
  "city": zod.string().min(1).max(createBillingAddressBodyCityMax),
  "address": zod.string().min(1).max(createBillingAddressBodyAddressMax),
  "addressLine2": zod.string().max(createBillingAddressBodyAddressLine2Max).optional(),
  "postalCode": zod.string().min(createBillingAddressBodyPostalCodeMin).max(createBillingAddressBodyPostalCodeMax)
}).describe('A billing address for card payments (saved cards). Assumption: fields not shown; modelled on a card billing address.')


export const createBillingAddress200ResponseDataFirstNameMax = 64;

export const createBillingAddress200ResponseDataLastNameMax = 64;

export const createBillingAddress200ResponseDataCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const createBillingAddress200ResponseDataStateMax = 64;

export const createBillingAddress200ResponseDataCityMax = 64;

export const createBillingAddress200ResponseDataAddressMax = 128;

export const createBillingAddress200ResponseDataAddressLine2Max = 128;

export const createBillingAddress200ResponseDataPostalCodeMin = 2;
export const createBillingAddress200ResponseDataPostalCodeMax = 16;

export const createBillingAddress200ResponseDataUpdatedAtMin = 0;



export const CreateBillingAddress200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "firstName": zod.string().min(1).max(createBillingAddress200ResponseDataFirstNameMax),
  "lastName": zod.string().min(1).max(createBillingAddress200ResponseDataLastNameMax),
  "countryCode": zod.stringFormat('country-code', createBillingAddress200ResponseDataCountryCodeRegExp).describe('An ISO 3166-1 alpha-2 country code in upper case.'),
  "state": zod.string().max(createBillingAddress200ResponseDataStateMax).optional(),
  "city": zod.string().min(1).max(createBillingAddress200ResponseDataCityMax),
  "address": zod.string().min(1).max(createBillingAddress200ResponseDataAddressMax),
  "addressLine2": zod.string().max(createBillingAddress200ResponseDataAddressLine2Max).optional(),
  "postalCode": zod.string().min(createBillingAddress200ResponseDataPostalCodeMin).max(createBillingAddress200ResponseDataPostalCodeMax),
  "updatedAt": zod.int().min(createBillingAddress200ResponseDataUpdatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('The saved billing address.')
})

export const CreateBillingAddress401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CreateBillingAddress419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CreateBillingAddress422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CreateBillingAddress429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CreateBillingAddress451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CreateBillingAddress5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Deletes the saved billing address. Assumption: the user has at most one, so no id; nothing is returned (204).
 * @summary Delete the billing address
 */
export const DeleteBillingAddress204Response = zod.void()

export const DeleteBillingAddress401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DeleteBillingAddress419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DeleteBillingAddress422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DeleteBillingAddress429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DeleteBillingAddress451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DeleteBillingAddress5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Changes the saved billing address. Assumption: the body is the whole address; the answer is the saved address.
 * @summary Edit the billing address
 */
export const updateBillingAddressBodyFirstNameMax = 64;

export const updateBillingAddressBodyLastNameMax = 64;

export const updateBillingAddressBodyCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const updateBillingAddressBodyStateMax = 64;

export const updateBillingAddressBodyCityMax = 64;

export const updateBillingAddressBodyAddressMax = 128;

export const updateBillingAddressBodyAddressLine2Max = 128;

export const updateBillingAddressBodyPostalCodeMin = 2;
export const updateBillingAddressBodyPostalCodeMax = 16;



export const UpdateBillingAddressBody = zod.object({
  "firstName": zod.string().min(1).max(updateBillingAddressBodyFirstNameMax),
  "lastName": zod.string().min(1).max(updateBillingAddressBodyLastNameMax),
  "countryCode": zod.stringFormat('country-code', updateBillingAddressBodyCountryCodeRegExp).describe('An ISO 3166-1 alpha-2 country code in upper case.'),
  "state": zod.string().max(updateBillingAddressBodyStateMax).optional(),
  "city": zod.string().min(1).max(updateBillingAddressBodyCityMax),
  "address": zod.string().min(1).max(updateBillingAddressBodyAddressMax),
  "addressLine2": zod.string().max(updateBillingAddressBodyAddressLine2Max).optional(),
  "postalCode": zod.string().min(updateBillingAddressBodyPostalCodeMin).max(updateBillingAddressBodyPostalCodeMax)
}).describe('A billing address for card payments (saved cards). Assumption: fields not shown; modelled on a card billing address.')


export const updateBillingAddress200ResponseDataFirstNameMax = 64;

export const updateBillingAddress200ResponseDataLastNameMax = 64;

export const updateBillingAddress200ResponseDataCountryCodeRegExp = new RegExp('^[A-Z]{2}$');
export const updateBillingAddress200ResponseDataStateMax = 64;

export const updateBillingAddress200ResponseDataCityMax = 64;

export const updateBillingAddress200ResponseDataAddressMax = 128;

export const updateBillingAddress200ResponseDataAddressLine2Max = 128;

export const updateBillingAddress200ResponseDataPostalCodeMin = 2;
export const updateBillingAddress200ResponseDataPostalCodeMax = 16;

export const updateBillingAddress200ResponseDataUpdatedAtMin = 0;



export const UpdateBillingAddress200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "firstName": zod.string().min(1).max(updateBillingAddress200ResponseDataFirstNameMax),
  "lastName": zod.string().min(1).max(updateBillingAddress200ResponseDataLastNameMax),
  "countryCode": zod.stringFormat('country-code', updateBillingAddress200ResponseDataCountryCodeRegExp).describe('An ISO 3166-1 alpha-2 country code in upper case.'),
  "state": zod.string().max(updateBillingAddress200ResponseDataStateMax).optional(),
  "city": zod.string().min(1).max(updateBillingAddress200ResponseDataCityMax),
  "address": zod.string().min(1).max(updateBillingAddress200ResponseDataAddressMax),
  "addressLine2": zod.string().max(updateBillingAddress200ResponseDataAddressLine2Max).optional(),
  "postalCode": zod.string().min(updateBillingAddress200ResponseDataPostalCodeMin).max(updateBillingAddress200ResponseDataPostalCodeMax),
  "updatedAt": zod.int().min(updateBillingAddress200ResponseDataUpdatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('The saved billing address.')
})

export const UpdateBillingAddress401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UpdateBillingAddress419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UpdateBillingAddress422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UpdateBillingAddress429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UpdateBillingAddress451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UpdateBillingAddress5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Adds or changes the phone (page /auth/phone/number); a 6-digit code is texted to it and confirmed with POST /v2/settings/phone/confirmation. Assumption: the answer is the masked phone and the resend delay.
 * @summary Add or change the phone
 */
export const setPhoneBodyPhoneRegExp = new RegExp('^\\+[1-9][0-9]{7,14}$');
export const setPhoneBodyTotpRegExp = new RegExp('^[0-9]{6}$');


export const SetPhoneBody = zod.object({
  "phone": zod.string().regex(setPhoneBodyPhoneRegExp).describe('A phone number in E.164 form.'),
  "totp": zod.string().regex(setPhoneBodyTotpRegExp).optional().describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.')
}).describe('Adds or changes the phone; a 6-digit code is texted to it. Assumption: the authenticator code is needed when two-factor is on.')

export const setPhone200ResponseDataSentToMin = 3;
export const setPhone200ResponseDataSentToMax = 254;

export const setPhone200ResponseDataResendInMin = 0;



export const SetPhone200Response = zod.object({
  "data": zod.object({
  "sentTo": zod.string().min(setPhone200ResponseDataSentToMin).max(setPhone200ResponseDataSentToMax).describe('The masked e-mail or phone the code went to.'),
  "resendIn": zod.int().min(setPhone200ResponseDataResendInMin).describe('Seconds before a new code may be asked for.')
}).describe('A code was sent. Assumption: not shown by the spec; modelled as the masked destination and the resend delay.')
})

export const SetPhone401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SetPhone419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SetPhone422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SetPhone429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SetPhone451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SetPhone5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Texts a new 6-digit code for the pending phone change. Assumption: no body; the answer is the masked phone and the resend delay.
 * @summary Send a new phone code
 */
export const sendPhoneCode200ResponseDataSentToMin = 3;
export const sendPhoneCode200ResponseDataSentToMax = 254;

export const sendPhoneCode200ResponseDataResendInMin = 0;



export const SendPhoneCode200Response = zod.object({
  "data": zod.object({
  "sentTo": zod.string().min(sendPhoneCode200ResponseDataSentToMin).max(sendPhoneCode200ResponseDataSentToMax).describe('The masked e-mail or phone the code went to.'),
  "resendIn": zod.int().min(sendPhoneCode200ResponseDataResendInMin).describe('Seconds before a new code may be asked for.')
}).describe('A code was sent. Assumption: not shown by the spec; modelled as the masked destination and the resend delay.')
})

export const SendPhoneCode401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SendPhoneCode419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SendPhoneCode422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SendPhoneCode429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SendPhoneCode451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SendPhoneCode5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Confirms the pending phone with the texted 6-digit code (page /auth/phone/confirmation). Assumption: the body is {code}; the answer is the user's phone.
 * @summary Confirm the phone
 */
export const confirmPhoneBodyCodeRegExp = new RegExp('^[0-9]{6}$');


export const ConfirmPhoneBody = zod.object({
  "code": zod.string().regex(confirmPhoneBodyCodeRegExp).describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.')
})


export const confirmPhone200ResponseDataNumberMin = 4;
export const confirmPhone200ResponseDataNumberMax = 20;

export const confirmPhone200ResponseDataProviderMax = 40;



export const ConfirmPhone200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "is2fa": zod.boolean().describe('Whether the phone serves as a second factor.'),
  "number": zod.string().min(confirmPhone200ResponseDataNumberMin).max(confirmPhone200ResponseDataNumberMax).describe('The masked number, e.g. +38067*****67.'),
  "provider": zod.string().min(1).max(confirmPhone200ResponseDataProviderMax),
  "type": zod.enum(['sms', 'voice', 'ussd'])
}).describe('The user\'s phone (section 3 "phone": id, is2fa, number, provider, type). Assumption: number is masked, provider is the carrier or SMS provider, type the channel codes are sent over.')
})

export const ConfirmPhone401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ConfirmPhone419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ConfirmPhone422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ConfirmPhone429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ConfirmPhone451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ConfirmPhone5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Assumption: the spec names the call only. Modelled as whether changing the phone needs the authenticator code (the user has two-factor on), so the form knows whether to ask for it.
 * @summary Check whether a phone change needs the authenticator
 */
export const GetPhoneTotpRequirement200Response = zod.object({
  "data": zod.object({
  "required": zod.boolean()
}).describe('Assumption: whether changing the phone needs the authenticator code.')
})

export const GetPhoneTotpRequirement401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetPhoneTotpRequirement429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetPhoneTotpRequirement5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The changes of the anti-phishing code (page settings/security/anti-phishing). Assumption: the fields are not shown; modelled as the action, its IP and time, newest first.
 * @summary List the anti-phishing code changes
 */

export const listAntiPhishingHistory200ResponseDataItemIpMin = 2;
export const listAntiPhishingHistory200ResponseDataItemIpMax = 45;

export const listAntiPhishingHistory200ResponseDataItemCreatedAtMin = 0;



export const ListAntiPhishingHistory200Response = zod.object({
  "data": zod.array(zod.object({
  "id": zod.int().min(1),
  "action": zod.enum(['created', 'changed', 'removed']),
  "ip": zod.string().min(listAntiPhishingHistory200ResponseDataItemIpMin).max(listAntiPhishingHistory200ResponseDataItemIpMax).optional(),
  "createdAt": zod.int().min(listAntiPhishingHistory200ResponseDataItemCreatedAtMin).describe('Seconds since the Unix epoch.')
}))
})

export const ListAntiPhishingHistory401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListAntiPhishingHistory429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListAntiPhishingHistory5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Whether an anti-phishing code is set (every e-mail of the exchange shows it). Assumption: the code comes masked.
 * @summary Get the anti-phishing code
 */
export const getAntiPhishingInfo200ResponseDataCodeMax = 20;

export const getAntiPhishingInfo200ResponseDataUpdatedAtMin = 0;



export const GetAntiPhishingInfo200Response = zod.object({
  "data": zod.object({
  "enabled": zod.boolean(),
  "code": zod.string().max(getAntiPhishingInfo200ResponseDataCodeMax).nullable().describe('The code, masked but for its first and last characters; null when not set.'),
  "updatedAt": zod.int().min(getAntiPhishingInfo200ResponseDataUpdatedAtMin).optional().describe('Seconds since the Unix epoch.')
}).describe('The anti-phishing code shown in every e-mail from the exchange. Assumption: modelled as enabled, the masked code and its last change.')
})

export const GetAntiPhishingInfo401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetAntiPhishingInfo429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetAntiPhishingInfo5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Sets or changes the anti-phishing code. Assumption: the body is the code with the authenticator code when two-factor is on; the answer is the resulting state.
 * @summary Set the anti-phishing code
 */
export const setAntiPhishingCodeBodyCodeRegExp = new RegExp('^[A-Za-z0-9]{4,20}$');
export const setAntiPhishingCodeBodyTotpRegExp = new RegExp('^[0-9]{6}$');


export const SetAntiPhishingCodeBody = zod.object({
  "code": zod.string().regex(setAntiPhishingCodeBodyCodeRegExp),
  "totp": zod.string().regex(setAntiPhishingCodeBodyTotpRegExp).optional().describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.')
}).describe('Sets or changes the anti-phishing code. Assumption: 4 to 20 letters or digits, with the authenticator code when two-factor is on.')

export const setAntiPhishingCode200ResponseDataCodeMax = 20;

export const setAntiPhishingCode200ResponseDataUpdatedAtMin = 0;



export const SetAntiPhishingCode200Response = zod.object({
  "data": zod.object({
  "enabled": zod.boolean(),
  "code": zod.string().max(setAntiPhishingCode200ResponseDataCodeMax).nullable().describe('The code, masked but for its first and last characters; null when not set.'),
  "updatedAt": zod.int().min(setAntiPhishingCode200ResponseDataUpdatedAtMin).optional().describe('Seconds since the Unix epoch.')
}).describe('The anti-phishing code shown in every e-mail from the exchange. Assumption: modelled as enabled, the masked code and its last change.')
})

export const SetAntiPhishingCode401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SetAntiPhishingCode419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SetAntiPhishingCode422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SetAntiPhishingCode429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SetAntiPhishingCode451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SetAntiPhishingCode5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Page settings/security/qr-login (flag isQrLoginEnabled). Assumption: the meaning of {x} is not stated; modelled as the action, enable or disable; the answer is the resulting flag.
 * @summary Turn QR login on or off
 */
export const ToggleQrLoginParams = zod.object({
  "x": zod.enum(['enable', 'disable']).describe('Assumption: the action.')
})

export const ToggleQrLogin200Response = zod.object({
  "data": zod.object({
  "isQrLoginEnabled": zod.boolean()
})
})

export const ToggleQrLogin401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ToggleQrLogin419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ToggleQrLogin422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ToggleQrLogin429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ToggleQrLogin451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ToggleQrLogin5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Generates a new authenticator secret to scan (pages security/2fa/authenticator-app). Assumption: the answer is the base32 secret and its otpauth URI.
 * @summary Generate an authenticator secret
 */
export const generateTwoFactorSecret200ResponseDataSecretMin = 16;
export const generateTwoFactorSecret200ResponseDataSecretMax = 64;



export const GenerateTwoFactorSecret200Response = zod.object({
  "data": zod.object({
  "secret": zod.string().min(generateTwoFactorSecret200ResponseDataSecretMin).max(generateTwoFactorSecret200ResponseDataSecretMax).describe('The base32 secret, for manual entry.'),
  "otpauthUri": zod.url().describe('The otpauth:// URI the QR code encodes.')
}).describe('A new authenticator secret to scan. Assumption: the base32 secret and its otpauth URI.')
})

export const GenerateTwoFactorSecret401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GenerateTwoFactorSecret419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GenerateTwoFactorSecret422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GenerateTwoFactorSecret429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GenerateTwoFactorSecret451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GenerateTwoFactorSecret5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Turns two-factor authentication on (with the code of the generated secret) or off (with a current code). Assumption: the body is {enable, totp, secret}; the answer is the resulting flag.
 * @summary Turn the authenticator on or off
 */
export const toggleTwoFactorBodyTotpRegExp = new RegExp('^[0-9]{6}$');
export const toggleTwoFactorBodySecretMin = 16;
export const toggleTwoFactorBodySecretMax = 64;



export const ToggleTwoFactorBody = zod.object({
  "enable": zod.boolean(),
  "totp": zod.string().regex(toggleTwoFactorBodyTotpRegExp).describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.'),
  "secret": zod.string().min(toggleTwoFactorBodySecretMin).max(toggleTwoFactorBodySecretMax).optional()
}).describe('Turns the authenticator on or off. Assumption: confirmed by a current code (and, to turn it on, the secret just generated).')

export const ToggleTwoFactor200Response = zod.object({
  "data": zod.object({
  "isTwoFactorEnabled": zod.boolean()
})
})

export const ToggleTwoFactor401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ToggleTwoFactor419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ToggleTwoFactor422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ToggleTwoFactor429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ToggleTwoFactor451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ToggleTwoFactor5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Changes the password (page settings/security/change-password). Assumption: the body is the current password, the new one twice and the authenticator code; the answer is a message to show.
 * @summary Change the password
 */
export const changePasswordBodyCurrentPasswordMin = 8;
export const changePasswordBodyCurrentPasswordMax = 128;

export const changePasswordBodyPasswordMin = 8;
export const changePasswordBodyPasswordMax = 128;

export const changePasswordBodyPasswordConfirmationMin = 8;
export const changePasswordBodyPasswordConfirmationMax = 128;

export const changePasswordBodyTotpRegExp = new RegExp('^[0-9]{6}$');


export const ChangePasswordBody = zod.object({
  "currentPassword": zod.string().min(changePasswordBodyCurrentPasswordMin).max(changePasswordBodyCurrentPasswordMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.'),
  "password": zod.string().min(changePasswordBodyPasswordMin).max(changePasswordBodyPasswordMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.'),
  "password_confirmation": zod.string().min(changePasswordBodyPasswordConfirmationMin).max(changePasswordBodyPasswordConfirmationMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.'),
  "totp": zod.string().regex(changePasswordBodyTotpRegExp).optional().describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.')
}).describe('Assumption: the current password, the new one twice and the authenticator code when two-factor is on.')

export const changePassword200ResponseDataMessageMax = 500;



export const ChangePassword200Response = zod.object({
  "data": zod.object({
  "message": zod.string().min(1).max(changePassword200ResponseDataMessageMax)
}).describe('A message to show after an action that sends an e-mail or changes a password.')
})

export const ChangePassword401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ChangePassword419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ChangePassword422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ChangePassword429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ChangePassword451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ChangePassword5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Creates the first password of an account that signed up with a third party (page settings/security/create-password, reachable when isPasswordCreateEnabled). Assumption: the body is the new password twice; the answer is a message.
 * @summary Create a password
 */
export const createPasswordBodyPasswordMin = 8;
export const createPasswordBodyPasswordMax = 128;

export const createPasswordBodyPasswordConfirmationMin = 8;
export const createPasswordBodyPasswordConfirmationMax = 128;



export const CreatePasswordBody = zod.object({
  "password": zod.string().min(createPasswordBodyPasswordMin).max(createPasswordBodyPasswordMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.'),
  "password_confirmation": zod.string().min(createPasswordBodyPasswordConfirmationMin).max(createPasswordBodyPasswordConfirmationMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.')
}).describe('Creates the first password (isPasswordCreateEnabled). Assumption: the new password twice.')

export const createPassword200ResponseDataMessageMax = 500;



export const CreatePassword200Response = zod.object({
  "data": zod.object({
  "message": zod.string().min(1).max(createPassword200ResponseDataMessageMax)
}).describe('A message to show after an action that sends an e-mail or changes a password.')
})

export const CreatePassword401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CreatePassword419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CreatePassword422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CreatePassword429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CreatePassword451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const CreatePassword5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The inactivity periods offered on page settings/security/logout-time; the chosen one is the user's logoutTime. Assumption: minutes.
 * @summary List the auto-logout times
 */




export const ListLogoutTimes200Response = zod.object({
  "data": zod.array(zod.int().min(1)).min(1).describe('The inactivity periods the user may choose. Assumption: minutes.')
})

export const ListLogoutTimes401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListLogoutTimes429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListLogoutTimes5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Starts identity verification (pages /verification and /intro/verification: regular, diia, external, provider). Assumption: the body names the flow; the answer is the provider with the access token its SDK needs (or the URL of an external flow).
 * @summary Start identity verification
 */
export const StartVerificationBody = zod.object({
  "flow": zod.enum(['regular', 'diia', 'external', 'provider'])
}).describe('Starts identity verification. Assumption: the flow of the verification pages (regular, diia, external, provider).')

export const startVerification200ResponseDataProviderMax = 40;

export const startVerification200ResponseDataAccessTokenMin = 16;
export const startVerification200ResponseDataAccessTokenMax = 4096;

export const startVerification200ResponseDataExpiresAtMin = 0;



export const StartVerification200Response = zod.object({
  "data": zod.object({
  "provider": zod.string().min(1).max(startVerification200ResponseDataProviderMax),
  "accessToken": zod.string().min(startVerification200ResponseDataAccessTokenMin).max(startVerification200ResponseDataAccessTokenMax),
  "url": zod.url().optional(),
  "expiresAt": zod.int().min(startVerification200ResponseDataExpiresAtMin).describe('Seconds since the Unix epoch.')
}).describe('Assumption: modelled on a KYC provider SDK start (provider, access token for its SDK, or a URL for external flows).')
})

export const StartVerification401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const StartVerification419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const StartVerification422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const StartVerification429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const StartVerification451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const StartVerification5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The withdrawal address whitelist (page settings/security/address-management). Assumption: the fields are not shown; modelled as whether it is on and its addresses.
 * @summary Get the withdrawal whitelist
 */

export const getWhitelist200ResponseDataAddressesItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getWhitelist200ResponseDataAddressesItemNetworkRegExp = new RegExp('^[A-Z0-9_-]{2,20}$');
export const getWhitelist200ResponseDataAddressesItemAddressMin = 8;
export const getWhitelist200ResponseDataAddressesItemAddressMax = 128;

export const getWhitelist200ResponseDataAddressesItemMemoMax = 128;

export const getWhitelist200ResponseDataAddressesItemLabelMax = 64;

export const getWhitelist200ResponseDataAddressesItemCreatedAtMin = 0;



export const GetWhitelist200Response = zod.object({
  "data": zod.object({
  "enabled": zod.boolean().describe('Withdrawals go only to whitelisted addresses.'),
  "addresses": zod.array(zod.object({
  "id": zod.int().min(1),
  "ticker": zod.stringFormat('ticker', getWhitelist200ResponseDataAddressesItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "network": zod.stringFormat('network', getWhitelist200ResponseDataAddressesItemNetworkRegExp).describe('A blockchain network of a currency, e.g. ERC20, TRC20.'),
  "address": zod.string().min(getWhitelist200ResponseDataAddressesItemAddressMin).max(getWhitelist200ResponseDataAddressesItemAddressMax),
  "memo": zod.string().max(getWhitelist200ResponseDataAddressesItemMemoMax).optional(),
  "label": zod.string().min(1).max(getWhitelist200ResponseDataAddressesItemLabelMax),
  "createdAt": zod.int().min(getWhitelist200ResponseDataAddressesItemCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('A withdrawal address of the whitelist (address management). Assumption: fields not shown; modelled on an address book entry.'))
})
})

export const GetWhitelist401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetWhitelist429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetWhitelist5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Turns the whitelist on or off. Assumption: the body is {enabled} with the authenticator code; the answer is the whitelist.
 * @summary Turn the withdrawal whitelist on or off
 */
export const toggleWhitelistBodyTotpRegExp = new RegExp('^[0-9]{6}$');


export const ToggleWhitelistBody = zod.object({
  "enabled": zod.boolean(),
  "totp": zod.string().regex(toggleWhitelistBodyTotpRegExp).optional().describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.')
}).describe('Assumption: turns the whitelist on or off, with the authenticator code when two-factor is on.')


export const toggleWhitelist200ResponseDataAddressesItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const toggleWhitelist200ResponseDataAddressesItemNetworkRegExp = new RegExp('^[A-Z0-9_-]{2,20}$');
export const toggleWhitelist200ResponseDataAddressesItemAddressMin = 8;
export const toggleWhitelist200ResponseDataAddressesItemAddressMax = 128;

export const toggleWhitelist200ResponseDataAddressesItemMemoMax = 128;

export const toggleWhitelist200ResponseDataAddressesItemLabelMax = 64;

export const toggleWhitelist200ResponseDataAddressesItemCreatedAtMin = 0;



export const ToggleWhitelist200Response = zod.object({
  "data": zod.object({
  "enabled": zod.boolean().describe('Withdrawals go only to whitelisted addresses.'),
  "addresses": zod.array(zod.object({
  "id": zod.int().min(1),
  "ticker": zod.stringFormat('ticker', toggleWhitelist200ResponseDataAddressesItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "network": zod.stringFormat('network', toggleWhitelist200ResponseDataAddressesItemNetworkRegExp).describe('A blockchain network of a currency, e.g. ERC20, TRC20.'),
  "address": zod.string().min(toggleWhitelist200ResponseDataAddressesItemAddressMin).max(toggleWhitelist200ResponseDataAddressesItemAddressMax),
  "memo": zod.string().max(toggleWhitelist200ResponseDataAddressesItemMemoMax).optional(),
  "label": zod.string().min(1).max(toggleWhitelist200ResponseDataAddressesItemLabelMax),
  "createdAt": zod.int().min(toggleWhitelist200ResponseDataAddressesItemCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('A withdrawal address of the whitelist (address management). Assumption: fields not shown; modelled on an address book entry.'))
})
})

export const ToggleWhitelist401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ToggleWhitelist419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ToggleWhitelist422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ToggleWhitelist429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ToggleWhitelist451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ToggleWhitelist5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Assumption: the spec names the call only. Modelled as the currencies with their networks (and whether a memo is needed) offered by the add-address form.
 * @summary List the currencies an address may be whitelisted for
 */
export const listWhitelistTickers200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listWhitelistTickers200ResponseDataItemNetworksItemRegExp = new RegExp('^[A-Z0-9_-]{2,20}$');



export const ListWhitelistTickers200Response = zod.object({
  "data": zod.array(zod.object({
  "ticker": zod.stringFormat('ticker', listWhitelistTickers200ResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "networks": zod.array(zod.stringFormat('network', listWhitelistTickers200ResponseDataItemNetworksItemRegExp).describe('A blockchain network of a currency, e.g. ERC20, TRC20.')).min(1),
  "memoRequired": zod.boolean().optional().describe('The network needs a memo or tag.')
})).describe('Assumption: the currencies and networks an address may be whitelisted for.')
})

export const ListWhitelistTickers401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListWhitelistTickers429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListWhitelistTickers5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Adds an address to the whitelist. Assumption: the body is the currency, network, address, memo and label with the authenticator code; the answer is the new entry.
 * @summary Add a whitelisted address
 */
export const addWhitelistAddressBodyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const addWhitelistAddressBodyNetworkRegExp = new RegExp('^[A-Z0-9_-]{2,20}$');
export const addWhitelistAddressBodyAddressMin = 8;
export const addWhitelistAddressBodyAddressMax = 128;

export const addWhitelistAddressBodyMemoMax = 128;

export const addWhitelistAddressBodyLabelMax = 64;

export const addWhitelistAddressBodyTotpRegExp = new RegExp('^[0-9]{6}$');


export const AddWhitelistAddressBody = zod.object({
  "ticker": zod.stringFormat('ticker', addWhitelistAddressBodyTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "network": zod.stringFormat('network', addWhitelistAddressBodyNetworkRegExp).describe('A blockchain network of a currency, e.g. ERC20, TRC20.'),
  "address": zod.string().min(addWhitelistAddressBodyAddressMin).max(addWhitelistAddressBodyAddressMax),
  "memo": zod.string().max(addWhitelistAddressBodyMemoMax).optional(),
  "label": zod.string().min(1).max(addWhitelistAddressBodyLabelMax),
  "totp": zod.string().regex(addWhitelistAddressBodyTotpRegExp).optional().describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.')
})


export const addWhitelistAddress200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const addWhitelistAddress200ResponseDataNetworkRegExp = new RegExp('^[A-Z0-9_-]{2,20}$');
export const addWhitelistAddress200ResponseDataAddressMin = 8;
export const addWhitelistAddress200ResponseDataAddressMax = 128;

export const addWhitelistAddress200ResponseDataMemoMax = 128;

export const addWhitelistAddress200ResponseDataLabelMax = 64;

export const addWhitelistAddress200ResponseDataCreatedAtMin = 0;



export const AddWhitelistAddress200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "ticker": zod.stringFormat('ticker', addWhitelistAddress200ResponseDataTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "network": zod.stringFormat('network', addWhitelistAddress200ResponseDataNetworkRegExp).describe('A blockchain network of a currency, e.g. ERC20, TRC20.'),
  "address": zod.string().min(addWhitelistAddress200ResponseDataAddressMin).max(addWhitelistAddress200ResponseDataAddressMax),
  "memo": zod.string().max(addWhitelistAddress200ResponseDataMemoMax).optional(),
  "label": zod.string().min(1).max(addWhitelistAddress200ResponseDataLabelMax),
  "createdAt": zod.int().min(addWhitelistAddress200ResponseDataCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('A withdrawal address of the whitelist (address management). Assumption: fields not shown; modelled on an address book entry.')
})

export const AddWhitelistAddress401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const AddWhitelistAddress419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const AddWhitelistAddress422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const AddWhitelistAddress429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const AddWhitelistAddress451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const AddWhitelistAddress5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Removes an address from the whitelist. Assumption: the path has no id, so the entry is named by the `id` query; nothing is returned (204).
 * @summary Remove a whitelisted address
 */



export const DeleteWhitelistAddressQueryParams = zod.object({
  "id": zod.int().min(1).describe('Assumption: the entry\'s id.')
})

export const DeleteWhitelistAddress204Response = zod.void()

export const DeleteWhitelistAddress401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DeleteWhitelistAddress419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DeleteWhitelistAddress422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DeleteWhitelistAddress429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DeleteWhitelistAddress451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DeleteWhitelistAddress5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Links a wallet for web3 sign-in (page settings/security/web3) with a signed challenge of GET /v2/web3/auth/challenge. The spec says only "web3 auth POST". Assumption: the path is /v2/settings/web3-auth; the body is the signed challenge; the answer is the linked wallet.
 * @summary Link a wallet for web3 sign-in
 */
export const linkWeb3WalletBodyAddressRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');
export const linkWeb3WalletBodyMessageMax = 2000;

export const linkWeb3WalletBodySignatureRegExp = new RegExp('^0x[0-9a-fA-F]{130}$');


export const LinkWeb3WalletBody = zod.object({
  "type": zod.enum(['metamask', 'walletConnect', 'coinbase', 'trust']).describe('The wallet the address comes from. Assumption: the values are not shown; modelled as the common browser wallets.'),
  "address": zod.stringFormat('evm-address', linkWeb3WalletBodyAddressRegExp).describe('A wallet address. Assumption: an EVM address (0x and 40 hex digits).'),
  "message": zod.string().min(1).max(linkWeb3WalletBodyMessageMax).describe('The challenge message that was signed.'),
  "signature": zod.string().regex(linkWeb3WalletBodySignatureRegExp).describe('The signature, hex.')
}).describe('A signed challenge. Assumption: modelled as the address, the wallet type, the signed message and the signature.')


export const linkWeb3Wallet200ResponseDataAddressRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');
export const linkWeb3Wallet200ResponseDataCreatedAtMin = 0;



export const LinkWeb3Wallet200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "address": zod.stringFormat('evm-address', linkWeb3Wallet200ResponseDataAddressRegExp).describe('A wallet address. Assumption: an EVM address (0x and 40 hex digits).'),
  "type": zod.enum(['metamask', 'walletConnect', 'coinbase', 'trust']).describe('The wallet the address comes from. Assumption: the values are not shown; modelled as the common browser wallets.'),
  "createdAt": zod.int().min(linkWeb3Wallet200ResponseDataCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('The wallet linked for web3 sign-in. Assumption: fields modelled on a linked wallet.')
})

export const LinkWeb3Wallet401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LinkWeb3Wallet419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LinkWeb3Wallet422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LinkWeb3Wallet429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LinkWeb3Wallet451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LinkWeb3Wallet5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Unlinks the wallet of web3 sign-in. The spec says only "web3 auth DELETE" with no id. Assumption: the path is /v2/settings/web3-auth; the user has at most one linked wallet; nothing is returned (204).
 * @summary Unlink the web3 wallet
 */
export const UnlinkWeb3Wallet204Response = zod.void()

export const UnlinkWeb3Wallet401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UnlinkWeb3Wallet419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UnlinkWeb3Wallet422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UnlinkWeb3Wallet429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UnlinkWeb3Wallet451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UnlinkWeb3Wallet5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The spec says only "web3 auth PATCH /{id}". Assumption: the path is /v2/settings/web3-auth/{id}, {id} the linked wallet; the body is a newly signed challenge of another address, which replaces it; the answer is the linked wallet.
 * @summary Replace the linked wallet
 */



export const ReplaceWeb3WalletParams = zod.object({
  "id": zod.int().min(1).describe('The linked wallet\'s id.')
})

export const replaceWeb3WalletBodyAddressRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');
export const replaceWeb3WalletBodyMessageMax = 2000;

export const replaceWeb3WalletBodySignatureRegExp = new RegExp('^0x[0-9a-fA-F]{130}$');


export const ReplaceWeb3WalletBody = zod.object({
  "type": zod.enum(['metamask', 'walletConnect', 'coinbase', 'trust']).describe('The wallet the address comes from. Assumption: the values are not shown; modelled as the common browser wallets.'),
  "address": zod.stringFormat('evm-address', replaceWeb3WalletBodyAddressRegExp).describe('A wallet address. Assumption: an EVM address (0x and 40 hex digits).'),
  "message": zod.string().min(1).max(replaceWeb3WalletBodyMessageMax).describe('The challenge message that was signed.'),
  "signature": zod.string().regex(replaceWeb3WalletBodySignatureRegExp).describe('The signature, hex.')
}).describe('A signed challenge. Assumption: modelled as the address, the wallet type, the signed message and the signature.')


export const replaceWeb3Wallet200ResponseDataAddressRegExp = new RegExp('^0x[0-9a-fA-F]{40}$');
export const replaceWeb3Wallet200ResponseDataCreatedAtMin = 0;



export const ReplaceWeb3Wallet200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "address": zod.stringFormat('evm-address', replaceWeb3Wallet200ResponseDataAddressRegExp).describe('A wallet address. Assumption: an EVM address (0x and 40 hex digits).'),
  "type": zod.enum(['metamask', 'walletConnect', 'coinbase', 'trust']).describe('The wallet the address comes from. Assumption: the values are not shown; modelled as the common browser wallets.'),
  "createdAt": zod.int().min(replaceWeb3Wallet200ResponseDataCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('The wallet linked for web3 sign-in. Assumption: fields modelled on a linked wallet.')
})

export const ReplaceWeb3Wallet401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ReplaceWeb3Wallet419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ReplaceWeb3Wallet422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ReplaceWeb3Wallet429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ReplaceWeb3Wallet451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ReplaceWeb3Wallet5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The options of the history exports page (history/exports). Assumption: the spec names the call only; modelled as the report types, file formats, the longest period and the exports left today.
 * @summary Get the history export options
 */



export const getExportSettings200ResponseDataDailyLimitMin = 0;



export const GetExportSettings200Response = zod.object({
  "data": zod.object({
  "types": zod.array(zod.enum(['deposits', 'withdrawals', 'transfers', 'trades', 'orders', 'convert', 'codes', 'earn', 'funding', 'positions'])).min(1),
  "formats": zod.array(zod.enum(['csv', 'xlsx', 'pdf'])).min(1),
  "maxPeriodDays": zod.int().min(1).describe('The longest period one export may cover.'),
  "dailyLimit": zod.int().min(getExportSettings200ResponseDataDailyLimitMin).describe('Exports the user may still request today.')
}).describe('The options of history exports (history/exports). Assumption: not shown; modelled as the report types, file formats and limits.')
})

export const GetExportSettings401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetExportSettings429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetExportSettings5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * USSD access (page settings/general/ussd; privilege canUseUssd). Assumption: modelled as whether it is on, the phone and whether a PIN is set.
 * @summary Get the USSD settings
 */
export const getUssdSettings200ResponseDataPhoneMin = 4;
export const getUssdSettings200ResponseDataPhoneMax = 20;



export const GetUssdSettings200Response = zod.object({
  "data": zod.object({
  "enabled": zod.boolean(),
  "phone": zod.string().min(getUssdSettings200ResponseDataPhoneMin).max(getUssdSettings200ResponseDataPhoneMax).optional().describe('The masked phone USSD works from.'),
  "hasPin": zod.boolean()
}).describe('USSD access (general/ussd; privilege canUseUssd). Assumption: modelled as enabled, the masked phone and whether a PIN is set.')
})

export const GetUssdSettings401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetUssdSettings429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetUssdSettings5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Turns USSD access on for a phone. Assumption: the body is the phone with the authenticator code; the answer is the USSD settings.
 * @summary Turn USSD on
 */
export const enableUssdBodyPhoneRegExp = new RegExp('^\\+[1-9][0-9]{7,14}$');
export const enableUssdBodyTotpRegExp = new RegExp('^[0-9]{6}$');


export const EnableUssdBody = zod.object({
  "phone": zod.string().regex(enableUssdBodyPhoneRegExp).describe('A phone number in E.164 form.'),
  "totp": zod.string().regex(enableUssdBodyTotpRegExp).optional().describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.')
}).describe('Assumption: turns USSD on for the phone, with the authenticator code when two-factor is on.')

export const enableUssd200ResponseDataPhoneMin = 4;
export const enableUssd200ResponseDataPhoneMax = 20;



export const EnableUssd200Response = zod.object({
  "data": zod.object({
  "enabled": zod.boolean(),
  "phone": zod.string().min(enableUssd200ResponseDataPhoneMin).max(enableUssd200ResponseDataPhoneMax).optional().describe('The masked phone USSD works from.'),
  "hasPin": zod.boolean()
}).describe('USSD access (general/ussd; privilege canUseUssd). Assumption: modelled as enabled, the masked phone and whether a PIN is set.')
})

export const EnableUssd401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const EnableUssd419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const EnableUssd422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const EnableUssd429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const EnableUssd451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const EnableUssd5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Sets the PIN asked for by USSD. The method is not stated by the spec. Assumption: POST with the PIN twice; the answer is the USSD settings.
 * @summary Set the USSD PIN
 */
export const setUssdPinBodyPinRegExp = new RegExp('^[0-9]{4}$');
export const setUssdPinBodyPinConfirmationRegExp = new RegExp('^[0-9]{4}$');


export const SetUssdPinBody = zod.object({
  "pin": zod.string().regex(setUssdPinBodyPinRegExp),
  "pin_confirmation": zod.string().regex(setUssdPinBodyPinConfirmationRegExp)
}).describe('Assumption: a 4-digit PIN, twice.')

export const setUssdPin200ResponseDataPhoneMin = 4;
export const setUssdPin200ResponseDataPhoneMax = 20;



export const SetUssdPin200Response = zod.object({
  "data": zod.object({
  "enabled": zod.boolean(),
  "phone": zod.string().min(setUssdPin200ResponseDataPhoneMin).max(setUssdPin200ResponseDataPhoneMax).optional().describe('The masked phone USSD works from.'),
  "hasPin": zod.boolean()
}).describe('USSD access (general/ussd; privilege canUseUssd). Assumption: modelled as enabled, the masked phone and whether a PIN is set.')
})

export const SetUssdPin401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SetUssdPin419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SetUssdPin422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SetUssdPin429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SetUssdPin451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const SetUssdPin5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Turns USSD access off. The method is not stated by the spec. Assumption: POST without a body; the answer is the USSD settings.
 * @summary Turn USSD off
 */
export const disconnectUssd200ResponseDataPhoneMin = 4;
export const disconnectUssd200ResponseDataPhoneMax = 20;



export const DisconnectUssd200Response = zod.object({
  "data": zod.object({
  "enabled": zod.boolean(),
  "phone": zod.string().min(disconnectUssd200ResponseDataPhoneMin).max(disconnectUssd200ResponseDataPhoneMax).optional().describe('The masked phone USSD works from.'),
  "hasPin": zod.boolean()
}).describe('USSD access (general/ussd; privilege canUseUssd). Assumption: modelled as enabled, the masked phone and whether a PIN is set.')
})

export const DisconnectUssd401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DisconnectUssd419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DisconnectUssd422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DisconnectUssd429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DisconnectUssd451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DisconnectUssd5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Deletes the account (page settings/general/delete-account). Assumption: the password or the authenticator code confirms it and a reason may be given; nothing is returned (204) and the session ends.
 * @summary Delete the account
 */
export const deleteAccountBodyPasswordMin = 8;
export const deleteAccountBodyPasswordMax = 128;

export const deleteAccountBodyTotpRegExp = new RegExp('^[0-9]{6}$');
export const deleteAccountBodyReasonMax = 1000;



export const DeleteAccountBody = zod.object({
  "password": zod.string().min(deleteAccountBodyPasswordMin).max(deleteAccountBodyPasswordMax).optional().describe('A password. Assumption: 8 to 128 characters; the server checks its strength.'),
  "totp": zod.string().regex(deleteAccountBodyTotpRegExp).optional().describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.'),
  "reason": zod.string().max(deleteAccountBodyReasonMax).optional()
}).describe('Assumption: the password (or the authenticator code) confirms the deletion; the reason is optional.')

export const DeleteAccount204Response = zod.void()

export const DeleteAccount401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DeleteAccount419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DeleteAccount422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DeleteAccount429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DeleteAccount451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DeleteAccount5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The user's passkeys (page settings/security/2fa/passkeys). Passkey: id, name (section 3); the dates are an assumption.
 * @summary List the passkeys
 */

export const listPasskeys200ResponseDataItemNameMax = 64;

export const listPasskeys200ResponseDataItemCreatedAtMin = 0;

export const listPasskeys200ResponseDataItemLastUsedAtMin = 0;



export const ListPasskeys200Response = zod.object({
  "data": zod.array(zod.object({
  "id": zod.int().min(1),
  "name": zod.string().min(1).max(listPasskeys200ResponseDataItemNameMax),
  "createdAt": zod.int().min(listPasskeys200ResponseDataItemCreatedAtMin).describe('Seconds since the Unix epoch.'),
  "lastUsedAt": zod.int().min(listPasskeys200ResponseDataItemLastUsedAtMin).optional().describe('Seconds since the Unix epoch.')
}).describe('A passkey (section 3 "Passkey": id, name). Assumption: the dates are modelled on a typical passkey list.'))
})

export const ListPasskeys401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListPasskeys429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListPasskeys5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Starts adding a passkey: the answer holds the options for navigator.credentials.create (in the webview the app's bridge runs the passkey check). The method is not stated by the spec. Assumption: POST without a body; the options have the standard WebAuthn JSON shape.
 * @summary Start adding a passkey
 */
export const startPasskeyRegistration200ResponseDataRpIdMax = 253;

export const startPasskeyRegistration200ResponseDataRpNameMax = 64;

export const startPasskeyRegistration200ResponseDataUserIdMax = 128;

export const startPasskeyRegistration200ResponseDataUserNameMax = 254;

export const startPasskeyRegistration200ResponseDataUserDisplayNameMax = 64;

export const startPasskeyRegistration200ResponseDataChallengeMin = 16;
export const startPasskeyRegistration200ResponseDataChallengeMax = 1024;


export const startPasskeyRegistration200ResponseDataTimeoutMin = 1000;
export const startPasskeyRegistration200ResponseDataTimeoutMax = 600000;

export const startPasskeyRegistration200ResponseDataExcludeCredentialsItemIdMin = 16;
export const startPasskeyRegistration200ResponseDataExcludeCredentialsItemIdMax = 1024;



export const StartPasskeyRegistration200Response = zod.object({
  "data": zod.object({
  "rp": zod.object({
  "id": zod.string().min(1).max(startPasskeyRegistration200ResponseDataRpIdMax),
  "name": zod.string().min(1).max(startPasskeyRegistration200ResponseDataRpNameMax)
}),
  "user": zod.object({
  "id": zod.string().min(1).max(startPasskeyRegistration200ResponseDataUserIdMax),
  "name": zod.string().min(1).max(startPasskeyRegistration200ResponseDataUserNameMax),
  "displayName": zod.string().min(1).max(startPasskeyRegistration200ResponseDataUserDisplayNameMax)
}),
  "challenge": zod.string().min(startPasskeyRegistration200ResponseDataChallengeMin).max(startPasskeyRegistration200ResponseDataChallengeMax),
  "pubKeyCredParams": zod.array(zod.object({
  "type": zod.enum(['public-key']),
  "alg": zod.enum({
  ES256: -7,
  EdDSA: -8,
  RS256: -257,
}).describe('A COSE algorithm.')
})).min(1),
  "timeout": zod.int().min(startPasskeyRegistration200ResponseDataTimeoutMin).max(startPasskeyRegistration200ResponseDataTimeoutMax).optional(),
  "excludeCredentials": zod.array(zod.object({
  "id": zod.string().min(startPasskeyRegistration200ResponseDataExcludeCredentialsItemIdMin).max(startPasskeyRegistration200ResponseDataExcludeCredentialsItemIdMax),
  "type": zod.enum(['public-key']),
  "transports": zod.array(zod.enum(['usb', 'nfc', 'ble', 'internal', 'hybrid'])).optional()
}).describe('A credential the authenticator should use or exclude (WebAuthn PublicKeyCredentialDescriptor, base64url id).')).optional(),
  "authenticatorSelection": zod.object({
  "authenticatorAttachment": zod.enum(['platform', 'cross-platform']).optional(),
  "residentKey": zod.enum(['required', 'preferred', 'discouraged']).optional(),
  "userVerification": zod.enum(['required', 'preferred', 'discouraged']).optional()
}).optional(),
  "attestation": zod.enum(['none', 'indirect', 'direct', 'enterprise']).optional()
}).describe('Options for navigator.credentials.create (WebAuthn PublicKeyCredentialCreationOptions in its JSON form, binary values base64url). Assumption: the spec does not show the shape; the standard one is used.')
})

export const StartPasskeyRegistration401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const StartPasskeyRegistration419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const StartPasskeyRegistration422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const StartPasskeyRegistration429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const StartPasskeyRegistration451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const StartPasskeyRegistration5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Sends the new credential made from the creation options. The method is not stated by the spec. Assumption: POST with the credential and a name; the answer is the new passkey.
 * @summary Finish adding a passkey
 */
export const finishPasskeyRegistrationBodyNameMax = 64;

export const finishPasskeyRegistrationBodyCredentialIdMin = 16;
export const finishPasskeyRegistrationBodyCredentialIdMax = 1024;

export const finishPasskeyRegistrationBodyCredentialRawIdMin = 16;
export const finishPasskeyRegistrationBodyCredentialRawIdMax = 1024;







export const FinishPasskeyRegistrationBody = zod.object({
  "name": zod.string().min(1).max(finishPasskeyRegistrationBodyNameMax).optional(),
  "credential": zod.object({
  "id": zod.string().min(finishPasskeyRegistrationBodyCredentialIdMin).max(finishPasskeyRegistrationBodyCredentialIdMax),
  "rawId": zod.string().min(finishPasskeyRegistrationBodyCredentialRawIdMin).max(finishPasskeyRegistrationBodyCredentialRawIdMax),
  "type": zod.enum(['public-key']),
  "authenticatorAttachment": zod.enum(['platform', 'cross-platform']).optional(),
  "response": zod.object({
  "clientDataJSON": zod.string().min(1),
  "attestationObject": zod.string().min(1).optional(),
  "authenticatorData": zod.string().min(1).optional(),
  "signature": zod.string().min(1).optional(),
  "userHandle": zod.string().optional(),
  "transports": zod.array(zod.enum(['usb', 'nfc', 'ble', 'internal', 'hybrid'])).optional()
}),
  "clientExtensionResults": zod.record(zod.string(), zod.unknown()).optional().describe('Extension outputs; their shape depends on the extension.')
}).describe('A WebAuthn credential in its JSON form (PublicKeyCredential.toJSON(), binary values base64url): a registration (attestationObject) or an assertion (authenticatorData, signature, userHandle).')
}).describe('Assumption: the new credential and the name to show for it.')


export const finishPasskeyRegistration200ResponseDataNameMax = 64;

export const finishPasskeyRegistration200ResponseDataCreatedAtMin = 0;

export const finishPasskeyRegistration200ResponseDataLastUsedAtMin = 0;



export const FinishPasskeyRegistration200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "name": zod.string().min(1).max(finishPasskeyRegistration200ResponseDataNameMax),
  "createdAt": zod.int().min(finishPasskeyRegistration200ResponseDataCreatedAtMin).describe('Seconds since the Unix epoch.'),
  "lastUsedAt": zod.int().min(finishPasskeyRegistration200ResponseDataLastUsedAtMin).optional().describe('Seconds since the Unix epoch.')
}).describe('A passkey (section 3 "Passkey": id, name). Assumption: the dates are modelled on a typical passkey list.')
})

export const FinishPasskeyRegistration401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const FinishPasskeyRegistration419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const FinishPasskeyRegistration422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const FinishPasskeyRegistration429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const FinishPasskeyRegistration451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const FinishPasskeyRegistration5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Renames a passkey (section 7 body {name}). The method is not stated by the spec. Assumption: POST; the answer is the passkey.
 * @summary Rename a passkey
 */



export const RenamePasskeyParams = zod.object({
  "id": zod.int().min(1).describe('The passkey\'s id.')
})

export const renamePasskeyBodyNameMax = 64;



export const RenamePasskeyBody = zod.object({
  "name": zod.string().min(1).max(renamePasskeyBodyNameMax)
}).describe('Renames a passkey (section 7 body {name}).')


export const renamePasskey200ResponseDataNameMax = 64;

export const renamePasskey200ResponseDataCreatedAtMin = 0;

export const renamePasskey200ResponseDataLastUsedAtMin = 0;



export const RenamePasskey200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "name": zod.string().min(1).max(renamePasskey200ResponseDataNameMax),
  "createdAt": zod.int().min(renamePasskey200ResponseDataCreatedAtMin).describe('Seconds since the Unix epoch.'),
  "lastUsedAt": zod.int().min(renamePasskey200ResponseDataLastUsedAtMin).optional().describe('Seconds since the Unix epoch.')
}).describe('A passkey (section 3 "Passkey": id, name). Assumption: the dates are modelled on a typical passkey list.')
})

export const RenamePasskey401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const RenamePasskey419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const RenamePasskey422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const RenamePasskey429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const RenamePasskey451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const RenamePasskey5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Deletes a passkey. Assumption: nothing is returned (204).
 * @summary Delete a passkey
 */



export const DeletePasskeyParams = zod.object({
  "id": zod.int().min(1).describe('The passkey\'s id.')
})

export const DeletePasskey204Response = zod.void()

export const DeletePasskey401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DeletePasskey419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DeletePasskey422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DeletePasskey429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DeletePasskey451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const DeletePasskey5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Starts a passkey check: the answer holds the options for navigator.credentials.get, whose assertion goes to POST /v2/2fa/validate during login. Guests call it (the second step of a login). The method is not stated by the spec. Assumption: POST without a body; the options have the standard WebAuthn JSON shape.
 * @summary Start a passkey check
 */
export const startPasskeyAuthentication200ResponseDataChallengeMin = 16;
export const startPasskeyAuthentication200ResponseDataChallengeMax = 1024;

export const startPasskeyAuthentication200ResponseDataTimeoutMin = 1000;
export const startPasskeyAuthentication200ResponseDataTimeoutMax = 600000;

export const startPasskeyAuthentication200ResponseDataRpIdMax = 253;

export const startPasskeyAuthentication200ResponseDataAllowCredentialsItemIdMin = 16;
export const startPasskeyAuthentication200ResponseDataAllowCredentialsItemIdMax = 1024;



export const StartPasskeyAuthentication200Response = zod.object({
  "data": zod.object({
  "challenge": zod.string().min(startPasskeyAuthentication200ResponseDataChallengeMin).max(startPasskeyAuthentication200ResponseDataChallengeMax),
  "timeout": zod.int().min(startPasskeyAuthentication200ResponseDataTimeoutMin).max(startPasskeyAuthentication200ResponseDataTimeoutMax).optional(),
  "rpId": zod.string().min(1).max(startPasskeyAuthentication200ResponseDataRpIdMax).optional(),
  "allowCredentials": zod.array(zod.object({
  "id": zod.string().min(startPasskeyAuthentication200ResponseDataAllowCredentialsItemIdMin).max(startPasskeyAuthentication200ResponseDataAllowCredentialsItemIdMax),
  "type": zod.enum(['public-key']),
  "transports": zod.array(zod.enum(['usb', 'nfc', 'ble', 'internal', 'hybrid'])).optional()
}).describe('A credential the authenticator should use or exclude (WebAuthn PublicKeyCredentialDescriptor, base64url id).')).optional(),
  "userVerification": zod.enum(['required', 'preferred', 'discouraged']).optional()
}).describe('Options for navigator.credentials.get (WebAuthn PublicKeyCredentialRequestOptions in its JSON form). Assumption: the spec does not show the shape; the standard one is used.')
})

export const StartPasskeyAuthentication401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const StartPasskeyAuthentication419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const StartPasskeyAuthentication422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const StartPasskeyAuthentication429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const StartPasskeyAuthentication451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const StartPasskeyAuthentication5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Changes the account e-mail; a confirmation is sent to the new address. Assumption: the body is the new e-mail with the authenticator code; the answer is the masked destination and the resend delay.
 * @summary Change the e-mail
 */
export const changeEmailBodyEmailMax = 254;

export const changeEmailBodyTotpRegExp = new RegExp('^[0-9]{6}$');


export const ChangeEmailBody = zod.object({
  "email": zod.email().max(changeEmailBodyEmailMax).describe('An e-mail address.'),
  "totp": zod.string().regex(changeEmailBodyTotpRegExp).optional().describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.')
}).describe('Changes the e-mail; a code is sent to the new one. Assumption: the authenticator code is needed when two-factor is on.')

export const changeEmail200ResponseDataSentToMin = 3;
export const changeEmail200ResponseDataSentToMax = 254;

export const changeEmail200ResponseDataResendInMin = 0;



export const ChangeEmail200Response = zod.object({
  "data": zod.object({
  "sentTo": zod.string().min(changeEmail200ResponseDataSentToMin).max(changeEmail200ResponseDataSentToMax).describe('The masked e-mail or phone the code went to.'),
  "resendIn": zod.int().min(changeEmail200ResponseDataResendInMin).describe('Seconds before a new code may be asked for.')
}).describe('A code was sent. Assumption: not shown by the spec; modelled as the masked destination and the resend delay.')
})

export const ChangeEmail401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ChangeEmail419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ChangeEmail422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ChangeEmail429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ChangeEmail451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ChangeEmail5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The third-party accounts linked for sign-in (page settings/security/account-connections). Assumption: the fields are not shown; modelled as provider, e-mail and when it was linked.
 * @summary List the linked sign-in accounts
 */

export const listAuthConnections200ResponseDataItemEmailMax = 254;

export const listAuthConnections200ResponseDataItemCreatedAtMin = 0;



export const ListAuthConnections200Response = zod.object({
  "data": zod.array(zod.object({
  "id": zod.int().min(1),
  "provider": zod.enum(['google', 'apple']).describe('A third-party sign-in provider (section 1; an auth page with another provider gives 404).'),
  "email": zod.email().max(listAuthConnections200ResponseDataItemEmailMax).describe('An e-mail address.'),
  "createdAt": zod.int().min(listAuthConnections200ResponseDataItemCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('A third-party account linked for sign-in (account connections). Assumption: fields not shown; modelled as the provider, its e-mail and when it was linked.'))
})

export const ListAuthConnections401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListAuthConnections429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const ListAuthConnections5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Links a Google or Apple account for sign-in. Assumption: the body is the provider's identity token and the provider, like third-party login; the answer is the new connection.
 * @summary Link a sign-in account
 */
export const linkAuthConnectionBodyTokenMin = 20;
export const linkAuthConnectionBodyTokenMax = 8192;


export const linkAuthConnectionBodyTokenRegExp = new RegExp('^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$');


export const LinkAuthConnectionBody = zod.object({
  "token": zod.string().min(linkAuthConnectionBodyTokenMin).max(linkAuthConnectionBodyTokenMax).regex(linkAuthConnectionBodyTokenRegExp).describe('The provider\'s identity token: a JWT of three dot-separated parts that must contain an e-mail (section 5: else \'Invalid token\', \'Invalid token format\' or \'Invalid email\').'),
  "provider": zod.enum(['google', 'apple']).describe('A third-party sign-in provider (section 1; an auth page with another provider gives 404).')
}).describe('Third-party sign-in (section 7 "Third-party login (token, provider)").')


export const linkAuthConnection200ResponseDataEmailMax = 254;

export const linkAuthConnection200ResponseDataCreatedAtMin = 0;



export const LinkAuthConnection200Response = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "provider": zod.enum(['google', 'apple']).describe('A third-party sign-in provider (section 1; an auth page with another provider gives 404).'),
  "email": zod.email().max(linkAuthConnection200ResponseDataEmailMax).describe('An e-mail address.'),
  "createdAt": zod.int().min(linkAuthConnection200ResponseDataCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('A third-party account linked for sign-in (account connections). Assumption: fields not shown; modelled as the provider, its e-mail and when it was linked.')
})

export const LinkAuthConnection401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LinkAuthConnection419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LinkAuthConnection422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LinkAuthConnection429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LinkAuthConnection451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const LinkAuthConnection5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * Unlinks a third-party account. Assumption: nothing is returned (204).
 * @summary Unlink a sign-in account
 */



export const UnlinkAuthConnectionParams = zod.object({
  "id": zod.int().min(1).describe('The connection\'s id.')
})

export const UnlinkAuthConnection204Response = zod.void()

export const UnlinkAuthConnection401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UnlinkAuthConnection419Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UnlinkAuthConnection422Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UnlinkAuthConnection429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UnlinkAuthConnection451Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const UnlinkAuthConnection5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The user's referral program (page /referral). Assumption: the fields are not shown; modelled as the code, link, reward rate (default 40 %), invitees and earnings.
 * @summary Get the referral settings
 */
export const getReferralSettings200ResponseDataReferralCodeMin = 4;
export const getReferralSettings200ResponseDataReferralCodeMax = 32;

export const getReferralSettings200ResponseDataRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getReferralSettings200ResponseDataInvitedCountMin = 0;

export const getReferralSettings200ResponseDataEarnedItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getReferralSettings200ResponseDataEarnedItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetReferralSettings200Response = zod.object({
  "data": zod.object({
  "referralCode": zod.string().min(getReferralSettings200ResponseDataReferralCodeMin).max(getReferralSettings200ResponseDataReferralCodeMax),
  "referralLink": zod.url(),
  "rate": zod.stringFormat('percent-unsigned', getReferralSettings200ResponseDataRateRegExp).describe('The share of the invitees\' fees paid as reward, in percent (default 40).'),
  "invitedCount": zod.int().min(getReferralSettings200ResponseDataInvitedCountMin),
  "earned": zod.array(zod.object({
  "ticker": zod.stringFormat('ticker', getReferralSettings200ResponseDataEarnedItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', getReferralSettings200ResponseDataEarnedItemAmountRegExp).describe('A DecimalString that is zero or positive.')
})).describe('Rewards earned so far, per ticker.')
}).describe('The referral program of the user. Assumption: modelled as the code, link, reward rate (default 40 %), invitees and earnings.')
})

export const GetReferralSettings401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetReferralSettings429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetReferralSettings5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

/**
 * The user's affiliate program (pages /affiliate). Assumption: the fields are not shown; modelled as the application status, code, link and commission rate.
 * @summary Get the affiliate settings
 */
export const getAffiliateSettings200ResponseDataAffiliateCodeMin = 4;
export const getAffiliateSettings200ResponseDataAffiliateCodeMax = 64;

export const getAffiliateSettings200ResponseDataCommissionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetAffiliateSettings200Response = zod.object({
  "data": zod.object({
  "status": zod.enum(['none', 'pending', 'approved', 'rejected']),
  "affiliateCode": zod.string().min(getAffiliateSettings200ResponseDataAffiliateCodeMin).max(getAffiliateSettings200ResponseDataAffiliateCodeMax).optional(),
  "affiliateLink": zod.url().optional(),
  "commissionRate": zod.stringFormat('percent-unsigned', getAffiliateSettings200ResponseDataCommissionRateRegExp).optional().describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('The affiliate program of the user. Assumption: modelled as the application status, code, link and commission rate.')
})

export const GetAffiliateSettings401Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetAffiliateSettings429Response = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

export const GetAffiliateSettings5XXResponse = zod.object({
  "status": zod.int().optional().describe('HTTP status repeated in the body, when the server sends it.'),
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric or string code of the error catalogue (contracts/errors).'),
  "message": zod.string().optional(),
  "errors": zod.record(zod.string(), zod.array(zod.string())).optional().describe('Field name to the list of messages for that field.'),
  "data": zod.unknown().optional().describe('Extra values of the failure (object, list, string or null); their string values are joined for display.'),
  "notification": zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).optional().describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.'),
  "payload": zod.unknown().optional().describe('Extra payload of the failure (shape varies by call).'),
  "url": zod.string().optional().describe('Full URL of the failed request, when the server echoes it.')
}).describe('The error object of the web API (section 3 "Error object" and section 8). Validation failures carry `errors` (field name to messages) and a numeric `code` from the error catalogue; other failures may carry `data` (values joined for display) and a `notification` to show as a toast.')

