/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


/**
 * Assumption: the spec names the call only. Modelled as the credentials of the user's private push channel, over which the account socket events of section 4 arrive (balanceUpdate, flexPlanInvestment, investment, benefitLevelUpdate, kycRestrictionEvent): a connection token, the personal channel name and when the token expires.
 * @summary Get the account channel credentials
 */
export const getChannelCredentials200ResponseDataTokenMin = 16;

export const getChannelCredentials200ResponseDataChannelMax = 128;

export const getChannelCredentials200ResponseDataExpiresAtMin = 0;



export const GetChannelCredentials200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "token": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(getChannelCredentials200ResponseDataTokenMin)),
  "channel": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(getChannelCredentials200ResponseDataChannelMax)),
  "expiresAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getChannelCredentials200ResponseDataExpiresAtMin))
})
})

export const GetChannelCredentials401Response = /*#__PURE__*/ zod.object({
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

export const GetChannelCredentials429Response = /*#__PURE__*/ zod.object({
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

export const GetChannelCredentials5XXResponse = /*#__PURE__*/ zod.object({
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
 * The bonuses of the bonus-centre page (/lifecell-bonus-center). Assumption: the response is not shown; modelled as the list of the user's bonuses with their ticker, amount, status and expiry.
 * @summary Get the bonus centre
 */

export const getBonusCenter200ResponseDataItemTitleMax = 120;

export const getBonusCenter200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getBonusCenter200ResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetBonusCenter200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(getBonusCenter200ResponseDataItemTitleMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', getBonusCenter200ResponseDataItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getBonusCenter200ResponseDataItemAmountRegExp),
  "status": /*#__PURE__*/ zod.enum(['available', 'active', 'used', 'expired']),
  "createdAt": /*#__PURE__*/ zod.iso.datetime({"offset":true}),
  "expiresAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.iso.datetime({"offset":true}))
}))
})

export const GetBonusCenter401Response = /*#__PURE__*/ zod.object({
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

export const GetBonusCenter429Response = /*#__PURE__*/ zod.object({
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

export const GetBonusCenter5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: the spec shows the bonus centre's list only. Activates an available bonus (a trading voucher): it becomes active and is credited as a trading bonus of the collateral account (GET /v2/bonuses, history tab collateral/bonuses; counted by GET /v2/trade/margin/info with includeBonus) until it expires. Answers the bonus, active. 404 for an unknown bonus; a 422 with code 30 on id when it is not available (active, used or expired).
 * @summary Activate a bonus of the bonus centre
 */



export const ActivateBonusCenterBonusParams = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})


export const activateBonusCenterBonus200ResponseDataTitleMax = 120;

export const activateBonusCenterBonus200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const activateBonusCenterBonus200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const ActivateBonusCenterBonus200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(activateBonusCenterBonus200ResponseDataTitleMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', activateBonusCenterBonus200ResponseDataTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', activateBonusCenterBonus200ResponseDataAmountRegExp),
  "status": /*#__PURE__*/ zod.enum(['available', 'active', 'used', 'expired']),
  "createdAt": /*#__PURE__*/ zod.iso.datetime({"offset":true}),
  "expiresAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.iso.datetime({"offset":true}))
})
})

