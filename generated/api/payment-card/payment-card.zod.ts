/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


/**
 * Assumption: no published counterpart. The plans the card is ordered on, cheapest first, with their fees, cashback and limits.
 * @summary List the payment card's plans
 */
export const listPaymentCardPlans200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listPaymentCardPlans200ResponseDataItemIssueFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listPaymentCardPlans200ResponseDataItemMonthlyFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listPaymentCardPlans200ResponseDataItemTopUpFeePercentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listPaymentCardPlans200ResponseDataItemCashbackPercentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listPaymentCardPlans200ResponseDataItemDailySpendLimitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listPaymentCardPlans200ResponseDataItemMonthlyAtmLimitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const ListPaymentCardPlans200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.enum(['standard', 'premium', 'metal']),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', listPaymentCardPlans200ResponseDataItemTickerRegExp),
  "issueFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listPaymentCardPlans200ResponseDataItemIssueFeeRegExp),
  "monthlyFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listPaymentCardPlans200ResponseDataItemMonthlyFeeRegExp),
  "topUpFeePercent": /*#__PURE__*/ zod.stringFormat('percent-unsigned', listPaymentCardPlans200ResponseDataItemTopUpFeePercentRegExp),
  "cashbackPercent": /*#__PURE__*/ zod.stringFormat('percent-unsigned', listPaymentCardPlans200ResponseDataItemCashbackPercentRegExp),
  "dailySpendLimit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listPaymentCardPlans200ResponseDataItemDailySpendLimitRegExp),
  "monthlyAtmLimit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listPaymentCardPlans200ResponseDataItemMonthlyAtmLimitRegExp)
}))
})

export const ListPaymentCardPlans429Response = /*#__PURE__*/ zod.object({
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

export const ListPaymentCardPlans5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. The user's card with its status on the exchange's clock (an ordered card is active a minute later in the demo), its balance and delivery address; null before one is ordered.
 * @summary Get the user's payment card
 */

export const getPaymentCard200ResponseDataOneHolderMin = 2;
export const getPaymentCard200ResponseDataOneHolderMax = 64;

export const getPaymentCard200ResponseDataOneLast4RegExp = new RegExp('^[0-9]{4}$');
export const getPaymentCard200ResponseDataOneExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const getPaymentCard200ResponseDataOneBalanceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getPaymentCard200ResponseDataOneTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getPaymentCard200ResponseDataOneAddressLineMin = 3;
export const getPaymentCard200ResponseDataOneAddressLineMax = 128;

export const getPaymentCard200ResponseDataOneCityMin = 2;
export const getPaymentCard200ResponseDataOneCityMax = 64;

export const getPaymentCard200ResponseDataOnePostcodeRegExp = new RegExp('^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$');
export const getPaymentCard200ResponseDataOneCountryRegExp = new RegExp('^[A-Z]{2}$');
export const getPaymentCard200ResponseDataOneOrderedAtMin = 0;

export const getPaymentCard200ResponseDataOneActivatedAtMin = 0;



export const GetPaymentCard200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "planId": /*#__PURE__*/ zod.enum(['standard', 'premium', 'metal']),
  "status": /*#__PURE__*/ zod.enum(['ordered', 'active']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(getPaymentCard200ResponseDataOneHolderMin)).check(/*#__PURE__*/ zod.maxLength(getPaymentCard200ResponseDataOneHolderMax)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', getPaymentCard200ResponseDataOneLast4RegExp),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', getPaymentCard200ResponseDataOneExpiryRegExp),
  "balance": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getPaymentCard200ResponseDataOneBalanceRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', getPaymentCard200ResponseDataOneTickerRegExp),
  "addressLine": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(getPaymentCard200ResponseDataOneAddressLineMin)).check(/*#__PURE__*/ zod.maxLength(getPaymentCard200ResponseDataOneAddressLineMax)),
  "city": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(getPaymentCard200ResponseDataOneCityMin)).check(/*#__PURE__*/ zod.maxLength(getPaymentCard200ResponseDataOneCityMax)),
  "postcode": /*#__PURE__*/ zod.stringFormat('postcode', getPaymentCard200ResponseDataOnePostcodeRegExp),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', getPaymentCard200ResponseDataOneCountryRegExp),
  "orderedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getPaymentCard200ResponseDataOneOrderedAtMin)),
  "activatedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getPaymentCard200ResponseDataOneActivatedAtMin)))
}),/*#__PURE__*/ zod.null()])
})

export const GetPaymentCard401Response = /*#__PURE__*/ zod.object({
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

export const GetPaymentCard429Response = /*#__PURE__*/ zod.object({
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

export const GetPaymentCard5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. Orders the card on a plan, printed with `holder` and delivered to the address; the plan's issue fee leaves the main balance in the same posting. 403 when the user's identity is not verified. A 422 with code 30 DefaultRequestValidation on `planId` (the user has a card already) or an address field, 37 NotEnoughBalance on `planId` when main does not hold the issue fee.
 * @summary Order the payment card
 */
export const orderPaymentCardBodyHolderMin = 2;
export const orderPaymentCardBodyHolderMax = 64;

export const orderPaymentCardBodyAddressLineMin = 3;
export const orderPaymentCardBodyAddressLineMax = 128;

export const orderPaymentCardBodyCityMin = 2;
export const orderPaymentCardBodyCityMax = 64;

export const orderPaymentCardBodyPostcodeRegExp = new RegExp('^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$');
export const orderPaymentCardBodyCountryRegExp = new RegExp('^[A-Z]{2}$');


export const OrderPaymentCardBody = /*#__PURE__*/ zod.object({
  "planId": /*#__PURE__*/ zod.enum(['standard', 'premium', 'metal']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(orderPaymentCardBodyHolderMin)).check(/*#__PURE__*/ zod.maxLength(orderPaymentCardBodyHolderMax)),
  "addressLine": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(orderPaymentCardBodyAddressLineMin)).check(/*#__PURE__*/ zod.maxLength(orderPaymentCardBodyAddressLineMax)),
  "city": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(orderPaymentCardBodyCityMin)).check(/*#__PURE__*/ zod.maxLength(orderPaymentCardBodyCityMax)),
  "postcode": /*#__PURE__*/ zod.stringFormat('postcode', orderPaymentCardBodyPostcodeRegExp),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', orderPaymentCardBodyCountryRegExp)
})


export const orderPaymentCard200ResponseDataOneHolderMin = 2;
export const orderPaymentCard200ResponseDataOneHolderMax = 64;

export const orderPaymentCard200ResponseDataOneLast4RegExp = new RegExp('^[0-9]{4}$');
export const orderPaymentCard200ResponseDataOneExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const orderPaymentCard200ResponseDataOneBalanceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const orderPaymentCard200ResponseDataOneTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const orderPaymentCard200ResponseDataOneAddressLineMin = 3;
export const orderPaymentCard200ResponseDataOneAddressLineMax = 128;

export const orderPaymentCard200ResponseDataOneCityMin = 2;
export const orderPaymentCard200ResponseDataOneCityMax = 64;

export const orderPaymentCard200ResponseDataOnePostcodeRegExp = new RegExp('^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$');
export const orderPaymentCard200ResponseDataOneCountryRegExp = new RegExp('^[A-Z]{2}$');
export const orderPaymentCard200ResponseDataOneOrderedAtMin = 0;

export const orderPaymentCard200ResponseDataOneActivatedAtMin = 0;



export const OrderPaymentCard200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "planId": /*#__PURE__*/ zod.enum(['standard', 'premium', 'metal']),
  "status": /*#__PURE__*/ zod.enum(['ordered', 'active']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(orderPaymentCard200ResponseDataOneHolderMin)).check(/*#__PURE__*/ zod.maxLength(orderPaymentCard200ResponseDataOneHolderMax)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', orderPaymentCard200ResponseDataOneLast4RegExp),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', orderPaymentCard200ResponseDataOneExpiryRegExp),
  "balance": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', orderPaymentCard200ResponseDataOneBalanceRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', orderPaymentCard200ResponseDataOneTickerRegExp),
  "addressLine": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(orderPaymentCard200ResponseDataOneAddressLineMin)).check(/*#__PURE__*/ zod.maxLength(orderPaymentCard200ResponseDataOneAddressLineMax)),
  "city": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(orderPaymentCard200ResponseDataOneCityMin)).check(/*#__PURE__*/ zod.maxLength(orderPaymentCard200ResponseDataOneCityMax)),
  "postcode": /*#__PURE__*/ zod.stringFormat('postcode', orderPaymentCard200ResponseDataOnePostcodeRegExp),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', orderPaymentCard200ResponseDataOneCountryRegExp),
  "orderedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(orderPaymentCard200ResponseDataOneOrderedAtMin)),
  "activatedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(orderPaymentCard200ResponseDataOneActivatedAtMin)))
}),/*#__PURE__*/ zod.null()])
})