export const ActivateBonusCenterBonus401Response = /*#__PURE__*/ zod.object({
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

export const ActivateBonusCenterBonus404Response = /*#__PURE__*/ zod.object({
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

export const ActivateBonusCenterBonus419Response = /*#__PURE__*/ zod.object({
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

export const ActivateBonusCenterBonus422Response = /*#__PURE__*/ zod.object({
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

export const ActivateBonusCenterBonus429Response = /*#__PURE__*/ zod.object({
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

export const ActivateBonusCenterBonus5XXResponse = /*#__PURE__*/ zod.object({
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
 * Signs the user in to the tax-reporting partner (the koinly permission; offered when the user's isTaxLoginConfirmable is true). Assumption: no request body; the answer is the partner's one-time sign-in URL, which the client opens.
 * @summary Sign in to the tax-reporting partner
 */
export const loginToTaxService200ResponseDataRedirectUrlMax = 4096;


export const loginToTaxService200ResponseDataRedirectUrlRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');


export const LoginToTaxService200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "redirectUrl": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(loginToTaxService200ResponseDataRedirectUrlMax)).check(/*#__PURE__*/ zod.regex(loginToTaxService200ResponseDataRedirectUrlRegExp))
})
})

export const LoginToTaxService401Response = /*#__PURE__*/ zod.object({
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

export const LoginToTaxService419Response = /*#__PURE__*/ zod.object({
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

export const LoginToTaxService422Response = /*#__PURE__*/ zod.object({
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

export const LoginToTaxService429Response = /*#__PURE__*/ zod.object({
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

export const LoginToTaxService451Response = /*#__PURE__*/ zod.object({
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

export const LoginToTaxService5XXResponse = /*#__PURE__*/ zod.object({
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
 * Saves the interface language of the logged-in user on the server (locale switching is only to a configured locale). Assumption: no request body and no content in the answer (204).
 * @summary Save the user's language
 */
export const setUserLanguagePathLangRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');


export const SetUserLanguageParams = /*#__PURE__*/ zod.object({
  "lang": /*#__PURE__*/ zod.stringFormat('locale', setUserLanguagePathLangRegExp).check(/*#__PURE__*/ zod.describe('The language code.'))
})

export const SetUserLanguage204Response = /*#__PURE__*/ zod.void()

export const SetUserLanguage401Response = /*#__PURE__*/ zod.object({
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

export const SetUserLanguage419Response = /*#__PURE__*/ zod.object({
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

export const SetUserLanguage422Response = /*#__PURE__*/ zod.object({
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

export const SetUserLanguage429Response = /*#__PURE__*/ zod.object({
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

export const SetUserLanguage451Response = /*#__PURE__*/ zod.object({
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

export const SetUserLanguage5XXResponse = /*#__PURE__*/ zod.object({
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
 * The languages the exchange writes e-mails and notifications in (settings page general/communication). Assumption: the response is not shown; modelled as a list of language codes with their native names, and for a signed-in user the one chosen (`selected`), which the settings read does not carry.
 * @summary List the communication languages
 */
export const listCommunicationLanguages200ResponseDataItemCodeRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const listCommunicationLanguages200ResponseDataItemNameMax = 40;

export const listCommunicationLanguages200ResponseSelectedRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');


export const ListCommunicationLanguages200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.stringFormat('locale', listCommunicationLanguages200ResponseDataItemCodeRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(listCommunicationLanguages200ResponseDataItemNameMax))
})),
  "selected": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('locale', listCommunicationLanguages200ResponseSelectedRegExp))
})

export const ListCommunicationLanguages429Response = /*#__PURE__*/ zod.object({
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

export const ListCommunicationLanguages5XXResponse = /*#__PURE__*/ zod.object({
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
 * The content of the /system-page route. Assumption: the response is not shown; modelled as a platform status page (status, title, message and the expected end of a maintenance window).
 * @summary Get the system page
 */
export const getSystemPage200ResponseDataTitleMax = 120;

export const getSystemPage200ResponseDataMessageMax = 2000;



export const GetSystemPage200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.enum(['operational', 'maintenance', 'degraded']),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(getSystemPage200ResponseDataTitleMax)),
  "message": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(getSystemPage200ResponseDataMessageMax)),
  "startedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.iso.datetime({"offset":true})),
  "expectedEndAt": /*#__PURE__*/ zod.nullish(/*#__PURE__*/ zod.iso.datetime({"offset":true}))
})
})

export const GetSystemPage429Response = /*#__PURE__*/ zod.object({
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

export const GetSystemPage5XXResponse = /*#__PURE__*/ zod.object({
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
 * The VIP levels of page /vip-program, each reached by holding WBT and trading over the last 30 days: a level is the user's once both its holding and its 30-day volume are met, and gives its fees, daily withdrawal limit and support. For a signed-in user, `mine` adds their WBT on hold, their 30-day volume (every spot, margin and futures fill, valued in USDT), their level, and what the next level still needs of each. Assumption: the spec names the page, not its call; the levels follow the published VIP fee tiers of exchanges (30-day volume and a native-token balance); no published counterpart in the WhiteBIT API.
 * @summary Get the VIP programme
 */
export const getVipProgram200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getVipProgram200ResponseDataVolumeCurrencyRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getVipProgram200ResponseDataLevelsItemLevelMin = 0;
export const getVipProgram200ResponseDataLevelsItemLevelMax = 20;

export const getVipProgram200ResponseDataLevelsItemMinHoldingRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getVipProgram200ResponseDataLevelsItemMinVolume30dRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getVipProgram200ResponseDataLevelsItemMakerFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getVipProgram200ResponseDataLevelsItemTakerFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getVipProgram200ResponseDataLevelsItemWithdrawalLimitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const getVipProgram200ResponseDataMineLevelMin = 0;
export const getVipProgram200ResponseDataMineLevelMax = 20;

export const getVipProgram200ResponseDataMineHoldingRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getVipProgram200ResponseDataMineVolume30dRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getVipProgram200ResponseDataMineNextLevelMax = 20;

export const getVipProgram200ResponseDataMineNextHoldingNeededRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getVipProgram200ResponseDataMineNextVolumeNeededRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetVipProgram200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', getVipProgram200ResponseDataTickerRegExp),
  "volumeCurrency": /*#__PURE__*/ zod.stringFormat('ticker', getVipProgram200ResponseDataVolumeCurrencyRegExp),
  "levels": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "level": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getVipProgram200ResponseDataLevelsItemLevelMin)).check(/*#__PURE__*/ zod.lte(getVipProgram200ResponseDataLevelsItemLevelMax)),
  "minHolding": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getVipProgram200ResponseDataLevelsItemMinHoldingRegExp),
  "minVolume30d": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getVipProgram200ResponseDataLevelsItemMinVolume30dRegExp),
  "makerFee": /*#__PURE__*/ zod.stringFormat('percent-unsigned', getVipProgram200ResponseDataLevelsItemMakerFeeRegExp),
  "takerFee": /*#__PURE__*/ zod.stringFormat('percent-unsigned', getVipProgram200ResponseDataLevelsItemTakerFeeRegExp),
  "withdrawalLimit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getVipProgram200ResponseDataLevelsItemWithdrawalLimitRegExp),
  "support": /*#__PURE__*/ zod.enum(['standard', 'priority', 'personal'])
})).check(/*#__PURE__*/ zod.minLength(1)),
  "mine": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "level": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getVipProgram200ResponseDataMineLevelMin)).check(/*#__PURE__*/ zod.lte(getVipProgram200ResponseDataMineLevelMax)),
  "holding": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getVipProgram200ResponseDataMineHoldingRegExp),
  "volume30d": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getVipProgram200ResponseDataMineVolume30dRegExp),
  "next": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "level": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(getVipProgram200ResponseDataMineNextLevelMax)),
  "holdingNeeded": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getVipProgram200ResponseDataMineNextHoldingNeededRegExp),
  "volumeNeeded": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getVipProgram200ResponseDataMineNextVolumeNeededRegExp)
}))
}))
})
})

export const GetVipProgram429Response = /*#__PURE__*/ zod.object({
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

export const GetVipProgram5XXResponse = /*#__PURE__*/ zod.object({
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