export const OrderPaymentCard401Response = /*#__PURE__*/ zod.object({
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

export const OrderPaymentCard403Response = /*#__PURE__*/ zod.object({
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

export const OrderPaymentCard419Response = /*#__PURE__*/ zod.object({
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

export const OrderPaymentCard422Response = /*#__PURE__*/ zod.object({
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

export const OrderPaymentCard429Response = /*#__PURE__*/ zod.object({
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

export const OrderPaymentCard451Response = /*#__PURE__*/ zod.object({
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

export const OrderPaymentCard5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: shaped like the published transfer between balances (POST /api/v4/main-account/transfer). Moves `amount` of the card's ticker from the main balance to the card less the plan's top-up fee (rounded up to the ticker's decimals), in one posting. A 422 with code 32 ErrAmount on `amount` (not positive, or finer than the ticker's decimals), 37 NotEnoughBalance on `amount` (main does not hold it), 30 on `amount` when the user has no card.
 * @summary Top the payment card up from the main balance
 */
export const topUpPaymentCardBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const TopUpPaymentCardBody = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', topUpPaymentCardBodyAmountRegExp)
})


export const topUpPaymentCard200ResponseDataCardHolderMin = 2;
export const topUpPaymentCard200ResponseDataCardHolderMax = 64;

export const topUpPaymentCard200ResponseDataCardLast4RegExp = new RegExp('^[0-9]{4}$');
export const topUpPaymentCard200ResponseDataCardExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const topUpPaymentCard200ResponseDataCardBalanceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const topUpPaymentCard200ResponseDataCardTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const topUpPaymentCard200ResponseDataCardAddressLineMin = 3;
export const topUpPaymentCard200ResponseDataCardAddressLineMax = 128;

export const topUpPaymentCard200ResponseDataCardCityMin = 2;
export const topUpPaymentCard200ResponseDataCardCityMax = 64;

export const topUpPaymentCard200ResponseDataCardPostcodeRegExp = new RegExp('^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$');
export const topUpPaymentCard200ResponseDataCardCountryRegExp = new RegExp('^[A-Z]{2}$');
export const topUpPaymentCard200ResponseDataCardOrderedAtMin = 0;

export const topUpPaymentCard200ResponseDataCardActivatedAtMin = 0;


export const topUpPaymentCard200ResponseDataTransactionAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const topUpPaymentCard200ResponseDataTransactionFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const topUpPaymentCard200ResponseDataTransactionTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const topUpPaymentCard200ResponseDataTransactionBalanceAfterRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const topUpPaymentCard200ResponseDataTransactionCreatedAtMin = 0;



export const TopUpPaymentCard200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "card": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "planId": /*#__PURE__*/ zod.enum(['standard', 'premium', 'metal']),
  "status": /*#__PURE__*/ zod.enum(['ordered', 'active']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(topUpPaymentCard200ResponseDataCardHolderMin)).check(/*#__PURE__*/ zod.maxLength(topUpPaymentCard200ResponseDataCardHolderMax)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', topUpPaymentCard200ResponseDataCardLast4RegExp),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', topUpPaymentCard200ResponseDataCardExpiryRegExp),
  "balance": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', topUpPaymentCard200ResponseDataCardBalanceRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', topUpPaymentCard200ResponseDataCardTickerRegExp),
  "addressLine": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(topUpPaymentCard200ResponseDataCardAddressLineMin)).check(/*#__PURE__*/ zod.maxLength(topUpPaymentCard200ResponseDataCardAddressLineMax)),
  "city": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(topUpPaymentCard200ResponseDataCardCityMin)).check(/*#__PURE__*/ zod.maxLength(topUpPaymentCard200ResponseDataCardCityMax)),
  "postcode": /*#__PURE__*/ zod.stringFormat('postcode', topUpPaymentCard200ResponseDataCardPostcodeRegExp),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', topUpPaymentCard200ResponseDataCardCountryRegExp),
  "orderedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(topUpPaymentCard200ResponseDataCardOrderedAtMin)),
  "activatedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(topUpPaymentCard200ResponseDataCardActivatedAtMin)))
}),
  "transaction": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "type": /*#__PURE__*/ zod.enum(['top-up', 'withdrawal']),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', topUpPaymentCard200ResponseDataTransactionAmountRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', topUpPaymentCard200ResponseDataTransactionFeeRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', topUpPaymentCard200ResponseDataTransactionTickerRegExp),
  "balanceAfter": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', topUpPaymentCard200ResponseDataTransactionBalanceAfterRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(topUpPaymentCard200ResponseDataTransactionCreatedAtMin))
})
})
})

export const TopUpPaymentCard401Response = /*#__PURE__*/ zod.object({
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

export const TopUpPaymentCard419Response = /*#__PURE__*/ zod.object({
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

export const TopUpPaymentCard422Response = /*#__PURE__*/ zod.object({
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

export const TopUpPaymentCard429Response = /*#__PURE__*/ zod.object({
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

export const TopUpPaymentCard451Response = /*#__PURE__*/ zod.object({
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

export const TopUpPaymentCard5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: shaped like the published transfer between balances (POST /api/v4/main-account/transfer). Moves `amount` from the card's balance back to the main balance, free, in one posting. A 422 with code 32 ErrAmount on `amount` (not positive, or finer than the ticker's decimals), 37 NotEnoughBalance on `amount` (the card does not hold it), 30 on `amount` when the user has no card.
 * @summary Withdraw from the payment card to the main balance
 */
export const withdrawFromPaymentCardBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const WithdrawFromPaymentCardBody = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', withdrawFromPaymentCardBodyAmountRegExp)
})


export const withdrawFromPaymentCard200ResponseDataCardHolderMin = 2;
export const withdrawFromPaymentCard200ResponseDataCardHolderMax = 64;

export const withdrawFromPaymentCard200ResponseDataCardLast4RegExp = new RegExp('^[0-9]{4}$');
export const withdrawFromPaymentCard200ResponseDataCardExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const withdrawFromPaymentCard200ResponseDataCardBalanceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const withdrawFromPaymentCard200ResponseDataCardTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const withdrawFromPaymentCard200ResponseDataCardAddressLineMin = 3;
export const withdrawFromPaymentCard200ResponseDataCardAddressLineMax = 128;

export const withdrawFromPaymentCard200ResponseDataCardCityMin = 2;
export const withdrawFromPaymentCard200ResponseDataCardCityMax = 64;

export const withdrawFromPaymentCard200ResponseDataCardPostcodeRegExp = new RegExp('^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$');
export const withdrawFromPaymentCard200ResponseDataCardCountryRegExp = new RegExp('^[A-Z]{2}$');
export const withdrawFromPaymentCard200ResponseDataCardOrderedAtMin = 0;

export const withdrawFromPaymentCard200ResponseDataCardActivatedAtMin = 0;


export const withdrawFromPaymentCard200ResponseDataTransactionAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const withdrawFromPaymentCard200ResponseDataTransactionFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const withdrawFromPaymentCard200ResponseDataTransactionTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const withdrawFromPaymentCard200ResponseDataTransactionBalanceAfterRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const withdrawFromPaymentCard200ResponseDataTransactionCreatedAtMin = 0;



export const WithdrawFromPaymentCard200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "card": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "planId": /*#__PURE__*/ zod.enum(['standard', 'premium', 'metal']),
  "status": /*#__PURE__*/ zod.enum(['ordered', 'active']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(withdrawFromPaymentCard200ResponseDataCardHolderMin)).check(/*#__PURE__*/ zod.maxLength(withdrawFromPaymentCard200ResponseDataCardHolderMax)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', withdrawFromPaymentCard200ResponseDataCardLast4RegExp),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', withdrawFromPaymentCard200ResponseDataCardExpiryRegExp),
  "balance": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', withdrawFromPaymentCard200ResponseDataCardBalanceRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', withdrawFromPaymentCard200ResponseDataCardTickerRegExp),
  "addressLine": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(withdrawFromPaymentCard200ResponseDataCardAddressLineMin)).check(/*#__PURE__*/ zod.maxLength(withdrawFromPaymentCard200ResponseDataCardAddressLineMax)),
  "city": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(withdrawFromPaymentCard200ResponseDataCardCityMin)).check(/*#__PURE__*/ zod.maxLength(withdrawFromPaymentCard200ResponseDataCardCityMax)),
  "postcode": /*#__PURE__*/ zod.stringFormat('postcode', withdrawFromPaymentCard200ResponseDataCardPostcodeRegExp),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', withdrawFromPaymentCard200ResponseDataCardCountryRegExp),
  "orderedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(withdrawFromPaymentCard200ResponseDataCardOrderedAtMin)),
  "activatedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(withdrawFromPaymentCard200ResponseDataCardActivatedAtMin)))
}),
  "transaction": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "type": /*#__PURE__*/ zod.enum(['top-up', 'withdrawal']),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', withdrawFromPaymentCard200ResponseDataTransactionAmountRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', withdrawFromPaymentCard200ResponseDataTransactionFeeRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', withdrawFromPaymentCard200ResponseDataTransactionTickerRegExp),
  "balanceAfter": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', withdrawFromPaymentCard200ResponseDataTransactionBalanceAfterRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(withdrawFromPaymentCard200ResponseDataTransactionCreatedAtMin))
})
})
})

export const WithdrawFromPaymentCard401Response = /*#__PURE__*/ zod.object({
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

export const WithdrawFromPaymentCard419Response = /*#__PURE__*/ zod.object({
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

export const WithdrawFromPaymentCard422Response = /*#__PURE__*/ zod.object({
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

export const WithdrawFromPaymentCard429Response = /*#__PURE__*/ zod.object({
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

export const WithdrawFromPaymentCard451Response = /*#__PURE__*/ zod.object({
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

export const WithdrawFromPaymentCard5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart (shaped like the published transfer history). The card's top-ups and withdrawals, newest first; an empty list before a card is ordered.
 * @summary List the payment card's transactions
 */
export const listPaymentCardTransactionsQueryOffsetDefault = 0;
export const listPaymentCardTransactionsQueryOffsetMin = 0;

export const listPaymentCardTransactionsQueryLimitDefault = 100;
export const listPaymentCardTransactionsQueryLimitMax = 100;



export const ListPaymentCardTransactionsQueryParams = /*#__PURE__*/ zod.object({
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listPaymentCardTransactionsQueryOffsetMin)), listPaymentCardTransactionsQueryOffsetDefault).check(/*#__PURE__*/ zod.describe('Rows to skip.')),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listPaymentCardTransactionsQueryLimitMax)), listPaymentCardTransactionsQueryLimitDefault).check(/*#__PURE__*/ zod.describe('Rows to return (pagination default 100).'))
})


export const listPaymentCardTransactions200ResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listPaymentCardTransactions200ResponseDataItemFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listPaymentCardTransactions200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listPaymentCardTransactions200ResponseDataItemBalanceAfterRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listPaymentCardTransactions200ResponseDataItemCreatedAtMin = 0;

export const listPaymentCardTransactions200ResponsePaginationLimitMax = 100;

export const listPaymentCardTransactions200ResponsePaginationOffsetMin = 0;

export const listPaymentCardTransactions200ResponsePaginationTotalMin = 0;



export const ListPaymentCardTransactions200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "type": /*#__PURE__*/ zod.enum(['top-up', 'withdrawal']),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listPaymentCardTransactions200ResponseDataItemAmountRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listPaymentCardTransactions200ResponseDataItemFeeRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', listPaymentCardTransactions200ResponseDataItemTickerRegExp),
  "balanceAfter": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listPaymentCardTransactions200ResponseDataItemBalanceAfterRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listPaymentCardTransactions200ResponseDataItemCreatedAtMin))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listPaymentCardTransactions200ResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listPaymentCardTransactions200ResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listPaymentCardTransactions200ResponsePaginationTotalMin))
})
})

export const ListPaymentCardTransactions401Response = /*#__PURE__*/ zod.object({
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

export const ListPaymentCardTransactions429Response = /*#__PURE__*/ zod.object({
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

export const ListPaymentCardTransactions5XXResponse = /*#__PURE__*/ zod.object({
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

