/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


/**
 * Assumption: no published counterpart. The merchants' offers for one direction, best price first (the lowest fiat price per unit for a deposit, the highest for a withdrawal), optionally for one fiat currency. Code 4800 FailedToGetP2pExpressOffers on failure; 403 for a user not allowed payments.
 * @summary List the P2P Express merchants' offers
 */
export const listP2pExpressOffersQueryFiatRegExp = new RegExp('^[A-Z0-9]{2,12}$');


export const ListP2pExpressOffersQueryParams = /*#__PURE__*/ zod.object({
  "direction": /*#__PURE__*/ zod.enum(['deposit', 'withdraw']).check(/*#__PURE__*/ zod.describe('deposit or withdraw.')),
  "fiat": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', listP2pExpressOffersQueryFiatRegExp)).check(/*#__PURE__*/ zod.describe('Only offers in this fiat currency.'))
})


export const listP2pExpressOffers200ResponseDataItemMerchantIdRegExp = new RegExp('^[a-z0-9-]{2,32}$');
export const listP2pExpressOffers200ResponseDataItemMerchantNameMin = 2;
export const listP2pExpressOffers200ResponseDataItemMerchantNameMax = 64;

export const listP2pExpressOffers200ResponseDataItemMerchantCountryRegExp = new RegExp('^[A-Z]{2}$');
export const listP2pExpressOffers200ResponseDataItemMerchantCompletedOrdersMin = 0;

export const listP2pExpressOffers200ResponseDataItemMerchantCompletionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listP2pExpressOffers200ResponseDataItemAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listP2pExpressOffers200ResponseDataItemFiatRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listP2pExpressOffers200ResponseDataItemPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listP2pExpressOffers200ResponseDataItemFeePercentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listP2pExpressOffers200ResponseDataItemAmountTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listP2pExpressOffers200ResponseDataItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listP2pExpressOffers200ResponseDataItemMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listP2pExpressOffers200ResponseDataItemAssetDecimalsMin = 0;
export const listP2pExpressOffers200ResponseDataItemAssetDecimalsMax = 18;

export const listP2pExpressOffers200ResponseDataItemFiatDecimalsMin = 0;
export const listP2pExpressOffers200ResponseDataItemFiatDecimalsMax = 8;

export const listP2pExpressOffers200ResponseDataItemPaymentWindowMinutesMax = 1440;



export const ListP2pExpressOffers200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "direction": /*#__PURE__*/ zod.enum(['deposit', 'withdraw']),
  "merchant": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.stringFormat('p2p-merchant-id', listP2pExpressOffers200ResponseDataItemMerchantIdRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(listP2pExpressOffers200ResponseDataItemMerchantNameMin)).check(/*#__PURE__*/ zod.maxLength(listP2pExpressOffers200ResponseDataItemMerchantNameMax)),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', listP2pExpressOffers200ResponseDataItemMerchantCountryRegExp),
  "completedOrders": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listP2pExpressOffers200ResponseDataItemMerchantCompletedOrdersMin)),
  "completionRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', listP2pExpressOffers200ResponseDataItemMerchantCompletionRateRegExp)
}),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', listP2pExpressOffers200ResponseDataItemAssetRegExp),
  "fiat": /*#__PURE__*/ zod.stringFormat('ticker', listP2pExpressOffers200ResponseDataItemFiatRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listP2pExpressOffers200ResponseDataItemPriceRegExp),
  "feePercent": /*#__PURE__*/ zod.stringFormat('percent-unsigned', listP2pExpressOffers200ResponseDataItemFeePercentRegExp),
  "amountTicker": /*#__PURE__*/ zod.stringFormat('ticker', listP2pExpressOffers200ResponseDataItemAmountTickerRegExp),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listP2pExpressOffers200ResponseDataItemMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listP2pExpressOffers200ResponseDataItemMaxAmountRegExp),
  "assetDecimals": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listP2pExpressOffers200ResponseDataItemAssetDecimalsMin)).check(/*#__PURE__*/ zod.lte(listP2pExpressOffers200ResponseDataItemAssetDecimalsMax)),
  "fiatDecimals": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listP2pExpressOffers200ResponseDataItemFiatDecimalsMin)).check(/*#__PURE__*/ zod.lte(listP2pExpressOffers200ResponseDataItemFiatDecimalsMax)),
  "paymentWindowMinutes": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listP2pExpressOffers200ResponseDataItemPaymentWindowMinutesMax))
}))
})

export const ListP2pExpressOffers401Response = /*#__PURE__*/ zod.object({
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

export const ListP2pExpressOffers403Response = /*#__PURE__*/ zod.object({
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

export const ListP2pExpressOffers429Response = /*#__PURE__*/ zod.object({
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

export const ListP2pExpressOffers5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart (shaped like the fee calculation of POST /api/v4/main-account/fee). The merchant's fee and what arrives for `amount` (fiat for a deposit, the asset for a withdrawal), rounded as an order at the offer would be. A 422 with code 32 ErrAmount on `amount` outside the offer's limits or finer than its decimals; 404 for an unknown offer. Code 4802 FailedToGetP2pExpressQuote on failure.
 * @summary Calculate what an amount comes to at an offer
 */



export const GetP2pExpressQuoteParams = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.describe('The offer\'s id.'))
})

export const getP2pExpressQuoteQueryAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetP2pExpressQuoteQueryParams = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getP2pExpressQuoteQueryAmountRegExp).check(/*#__PURE__*/ zod.describe('What the user gives.'))
})


export const getP2pExpressQuote200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getP2pExpressQuote200ResponseDataAmountTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getP2pExpressQuote200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getP2pExpressQuote200ResponseDataFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getP2pExpressQuote200ResponseDataFeeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getP2pExpressQuote200ResponseDataReceiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getP2pExpressQuote200ResponseDataReceiveTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');


export const GetP2pExpressQuote200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "offerId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "direction": /*#__PURE__*/ zod.enum(['deposit', 'withdraw']),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getP2pExpressQuote200ResponseDataAmountRegExp),
  "amountTicker": /*#__PURE__*/ zod.stringFormat('ticker', getP2pExpressQuote200ResponseDataAmountTickerRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getP2pExpressQuote200ResponseDataPriceRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getP2pExpressQuote200ResponseDataFeeRegExp),
  "feeTicker": /*#__PURE__*/ zod.stringFormat('ticker', getP2pExpressQuote200ResponseDataFeeTickerRegExp),
  "receive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getP2pExpressQuote200ResponseDataReceiveRegExp),
  "receiveTicker": /*#__PURE__*/ zod.stringFormat('ticker', getP2pExpressQuote200ResponseDataReceiveTickerRegExp)
})
})

export const GetP2pExpressQuote401Response = /*#__PURE__*/ zod.object({
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

export const GetP2pExpressQuote403Response = /*#__PURE__*/ zod.object({
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

export const GetP2pExpressQuote404Response = /*#__PURE__*/ zod.object({
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

export const GetP2pExpressQuote422Response = /*#__PURE__*/ zod.object({
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

export const GetP2pExpressQuote429Response = /*#__PURE__*/ zod.object({
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

export const GetP2pExpressQuote5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. The cards the user added to pay merchants from or be paid to, newest first. Code 4807 FailedToGetP2pExpressCards on failure.
 * @summary List the bank cards added for P2P Express
 */

export const listP2pExpressCards200ResponseDataItemLast4RegExp = new RegExp('^[0-9]{4}$');
export const listP2pExpressCards200ResponseDataItemHolderMin = 2;
export const listP2pExpressCards200ResponseDataItemHolderMax = 64;

export const listP2pExpressCards200ResponseDataItemExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const listP2pExpressCards200ResponseDataItemCreatedAtMin = 0;



export const ListP2pExpressCards200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', listP2pExpressCards200ResponseDataItemLast4RegExp),
  "brand": /*#__PURE__*/ zod.enum(['visa', 'mastercard']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(listP2pExpressCards200ResponseDataItemHolderMin)).check(/*#__PURE__*/ zod.maxLength(listP2pExpressCards200ResponseDataItemHolderMax)),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', listP2pExpressCards200ResponseDataItemExpiryRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listP2pExpressCards200ResponseDataItemCreatedAtMin))
}))
})

export const ListP2pExpressCards401Response = /*#__PURE__*/ zod.object({
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

export const ListP2pExpressCards403Response = /*#__PURE__*/ zod.object({
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

export const ListP2pExpressCards429Response = /*#__PURE__*/ zod.object({
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

export const ListP2pExpressCards5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart (the card checked as the published withdraw-pay checks a card payout's `address`). A Visa or Mastercard number (13 to 19 digits with a right Luhn sum), the holder's name and an expiry not in the past. A 422 with code 30 DefaultRequestValidation on `number` (not a card number, or not Visa or Mastercard), `holder` or `expiry`; the same card added again is answered with the card already there. Code 4808 FailedToAddP2pExpressCard on any other failure.
 * @summary Add a bank card for P2P Express
 */
export const addP2pExpressCardBodyNumberRegExp = new RegExp('^[0-9]{13,19}$');
export const addP2pExpressCardBodyHolderMin = 2;
export const addP2pExpressCardBodyHolderMax = 64;

export const addP2pExpressCardBodyExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');


export const AddP2pExpressCardBody = /*#__PURE__*/ zod.object({
  "number": /*#__PURE__*/ zod.stringFormat('card-number', addP2pExpressCardBodyNumberRegExp),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(addP2pExpressCardBodyHolderMin)).check(/*#__PURE__*/ zod.maxLength(addP2pExpressCardBodyHolderMax)),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', addP2pExpressCardBodyExpiryRegExp)
})


export const addP2pExpressCard200ResponseDataLast4RegExp = new RegExp('^[0-9]{4}$');
export const addP2pExpressCard200ResponseDataHolderMin = 2;
export const addP2pExpressCard200ResponseDataHolderMax = 64;

export const addP2pExpressCard200ResponseDataExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const addP2pExpressCard200ResponseDataCreatedAtMin = 0;



export const AddP2pExpressCard200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', addP2pExpressCard200ResponseDataLast4RegExp),
  "brand": /*#__PURE__*/ zod.enum(['visa', 'mastercard']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(addP2pExpressCard200ResponseDataHolderMin)).check(/*#__PURE__*/ zod.maxLength(addP2pExpressCard200ResponseDataHolderMax)),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', addP2pExpressCard200ResponseDataExpiryRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(addP2pExpressCard200ResponseDataCreatedAtMin))
})
})

export const AddP2pExpressCard401Response = /*#__PURE__*/ zod.object({
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

export const AddP2pExpressCard403Response = /*#__PURE__*/ zod.object({
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

export const AddP2pExpressCard419Response = /*#__PURE__*/ zod.object({
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

export const AddP2pExpressCard422Response = /*#__PURE__*/ zod.object({
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

export const AddP2pExpressCard429Response = /*#__PURE__*/ zod.object({
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

export const AddP2pExpressCard451Response = /*#__PURE__*/ zod.object({
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

export const AddP2pExpressCard5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: modelled on the published POST /api/v4/main-account/fiat-deposit-url (ticker, amount and provider: here the merchant's offer). Makes a `draft` order at the offer's figures for `amount` of fiat; it lapses after the offer's payment window unless confirmed. A 422 with code 32 ErrAmount on `amount` (outside the offer's limits or finer than the fiat's decimals), 30 on `offerId` (no such deposit offer). Code 4803 FailedToCreateP2pExpressDeposit on any other failure.
 * @summary Start a P2P Express deposit
 */

export const createP2pExpressDepositBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const CreateP2pExpressDepositBody = /*#__PURE__*/ zod.object({
  "offerId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createP2pExpressDepositBodyAmountRegExp)
})



export const createP2pExpressDeposit200ResponseDataMerchantIdRegExp = new RegExp('^[a-z0-9-]{2,32}$');
export const createP2pExpressDeposit200ResponseDataMerchantNameMin = 2;
export const createP2pExpressDeposit200ResponseDataMerchantNameMax = 64;

export const createP2pExpressDeposit200ResponseDataMerchantCountryRegExp = new RegExp('^[A-Z]{2}$');
export const createP2pExpressDeposit200ResponseDataMerchantCompletedOrdersMin = 0;

export const createP2pExpressDeposit200ResponseDataMerchantCompletionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createP2pExpressDeposit200ResponseDataAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createP2pExpressDeposit200ResponseDataFiatRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createP2pExpressDeposit200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createP2pExpressDeposit200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createP2pExpressDeposit200ResponseDataAmountTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createP2pExpressDeposit200ResponseDataFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createP2pExpressDeposit200ResponseDataFeeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createP2pExpressDeposit200ResponseDataReceiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createP2pExpressDeposit200ResponseDataReceiveTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const createP2pExpressDeposit200ResponseDataCardOneLast4RegExp = new RegExp('^[0-9]{4}$');
export const createP2pExpressDeposit200ResponseDataCardOneHolderMin = 2;
export const createP2pExpressDeposit200ResponseDataCardOneHolderMax = 64;

export const createP2pExpressDeposit200ResponseDataCardOneExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const createP2pExpressDeposit200ResponseDataCardOneCreatedAtMin = 0;

export const createP2pExpressDeposit200ResponseDataMerchantPaymentBankMin = 2;
export const createP2pExpressDeposit200ResponseDataMerchantPaymentBankMax = 64;

export const createP2pExpressDeposit200ResponseDataMerchantPaymentCardNumberRegExp = new RegExp('^[0-9]{13,19}$');
export const createP2pExpressDeposit200ResponseDataMerchantPaymentHolderMin = 2;
export const createP2pExpressDeposit200ResponseDataMerchantPaymentHolderMax = 64;

export const createP2pExpressDeposit200ResponseDataMerchantPaymentReferenceRegExp = new RegExp('^P2P-[0-9]{4,12}$');
export const createP2pExpressDeposit200ResponseDataTravelRuleBeneficiaryNameMin = 2;
export const createP2pExpressDeposit200ResponseDataTravelRuleBeneficiaryNameMax = 128;

export const createP2pExpressDeposit200ResponseDataTravelRuleBeneficiaryCountryRegExp = new RegExp('^[A-Z]{2}$');
export const createP2pExpressDeposit200ResponseDataTravelRuleConfirmedAtMin = 0;

export const createP2pExpressDeposit200ResponseDataCreatedAtMin = 0;

export const createP2pExpressDeposit200ResponseDataExpiresAtMin = 0;

export const createP2pExpressDeposit200ResponseDataConfirmedAtMin = 0;

export const createP2pExpressDeposit200ResponseDataPaidAtMin = 0;

export const createP2pExpressDeposit200ResponseDataCompletedAtMin = 0;

export const createP2pExpressDeposit200ResponseDataCancelledAtMin = 0;



export const CreateP2pExpressDeposit200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "direction": /*#__PURE__*/ zod.enum(['deposit', 'withdraw']),
  "status": /*#__PURE__*/ zod.enum(['draft', 'created', 'paid', 'completed', 'cancelled', 'expired']),
  "offerId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "merchant": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.stringFormat('p2p-merchant-id', createP2pExpressDeposit200ResponseDataMerchantIdRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(createP2pExpressDeposit200ResponseDataMerchantNameMin)).check(/*#__PURE__*/ zod.maxLength(createP2pExpressDeposit200ResponseDataMerchantNameMax)),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', createP2pExpressDeposit200ResponseDataMerchantCountryRegExp),
  "completedOrders": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createP2pExpressDeposit200ResponseDataMerchantCompletedOrdersMin)),
  "completionRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', createP2pExpressDeposit200ResponseDataMerchantCompletionRateRegExp)
}),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', createP2pExpressDeposit200ResponseDataAssetRegExp),
  "fiat": /*#__PURE__*/ zod.stringFormat('ticker', createP2pExpressDeposit200ResponseDataFiatRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createP2pExpressDeposit200ResponseDataPriceRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createP2pExpressDeposit200ResponseDataAmountRegExp),
  "amountTicker": /*#__PURE__*/ zod.stringFormat('ticker', createP2pExpressDeposit200ResponseDataAmountTickerRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createP2pExpressDeposit200ResponseDataFeeRegExp),
  "feeTicker": /*#__PURE__*/ zod.stringFormat('ticker', createP2pExpressDeposit200ResponseDataFeeTickerRegExp),
  "receive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createP2pExpressDeposit200ResponseDataReceiveRegExp),
  "receiveTicker": /*#__PURE__*/ zod.stringFormat('ticker', createP2pExpressDeposit200ResponseDataReceiveTickerRegExp),
  "card": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', createP2pExpressDeposit200ResponseDataCardOneLast4RegExp),
  "brand": /*#__PURE__*/ zod.enum(['visa', 'mastercard']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(createP2pExpressDeposit200ResponseDataCardOneHolderMin)).check(/*#__PURE__*/ zod.maxLength(createP2pExpressDeposit200ResponseDataCardOneHolderMax)),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', createP2pExpressDeposit200ResponseDataCardOneExpiryRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createP2pExpressDeposit200ResponseDataCardOneCreatedAtMin))
}),/*#__PURE__*/ zod.null()]),
  "merchantPayment": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "bank": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(createP2pExpressDeposit200ResponseDataMerchantPaymentBankMin)).check(/*#__PURE__*/ zod.maxLength(createP2pExpressDeposit200ResponseDataMerchantPaymentBankMax)),
  "cardNumber": /*#__PURE__*/ zod.stringFormat('card-number', createP2pExpressDeposit200ResponseDataMerchantPaymentCardNumberRegExp),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(createP2pExpressDeposit200ResponseDataMerchantPaymentHolderMin)).check(/*#__PURE__*/ zod.maxLength(createP2pExpressDeposit200ResponseDataMerchantPaymentHolderMax)),
  "reference": /*#__PURE__*/ zod.stringFormat('p2p-reference', createP2pExpressDeposit200ResponseDataMerchantPaymentReferenceRegExp)
})),
  "travelRule": /*#__PURE__*/ zod.object({
  "required": /*#__PURE__*/ zod.boolean(),
  "beneficiaryName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(createP2pExpressDeposit200ResponseDataTravelRuleBeneficiaryNameMin)).check(/*#__PURE__*/ zod.maxLength(createP2pExpressDeposit200ResponseDataTravelRuleBeneficiaryNameMax)),
  "beneficiaryCountry": /*#__PURE__*/ zod.stringFormat('country-code', createP2pExpressDeposit200ResponseDataTravelRuleBeneficiaryCountryRegExp),
  "confirmedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createP2pExpressDeposit200ResponseDataTravelRuleConfirmedAtMin)))
}),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createP2pExpressDeposit200ResponseDataCreatedAtMin)),
  "expiresAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createP2pExpressDeposit200ResponseDataExpiresAtMin)),
  "confirmedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createP2pExpressDeposit200ResponseDataConfirmedAtMin))),
  "paidAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createP2pExpressDeposit200ResponseDataPaidAtMin))),
  "completedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createP2pExpressDeposit200ResponseDataCompletedAtMin))),
  "cancelledAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createP2pExpressDeposit200ResponseDataCancelledAtMin)))
})
})

export const CreateP2pExpressDeposit401Response = /*#__PURE__*/ zod.object({
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

export const CreateP2pExpressDeposit403Response = /*#__PURE__*/ zod.object({
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

export const CreateP2pExpressDeposit419Response = /*#__PURE__*/ zod.object({
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

export const CreateP2pExpressDeposit422Response = /*#__PURE__*/ zod.object({
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

export const CreateP2pExpressDeposit429Response = /*#__PURE__*/ zod.object({
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

export const CreateP2pExpressDeposit451Response = /*#__PURE__*/ zod.object({
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

export const CreateP2pExpressDeposit5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. Confirms a `draft` deposit with the card the user pays from: the order is `created`, with the merchant's card to pay to and the reference, to be paid within the payment window. A 422 with code 4804 FailedToConfirmP2pExpressDeposit on `id` when the order is no longer a draft (or lapsed), 30 on `cardId` (not the user's card); 404 when the user has no deposit of this id. Code 4804 on any other failure.
 * @summary Confirm a P2P Express deposit
 */



export const ConfirmP2pExpressDepositParams = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.describe('The order\'s id.'))
})




export const ConfirmP2pExpressDepositBody = /*#__PURE__*/ zod.object({
  "cardId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})



export const confirmP2pExpressDeposit200ResponseDataMerchantIdRegExp = new RegExp('^[a-z0-9-]{2,32}$');
export const confirmP2pExpressDeposit200ResponseDataMerchantNameMin = 2;
export const confirmP2pExpressDeposit200ResponseDataMerchantNameMax = 64;

export const confirmP2pExpressDeposit200ResponseDataMerchantCountryRegExp = new RegExp('^[A-Z]{2}$');
export const confirmP2pExpressDeposit200ResponseDataMerchantCompletedOrdersMin = 0;

export const confirmP2pExpressDeposit200ResponseDataMerchantCompletionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const confirmP2pExpressDeposit200ResponseDataAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const confirmP2pExpressDeposit200ResponseDataFiatRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const confirmP2pExpressDeposit200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const confirmP2pExpressDeposit200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const confirmP2pExpressDeposit200ResponseDataAmountTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const confirmP2pExpressDeposit200ResponseDataFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const confirmP2pExpressDeposit200ResponseDataFeeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const confirmP2pExpressDeposit200ResponseDataReceiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const confirmP2pExpressDeposit200ResponseDataReceiveTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const confirmP2pExpressDeposit200ResponseDataCardOneLast4RegExp = new RegExp('^[0-9]{4}$');
export const confirmP2pExpressDeposit200ResponseDataCardOneHolderMin = 2;
export const confirmP2pExpressDeposit200ResponseDataCardOneHolderMax = 64;

export const confirmP2pExpressDeposit200ResponseDataCardOneExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const confirmP2pExpressDeposit200ResponseDataCardOneCreatedAtMin = 0;

export const confirmP2pExpressDeposit200ResponseDataMerchantPaymentBankMin = 2;
export const confirmP2pExpressDeposit200ResponseDataMerchantPaymentBankMax = 64;

export const confirmP2pExpressDeposit200ResponseDataMerchantPaymentCardNumberRegExp = new RegExp('^[0-9]{13,19}$');
export const confirmP2pExpressDeposit200ResponseDataMerchantPaymentHolderMin = 2;
export const confirmP2pExpressDeposit200ResponseDataMerchantPaymentHolderMax = 64;

export const confirmP2pExpressDeposit200ResponseDataMerchantPaymentReferenceRegExp = new RegExp('^P2P-[0-9]{4,12}$');
export const confirmP2pExpressDeposit200ResponseDataTravelRuleBeneficiaryNameMin = 2;
export const confirmP2pExpressDeposit200ResponseDataTravelRuleBeneficiaryNameMax = 128;

export const confirmP2pExpressDeposit200ResponseDataTravelRuleBeneficiaryCountryRegExp = new RegExp('^[A-Z]{2}$');
export const confirmP2pExpressDeposit200ResponseDataTravelRuleConfirmedAtMin = 0;

export const confirmP2pExpressDeposit200ResponseDataCreatedAtMin = 0;

export const confirmP2pExpressDeposit200ResponseDataExpiresAtMin = 0;

export const confirmP2pExpressDeposit200ResponseDataConfirmedAtMin = 0;

export const confirmP2pExpressDeposit200ResponseDataPaidAtMin = 0;

export const confirmP2pExpressDeposit200ResponseDataCompletedAtMin = 0;

export const confirmP2pExpressDeposit200ResponseDataCancelledAtMin = 0;



export const ConfirmP2pExpressDeposit200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "direction": /*#__PURE__*/ zod.enum(['deposit', 'withdraw']),
  "status": /*#__PURE__*/ zod.enum(['draft', 'created', 'paid', 'completed', 'cancelled', 'expired']),
  "offerId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "merchant": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.stringFormat('p2p-merchant-id', confirmP2pExpressDeposit200ResponseDataMerchantIdRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(confirmP2pExpressDeposit200ResponseDataMerchantNameMin)).check(/*#__PURE__*/ zod.maxLength(confirmP2pExpressDeposit200ResponseDataMerchantNameMax)),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', confirmP2pExpressDeposit200ResponseDataMerchantCountryRegExp),
  "completedOrders": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(confirmP2pExpressDeposit200ResponseDataMerchantCompletedOrdersMin)),
  "completionRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', confirmP2pExpressDeposit200ResponseDataMerchantCompletionRateRegExp)
}),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', confirmP2pExpressDeposit200ResponseDataAssetRegExp),
  "fiat": /*#__PURE__*/ zod.stringFormat('ticker', confirmP2pExpressDeposit200ResponseDataFiatRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', confirmP2pExpressDeposit200ResponseDataPriceRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', confirmP2pExpressDeposit200ResponseDataAmountRegExp),
  "amountTicker": /*#__PURE__*/ zod.stringFormat('ticker', confirmP2pExpressDeposit200ResponseDataAmountTickerRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', confirmP2pExpressDeposit200ResponseDataFeeRegExp),
  "feeTicker": /*#__PURE__*/ zod.stringFormat('ticker', confirmP2pExpressDeposit200ResponseDataFeeTickerRegExp),
  "receive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', confirmP2pExpressDeposit200ResponseDataReceiveRegExp),
  "receiveTicker": /*#__PURE__*/ zod.stringFormat('ticker', confirmP2pExpressDeposit200ResponseDataReceiveTickerRegExp),
  "card": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', confirmP2pExpressDeposit200ResponseDataCardOneLast4RegExp),
  "brand": /*#__PURE__*/ zod.enum(['visa', 'mastercard']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(confirmP2pExpressDeposit200ResponseDataCardOneHolderMin)).check(/*#__PURE__*/ zod.maxLength(confirmP2pExpressDeposit200ResponseDataCardOneHolderMax)),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', confirmP2pExpressDeposit200ResponseDataCardOneExpiryRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(confirmP2pExpressDeposit200ResponseDataCardOneCreatedAtMin))
}),/*#__PURE__*/ zod.null()]),
  "merchantPayment": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "bank": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(confirmP2pExpressDeposit200ResponseDataMerchantPaymentBankMin)).check(/*#__PURE__*/ zod.maxLength(confirmP2pExpressDeposit200ResponseDataMerchantPaymentBankMax)),
  "cardNumber": /*#__PURE__*/ zod.stringFormat('card-number', confirmP2pExpressDeposit200ResponseDataMerchantPaymentCardNumberRegExp),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(confirmP2pExpressDeposit200ResponseDataMerchantPaymentHolderMin)).check(/*#__PURE__*/ zod.maxLength(confirmP2pExpressDeposit200ResponseDataMerchantPaymentHolderMax)),
  "reference": /*#__PURE__*/ zod.stringFormat('p2p-reference', confirmP2pExpressDeposit200ResponseDataMerchantPaymentReferenceRegExp)
})),
  "travelRule": /*#__PURE__*/ zod.object({
  "required": /*#__PURE__*/ zod.boolean(),
  "beneficiaryName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(confirmP2pExpressDeposit200ResponseDataTravelRuleBeneficiaryNameMin)).check(/*#__PURE__*/ zod.maxLength(confirmP2pExpressDeposit200ResponseDataTravelRuleBeneficiaryNameMax)),
  "beneficiaryCountry": /*#__PURE__*/ zod.stringFormat('country-code', confirmP2pExpressDeposit200ResponseDataTravelRuleBeneficiaryCountryRegExp),
  "confirmedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(confirmP2pExpressDeposit200ResponseDataTravelRuleConfirmedAtMin)))
}),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(confirmP2pExpressDeposit200ResponseDataCreatedAtMin)),
  "expiresAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(confirmP2pExpressDeposit200ResponseDataExpiresAtMin)),
  "confirmedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(confirmP2pExpressDeposit200ResponseDataConfirmedAtMin))),
  "paidAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(confirmP2pExpressDeposit200ResponseDataPaidAtMin))),
  "completedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(confirmP2pExpressDeposit200ResponseDataCompletedAtMin))),
  "cancelledAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(confirmP2pExpressDeposit200ResponseDataCancelledAtMin)))
})
})

export const ConfirmP2pExpressDeposit401Response = /*#__PURE__*/ zod.object({
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

export const ConfirmP2pExpressDeposit403Response = /*#__PURE__*/ zod.object({
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

export const ConfirmP2pExpressDeposit404Response = /*#__PURE__*/ zod.object({
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

export const ConfirmP2pExpressDeposit419Response = /*#__PURE__*/ zod.object({
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

export const ConfirmP2pExpressDeposit422Response = /*#__PURE__*/ zod.object({
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

export const ConfirmP2pExpressDeposit429Response = /*#__PURE__*/ zod.object({
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

export const ConfirmP2pExpressDeposit451Response = /*#__PURE__*/ zod.object({
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

export const ConfirmP2pExpressDeposit5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. The user says they paid the merchant: the order is `paid` and waits for the merchant to confirm the payment (on the exchange's clock, two minutes in the demo), then it is `completed` and `receive` of the asset is credited to the main balance. A 422 with code 4804 FailedToConfirmP2pExpressDeposit on `id` when the order is not `created`; 404 when the user has no deposit of this id. Code 4804 on any other failure.
 * @summary Say a P2P Express deposit was paid
 */



export const MarkP2pExpressDepositPaidParams = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.describe('The order\'s id.'))
})



export const markP2pExpressDepositPaid200ResponseDataMerchantIdRegExp = new RegExp('^[a-z0-9-]{2,32}$');
export const markP2pExpressDepositPaid200ResponseDataMerchantNameMin = 2;
export const markP2pExpressDepositPaid200ResponseDataMerchantNameMax = 64;

export const markP2pExpressDepositPaid200ResponseDataMerchantCountryRegExp = new RegExp('^[A-Z]{2}$');
export const markP2pExpressDepositPaid200ResponseDataMerchantCompletedOrdersMin = 0;

export const markP2pExpressDepositPaid200ResponseDataMerchantCompletionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const markP2pExpressDepositPaid200ResponseDataAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const markP2pExpressDepositPaid200ResponseDataFiatRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const markP2pExpressDepositPaid200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const markP2pExpressDepositPaid200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const markP2pExpressDepositPaid200ResponseDataAmountTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const markP2pExpressDepositPaid200ResponseDataFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const markP2pExpressDepositPaid200ResponseDataFeeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const markP2pExpressDepositPaid200ResponseDataReceiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const markP2pExpressDepositPaid200ResponseDataReceiveTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const markP2pExpressDepositPaid200ResponseDataCardOneLast4RegExp = new RegExp('^[0-9]{4}$');
export const markP2pExpressDepositPaid200ResponseDataCardOneHolderMin = 2;
export const markP2pExpressDepositPaid200ResponseDataCardOneHolderMax = 64;

export const markP2pExpressDepositPaid200ResponseDataCardOneExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const markP2pExpressDepositPaid200ResponseDataCardOneCreatedAtMin = 0;

export const markP2pExpressDepositPaid200ResponseDataMerchantPaymentBankMin = 2;
export const markP2pExpressDepositPaid200ResponseDataMerchantPaymentBankMax = 64;

export const markP2pExpressDepositPaid200ResponseDataMerchantPaymentCardNumberRegExp = new RegExp('^[0-9]{13,19}$');
export const markP2pExpressDepositPaid200ResponseDataMerchantPaymentHolderMin = 2;
export const markP2pExpressDepositPaid200ResponseDataMerchantPaymentHolderMax = 64;

export const markP2pExpressDepositPaid200ResponseDataMerchantPaymentReferenceRegExp = new RegExp('^P2P-[0-9]{4,12}$');
export const markP2pExpressDepositPaid200ResponseDataTravelRuleBeneficiaryNameMin = 2;
export const markP2pExpressDepositPaid200ResponseDataTravelRuleBeneficiaryNameMax = 128;

export const markP2pExpressDepositPaid200ResponseDataTravelRuleBeneficiaryCountryRegExp = new RegExp('^[A-Z]{2}$');
export const markP2pExpressDepositPaid200ResponseDataTravelRuleConfirmedAtMin = 0;

export const markP2pExpressDepositPaid200ResponseDataCreatedAtMin = 0;

export const markP2pExpressDepositPaid200ResponseDataExpiresAtMin = 0;

export const markP2pExpressDepositPaid200ResponseDataConfirmedAtMin = 0;

export const markP2pExpressDepositPaid200ResponseDataPaidAtMin = 0;

export const markP2pExpressDepositPaid200ResponseDataCompletedAtMin = 0;

export const markP2pExpressDepositPaid200ResponseDataCancelledAtMin = 0;



export const MarkP2pExpressDepositPaid200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "direction": /*#__PURE__*/ zod.enum(['deposit', 'withdraw']),
  "status": /*#__PURE__*/ zod.enum(['draft', 'created', 'paid', 'completed', 'cancelled', 'expired']),
  "offerId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "merchant": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.stringFormat('p2p-merchant-id', markP2pExpressDepositPaid200ResponseDataMerchantIdRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(markP2pExpressDepositPaid200ResponseDataMerchantNameMin)).check(/*#__PURE__*/ zod.maxLength(markP2pExpressDepositPaid200ResponseDataMerchantNameMax)),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', markP2pExpressDepositPaid200ResponseDataMerchantCountryRegExp),
  "completedOrders": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(markP2pExpressDepositPaid200ResponseDataMerchantCompletedOrdersMin)),
  "completionRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', markP2pExpressDepositPaid200ResponseDataMerchantCompletionRateRegExp)
}),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', markP2pExpressDepositPaid200ResponseDataAssetRegExp),
  "fiat": /*#__PURE__*/ zod.stringFormat('ticker', markP2pExpressDepositPaid200ResponseDataFiatRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', markP2pExpressDepositPaid200ResponseDataPriceRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', markP2pExpressDepositPaid200ResponseDataAmountRegExp),
  "amountTicker": /*#__PURE__*/ zod.stringFormat('ticker', markP2pExpressDepositPaid200ResponseDataAmountTickerRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', markP2pExpressDepositPaid200ResponseDataFeeRegExp),
  "feeTicker": /*#__PURE__*/ zod.stringFormat('ticker', markP2pExpressDepositPaid200ResponseDataFeeTickerRegExp),
  "receive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', markP2pExpressDepositPaid200ResponseDataReceiveRegExp),
  "receiveTicker": /*#__PURE__*/ zod.stringFormat('ticker', markP2pExpressDepositPaid200ResponseDataReceiveTickerRegExp),
  "card": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', markP2pExpressDepositPaid200ResponseDataCardOneLast4RegExp),
  "brand": /*#__PURE__*/ zod.enum(['visa', 'mastercard']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(markP2pExpressDepositPaid200ResponseDataCardOneHolderMin)).check(/*#__PURE__*/ zod.maxLength(markP2pExpressDepositPaid200ResponseDataCardOneHolderMax)),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', markP2pExpressDepositPaid200ResponseDataCardOneExpiryRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(markP2pExpressDepositPaid200ResponseDataCardOneCreatedAtMin))
}),/*#__PURE__*/ zod.null()]),
  "merchantPayment": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "bank": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(markP2pExpressDepositPaid200ResponseDataMerchantPaymentBankMin)).check(/*#__PURE__*/ zod.maxLength(markP2pExpressDepositPaid200ResponseDataMerchantPaymentBankMax)),
  "cardNumber": /*#__PURE__*/ zod.stringFormat('card-number', markP2pExpressDepositPaid200ResponseDataMerchantPaymentCardNumberRegExp),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(markP2pExpressDepositPaid200ResponseDataMerchantPaymentHolderMin)).check(/*#__PURE__*/ zod.maxLength(markP2pExpressDepositPaid200ResponseDataMerchantPaymentHolderMax)),
  "reference": /*#__PURE__*/ zod.stringFormat('p2p-reference', markP2pExpressDepositPaid200ResponseDataMerchantPaymentReferenceRegExp)
})),
  "travelRule": /*#__PURE__*/ zod.object({
  "required": /*#__PURE__*/ zod.boolean(),
  "beneficiaryName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(markP2pExpressDepositPaid200ResponseDataTravelRuleBeneficiaryNameMin)).check(/*#__PURE__*/ zod.maxLength(markP2pExpressDepositPaid200ResponseDataTravelRuleBeneficiaryNameMax)),
  "beneficiaryCountry": /*#__PURE__*/ zod.stringFormat('country-code', markP2pExpressDepositPaid200ResponseDataTravelRuleBeneficiaryCountryRegExp),
  "confirmedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(markP2pExpressDepositPaid200ResponseDataTravelRuleConfirmedAtMin)))
}),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(markP2pExpressDepositPaid200ResponseDataCreatedAtMin)),
  "expiresAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(markP2pExpressDepositPaid200ResponseDataExpiresAtMin)),
  "confirmedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(markP2pExpressDepositPaid200ResponseDataConfirmedAtMin))),
  "paidAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(markP2pExpressDepositPaid200ResponseDataPaidAtMin))),
  "completedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(markP2pExpressDepositPaid200ResponseDataCompletedAtMin))),
  "cancelledAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(markP2pExpressDepositPaid200ResponseDataCancelledAtMin)))
})
})

export const MarkP2pExpressDepositPaid401Response = /*#__PURE__*/ zod.object({
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

export const MarkP2pExpressDepositPaid403Response = /*#__PURE__*/ zod.object({
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

export const MarkP2pExpressDepositPaid404Response = /*#__PURE__*/ zod.object({
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

export const MarkP2pExpressDepositPaid419Response = /*#__PURE__*/ zod.object({
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

export const MarkP2pExpressDepositPaid422Response = /*#__PURE__*/ zod.object({
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

export const MarkP2pExpressDepositPaid429Response = /*#__PURE__*/ zod.object({
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

export const MarkP2pExpressDepositPaid451Response = /*#__PURE__*/ zod.object({
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

export const MarkP2pExpressDepositPaid5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: modelled on the published POST /api/v4/main-account/withdraw-pay (ticker, amount, a fiat provider: here the merchant's offer). Makes a `draft` order at the offer's figures for `amount` of the asset; nothing is frozen until it is confirmed, and it lapses after the offer's payment window. A 422 with code 32 ErrAmount on `amount` (outside the offer's limits or finer than the asset's decimals), 37 NotEnoughBalance on `amount` (main does not hold it), 30 on `offerId` (no such withdrawal offer). Code 4805 FailedToCreateP2pExpressWithdraw on any other failure.
 * @summary Start a P2P Express withdrawal
 */

export const createP2pExpressWithdrawalBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const CreateP2pExpressWithdrawalBody = /*#__PURE__*/ zod.object({
  "offerId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createP2pExpressWithdrawalBodyAmountRegExp)
})



export const createP2pExpressWithdrawal200ResponseDataMerchantIdRegExp = new RegExp('^[a-z0-9-]{2,32}$');
export const createP2pExpressWithdrawal200ResponseDataMerchantNameMin = 2;
export const createP2pExpressWithdrawal200ResponseDataMerchantNameMax = 64;

export const createP2pExpressWithdrawal200ResponseDataMerchantCountryRegExp = new RegExp('^[A-Z]{2}$');
export const createP2pExpressWithdrawal200ResponseDataMerchantCompletedOrdersMin = 0;

export const createP2pExpressWithdrawal200ResponseDataMerchantCompletionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createP2pExpressWithdrawal200ResponseDataAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createP2pExpressWithdrawal200ResponseDataFiatRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createP2pExpressWithdrawal200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createP2pExpressWithdrawal200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createP2pExpressWithdrawal200ResponseDataAmountTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createP2pExpressWithdrawal200ResponseDataFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createP2pExpressWithdrawal200ResponseDataFeeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createP2pExpressWithdrawal200ResponseDataReceiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createP2pExpressWithdrawal200ResponseDataReceiveTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const createP2pExpressWithdrawal200ResponseDataCardOneLast4RegExp = new RegExp('^[0-9]{4}$');
export const createP2pExpressWithdrawal200ResponseDataCardOneHolderMin = 2;
export const createP2pExpressWithdrawal200ResponseDataCardOneHolderMax = 64;

export const createP2pExpressWithdrawal200ResponseDataCardOneExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const createP2pExpressWithdrawal200ResponseDataCardOneCreatedAtMin = 0;

export const createP2pExpressWithdrawal200ResponseDataMerchantPaymentBankMin = 2;
export const createP2pExpressWithdrawal200ResponseDataMerchantPaymentBankMax = 64;

export const createP2pExpressWithdrawal200ResponseDataMerchantPaymentCardNumberRegExp = new RegExp('^[0-9]{13,19}$');
export const createP2pExpressWithdrawal200ResponseDataMerchantPaymentHolderMin = 2;
export const createP2pExpressWithdrawal200ResponseDataMerchantPaymentHolderMax = 64;

export const createP2pExpressWithdrawal200ResponseDataMerchantPaymentReferenceRegExp = new RegExp('^P2P-[0-9]{4,12}$');
export const createP2pExpressWithdrawal200ResponseDataTravelRuleBeneficiaryNameMin = 2;
export const createP2pExpressWithdrawal200ResponseDataTravelRuleBeneficiaryNameMax = 128;

export const createP2pExpressWithdrawal200ResponseDataTravelRuleBeneficiaryCountryRegExp = new RegExp('^[A-Z]{2}$');
export const createP2pExpressWithdrawal200ResponseDataTravelRuleConfirmedAtMin = 0;

export const createP2pExpressWithdrawal200ResponseDataCreatedAtMin = 0;

export const createP2pExpressWithdrawal200ResponseDataExpiresAtMin = 0;

export const createP2pExpressWithdrawal200ResponseDataConfirmedAtMin = 0;

export const createP2pExpressWithdrawal200ResponseDataPaidAtMin = 0;

export const createP2pExpressWithdrawal200ResponseDataCompletedAtMin = 0;

export const createP2pExpressWithdrawal200ResponseDataCancelledAtMin = 0;



export const CreateP2pExpressWithdrawal200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "direction": /*#__PURE__*/ zod.enum(['deposit', 'withdraw']),
  "status": /*#__PURE__*/ zod.enum(['draft', 'created', 'paid', 'completed', 'cancelled', 'expired']),
  "offerId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "merchant": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.stringFormat('p2p-merchant-id', createP2pExpressWithdrawal200ResponseDataMerchantIdRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(createP2pExpressWithdrawal200ResponseDataMerchantNameMin)).check(/*#__PURE__*/ zod.maxLength(createP2pExpressWithdrawal200ResponseDataMerchantNameMax)),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', createP2pExpressWithdrawal200ResponseDataMerchantCountryRegExp),
  "completedOrders": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createP2pExpressWithdrawal200ResponseDataMerchantCompletedOrdersMin)),
  "completionRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', createP2pExpressWithdrawal200ResponseDataMerchantCompletionRateRegExp)
}),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', createP2pExpressWithdrawal200ResponseDataAssetRegExp),
  "fiat": /*#__PURE__*/ zod.stringFormat('ticker', createP2pExpressWithdrawal200ResponseDataFiatRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createP2pExpressWithdrawal200ResponseDataPriceRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createP2pExpressWithdrawal200ResponseDataAmountRegExp),
  "amountTicker": /*#__PURE__*/ zod.stringFormat('ticker', createP2pExpressWithdrawal200ResponseDataAmountTickerRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createP2pExpressWithdrawal200ResponseDataFeeRegExp),
  "feeTicker": /*#__PURE__*/ zod.stringFormat('ticker', createP2pExpressWithdrawal200ResponseDataFeeTickerRegExp),
  "receive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createP2pExpressWithdrawal200ResponseDataReceiveRegExp),
  "receiveTicker": /*#__PURE__*/ zod.stringFormat('ticker', createP2pExpressWithdrawal200ResponseDataReceiveTickerRegExp),
  "card": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', createP2pExpressWithdrawal200ResponseDataCardOneLast4RegExp),
  "brand": /*#__PURE__*/ zod.enum(['visa', 'mastercard']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(createP2pExpressWithdrawal200ResponseDataCardOneHolderMin)).check(/*#__PURE__*/ zod.maxLength(createP2pExpressWithdrawal200ResponseDataCardOneHolderMax)),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', createP2pExpressWithdrawal200ResponseDataCardOneExpiryRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createP2pExpressWithdrawal200ResponseDataCardOneCreatedAtMin))
}),/*#__PURE__*/ zod.null()]),
  "merchantPayment": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "bank": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(createP2pExpressWithdrawal200ResponseDataMerchantPaymentBankMin)).check(/*#__PURE__*/ zod.maxLength(createP2pExpressWithdrawal200ResponseDataMerchantPaymentBankMax)),
  "cardNumber": /*#__PURE__*/ zod.stringFormat('card-number', createP2pExpressWithdrawal200ResponseDataMerchantPaymentCardNumberRegExp),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(createP2pExpressWithdrawal200ResponseDataMerchantPaymentHolderMin)).check(/*#__PURE__*/ zod.maxLength(createP2pExpressWithdrawal200ResponseDataMerchantPaymentHolderMax)),
  "reference": /*#__PURE__*/ zod.stringFormat('p2p-reference', createP2pExpressWithdrawal200ResponseDataMerchantPaymentReferenceRegExp)
})),
  "travelRule": /*#__PURE__*/ zod.object({
  "required": /*#__PURE__*/ zod.boolean(),
  "beneficiaryName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(createP2pExpressWithdrawal200ResponseDataTravelRuleBeneficiaryNameMin)).check(/*#__PURE__*/ zod.maxLength(createP2pExpressWithdrawal200ResponseDataTravelRuleBeneficiaryNameMax)),
  "beneficiaryCountry": /*#__PURE__*/ zod.stringFormat('country-code', createP2pExpressWithdrawal200ResponseDataTravelRuleBeneficiaryCountryRegExp),
  "confirmedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createP2pExpressWithdrawal200ResponseDataTravelRuleConfirmedAtMin)))
}),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createP2pExpressWithdrawal200ResponseDataCreatedAtMin)),
  "expiresAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createP2pExpressWithdrawal200ResponseDataExpiresAtMin)),
  "confirmedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createP2pExpressWithdrawal200ResponseDataConfirmedAtMin))),
  "paidAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createP2pExpressWithdrawal200ResponseDataPaidAtMin))),
  "completedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createP2pExpressWithdrawal200ResponseDataCompletedAtMin))),
  "cancelledAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createP2pExpressWithdrawal200ResponseDataCancelledAtMin)))
})
})

export const CreateP2pExpressWithdrawal401Response = /*#__PURE__*/ zod.object({
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

export const CreateP2pExpressWithdrawal403Response = /*#__PURE__*/ zod.object({
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

export const CreateP2pExpressWithdrawal419Response = /*#__PURE__*/ zod.object({
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

export const CreateP2pExpressWithdrawal422Response = /*#__PURE__*/ zod.object({
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

export const CreateP2pExpressWithdrawal429Response = /*#__PURE__*/ zod.object({
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

export const CreateP2pExpressWithdrawal451Response = /*#__PURE__*/ zod.object({
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

export const CreateP2pExpressWithdrawal5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. Confirms a `draft` withdrawal with the card the merchant pays to: the order's `amount` of the asset is frozen on the main balance and the order is `created`; the merchant pays the card (on the exchange's clock, two minutes in the demo), then it is `paid` until the user confirms the money arrived. A withdrawal the travel rule covers needs `travelRuleConfirmed` (else a 422 with code 4811 FailedToSubmitTravelRuleData on `travelRuleConfirmed`). A 422 with code 4806 FailedToConfirmP2pExpressWithdraw on `id` when the order is no longer a draft, 30 on `cardId` (not the user's card), 37 NotEnoughBalance on `amount`; 404 when the user has no withdrawal of this id. Code 4806 on any other failure.
 * @summary Confirm a P2P Express withdrawal
 */



export const ConfirmP2pExpressWithdrawalParams = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.describe('The order\'s id.'))
})




export const ConfirmP2pExpressWithdrawalBody = /*#__PURE__*/ zod.object({
  "cardId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "travelRuleConfirmed": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean())
})



export const confirmP2pExpressWithdrawal200ResponseDataMerchantIdRegExp = new RegExp('^[a-z0-9-]{2,32}$');
export const confirmP2pExpressWithdrawal200ResponseDataMerchantNameMin = 2;
export const confirmP2pExpressWithdrawal200ResponseDataMerchantNameMax = 64;

export const confirmP2pExpressWithdrawal200ResponseDataMerchantCountryRegExp = new RegExp('^[A-Z]{2}$');
export const confirmP2pExpressWithdrawal200ResponseDataMerchantCompletedOrdersMin = 0;

export const confirmP2pExpressWithdrawal200ResponseDataMerchantCompletionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const confirmP2pExpressWithdrawal200ResponseDataAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const confirmP2pExpressWithdrawal200ResponseDataFiatRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const confirmP2pExpressWithdrawal200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const confirmP2pExpressWithdrawal200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const confirmP2pExpressWithdrawal200ResponseDataAmountTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const confirmP2pExpressWithdrawal200ResponseDataFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const confirmP2pExpressWithdrawal200ResponseDataFeeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const confirmP2pExpressWithdrawal200ResponseDataReceiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const confirmP2pExpressWithdrawal200ResponseDataReceiveTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const confirmP2pExpressWithdrawal200ResponseDataCardOneLast4RegExp = new RegExp('^[0-9]{4}$');
export const confirmP2pExpressWithdrawal200ResponseDataCardOneHolderMin = 2;
export const confirmP2pExpressWithdrawal200ResponseDataCardOneHolderMax = 64;

export const confirmP2pExpressWithdrawal200ResponseDataCardOneExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const confirmP2pExpressWithdrawal200ResponseDataCardOneCreatedAtMin = 0;

export const confirmP2pExpressWithdrawal200ResponseDataMerchantPaymentBankMin = 2;
export const confirmP2pExpressWithdrawal200ResponseDataMerchantPaymentBankMax = 64;

export const confirmP2pExpressWithdrawal200ResponseDataMerchantPaymentCardNumberRegExp = new RegExp('^[0-9]{13,19}$');
export const confirmP2pExpressWithdrawal200ResponseDataMerchantPaymentHolderMin = 2;
export const confirmP2pExpressWithdrawal200ResponseDataMerchantPaymentHolderMax = 64;

export const confirmP2pExpressWithdrawal200ResponseDataMerchantPaymentReferenceRegExp = new RegExp('^P2P-[0-9]{4,12}$');
export const confirmP2pExpressWithdrawal200ResponseDataTravelRuleBeneficiaryNameMin = 2;
export const confirmP2pExpressWithdrawal200ResponseDataTravelRuleBeneficiaryNameMax = 128;

export const confirmP2pExpressWithdrawal200ResponseDataTravelRuleBeneficiaryCountryRegExp = new RegExp('^[A-Z]{2}$');
export const confirmP2pExpressWithdrawal200ResponseDataTravelRuleConfirmedAtMin = 0;

export const confirmP2pExpressWithdrawal200ResponseDataCreatedAtMin = 0;

export const confirmP2pExpressWithdrawal200ResponseDataExpiresAtMin = 0;

export const confirmP2pExpressWithdrawal200ResponseDataConfirmedAtMin = 0;

export const confirmP2pExpressWithdrawal200ResponseDataPaidAtMin = 0;

export const confirmP2pExpressWithdrawal200ResponseDataCompletedAtMin = 0;

export const confirmP2pExpressWithdrawal200ResponseDataCancelledAtMin = 0;



export const ConfirmP2pExpressWithdrawal200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "direction": /*#__PURE__*/ zod.enum(['deposit', 'withdraw']),
  "status": /*#__PURE__*/ zod.enum(['draft', 'created', 'paid', 'completed', 'cancelled', 'expired']),
  "offerId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "merchant": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.stringFormat('p2p-merchant-id', confirmP2pExpressWithdrawal200ResponseDataMerchantIdRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(confirmP2pExpressWithdrawal200ResponseDataMerchantNameMin)).check(/*#__PURE__*/ zod.maxLength(confirmP2pExpressWithdrawal200ResponseDataMerchantNameMax)),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', confirmP2pExpressWithdrawal200ResponseDataMerchantCountryRegExp),
  "completedOrders": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(confirmP2pExpressWithdrawal200ResponseDataMerchantCompletedOrdersMin)),
  "completionRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', confirmP2pExpressWithdrawal200ResponseDataMerchantCompletionRateRegExp)
}),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', confirmP2pExpressWithdrawal200ResponseDataAssetRegExp),
  "fiat": /*#__PURE__*/ zod.stringFormat('ticker', confirmP2pExpressWithdrawal200ResponseDataFiatRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', confirmP2pExpressWithdrawal200ResponseDataPriceRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', confirmP2pExpressWithdrawal200ResponseDataAmountRegExp),
  "amountTicker": /*#__PURE__*/ zod.stringFormat('ticker', confirmP2pExpressWithdrawal200ResponseDataAmountTickerRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', confirmP2pExpressWithdrawal200ResponseDataFeeRegExp),
  "feeTicker": /*#__PURE__*/ zod.stringFormat('ticker', confirmP2pExpressWithdrawal200ResponseDataFeeTickerRegExp),
  "receive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', confirmP2pExpressWithdrawal200ResponseDataReceiveRegExp),
  "receiveTicker": /*#__PURE__*/ zod.stringFormat('ticker', confirmP2pExpressWithdrawal200ResponseDataReceiveTickerRegExp),
  "card": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', confirmP2pExpressWithdrawal200ResponseDataCardOneLast4RegExp),
  "brand": /*#__PURE__*/ zod.enum(['visa', 'mastercard']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(confirmP2pExpressWithdrawal200ResponseDataCardOneHolderMin)).check(/*#__PURE__*/ zod.maxLength(confirmP2pExpressWithdrawal200ResponseDataCardOneHolderMax)),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', confirmP2pExpressWithdrawal200ResponseDataCardOneExpiryRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(confirmP2pExpressWithdrawal200ResponseDataCardOneCreatedAtMin))
}),/*#__PURE__*/ zod.null()]),
  "merchantPayment": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "bank": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(confirmP2pExpressWithdrawal200ResponseDataMerchantPaymentBankMin)).check(/*#__PURE__*/ zod.maxLength(confirmP2pExpressWithdrawal200ResponseDataMerchantPaymentBankMax)),
  "cardNumber": /*#__PURE__*/ zod.stringFormat('card-number', confirmP2pExpressWithdrawal200ResponseDataMerchantPaymentCardNumberRegExp),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(confirmP2pExpressWithdrawal200ResponseDataMerchantPaymentHolderMin)).check(/*#__PURE__*/ zod.maxLength(confirmP2pExpressWithdrawal200ResponseDataMerchantPaymentHolderMax)),
  "reference": /*#__PURE__*/ zod.stringFormat('p2p-reference', confirmP2pExpressWithdrawal200ResponseDataMerchantPaymentReferenceRegExp)
})),
  "travelRule": /*#__PURE__*/ zod.object({
  "required": /*#__PURE__*/ zod.boolean(),
  "beneficiaryName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(confirmP2pExpressWithdrawal200ResponseDataTravelRuleBeneficiaryNameMin)).check(/*#__PURE__*/ zod.maxLength(confirmP2pExpressWithdrawal200ResponseDataTravelRuleBeneficiaryNameMax)),
  "beneficiaryCountry": /*#__PURE__*/ zod.stringFormat('country-code', confirmP2pExpressWithdrawal200ResponseDataTravelRuleBeneficiaryCountryRegExp),
  "confirmedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(confirmP2pExpressWithdrawal200ResponseDataTravelRuleConfirmedAtMin)))
}),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(confirmP2pExpressWithdrawal200ResponseDataCreatedAtMin)),
  "expiresAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(confirmP2pExpressWithdrawal200ResponseDataExpiresAtMin)),
  "confirmedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(confirmP2pExpressWithdrawal200ResponseDataConfirmedAtMin))),
  "paidAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(confirmP2pExpressWithdrawal200ResponseDataPaidAtMin))),
  "completedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(confirmP2pExpressWithdrawal200ResponseDataCompletedAtMin))),
  "cancelledAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(confirmP2pExpressWithdrawal200ResponseDataCancelledAtMin)))
})
})

export const ConfirmP2pExpressWithdrawal401Response = /*#__PURE__*/ zod.object({
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

export const ConfirmP2pExpressWithdrawal403Response = /*#__PURE__*/ zod.object({
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

export const ConfirmP2pExpressWithdrawal404Response = /*#__PURE__*/ zod.object({
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

export const ConfirmP2pExpressWithdrawal419Response = /*#__PURE__*/ zod.object({
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

export const ConfirmP2pExpressWithdrawal422Response = /*#__PURE__*/ zod.object({
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

export const ConfirmP2pExpressWithdrawal429Response = /*#__PURE__*/ zod.object({
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

export const ConfirmP2pExpressWithdrawal451Response = /*#__PURE__*/ zod.object({
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

export const ConfirmP2pExpressWithdrawal5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. The user confirms the merchant's fiat reached their card: the frozen `amount` of the asset goes to the merchant and the order is `completed`. A 422 with code 4806 FailedToConfirmP2pExpressWithdraw on `id` when the order is not `paid`; 404 when the user has no withdrawal of this id. Code 4806 on any other failure.
 * @summary Confirm the merchant's payment of a P2P Express withdrawal
 */



export const ReleaseP2pExpressWithdrawalParams = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.describe('The order\'s id.'))
})



export const releaseP2pExpressWithdrawal200ResponseDataMerchantIdRegExp = new RegExp('^[a-z0-9-]{2,32}$');
export const releaseP2pExpressWithdrawal200ResponseDataMerchantNameMin = 2;
export const releaseP2pExpressWithdrawal200ResponseDataMerchantNameMax = 64;

export const releaseP2pExpressWithdrawal200ResponseDataMerchantCountryRegExp = new RegExp('^[A-Z]{2}$');
export const releaseP2pExpressWithdrawal200ResponseDataMerchantCompletedOrdersMin = 0;

export const releaseP2pExpressWithdrawal200ResponseDataMerchantCompletionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const releaseP2pExpressWithdrawal200ResponseDataAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const releaseP2pExpressWithdrawal200ResponseDataFiatRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const releaseP2pExpressWithdrawal200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const releaseP2pExpressWithdrawal200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const releaseP2pExpressWithdrawal200ResponseDataAmountTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const releaseP2pExpressWithdrawal200ResponseDataFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const releaseP2pExpressWithdrawal200ResponseDataFeeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const releaseP2pExpressWithdrawal200ResponseDataReceiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const releaseP2pExpressWithdrawal200ResponseDataReceiveTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const releaseP2pExpressWithdrawal200ResponseDataCardOneLast4RegExp = new RegExp('^[0-9]{4}$');
export const releaseP2pExpressWithdrawal200ResponseDataCardOneHolderMin = 2;
export const releaseP2pExpressWithdrawal200ResponseDataCardOneHolderMax = 64;

export const releaseP2pExpressWithdrawal200ResponseDataCardOneExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const releaseP2pExpressWithdrawal200ResponseDataCardOneCreatedAtMin = 0;

export const releaseP2pExpressWithdrawal200ResponseDataMerchantPaymentBankMin = 2;
export const releaseP2pExpressWithdrawal200ResponseDataMerchantPaymentBankMax = 64;

export const releaseP2pExpressWithdrawal200ResponseDataMerchantPaymentCardNumberRegExp = new RegExp('^[0-9]{13,19}$');
export const releaseP2pExpressWithdrawal200ResponseDataMerchantPaymentHolderMin = 2;
export const releaseP2pExpressWithdrawal200ResponseDataMerchantPaymentHolderMax = 64;

export const releaseP2pExpressWithdrawal200ResponseDataMerchantPaymentReferenceRegExp = new RegExp('^P2P-[0-9]{4,12}$');
export const releaseP2pExpressWithdrawal200ResponseDataTravelRuleBeneficiaryNameMin = 2;
export const releaseP2pExpressWithdrawal200ResponseDataTravelRuleBeneficiaryNameMax = 128;

export const releaseP2pExpressWithdrawal200ResponseDataTravelRuleBeneficiaryCountryRegExp = new RegExp('^[A-Z]{2}$');
export const releaseP2pExpressWithdrawal200ResponseDataTravelRuleConfirmedAtMin = 0;

export const releaseP2pExpressWithdrawal200ResponseDataCreatedAtMin = 0;

export const releaseP2pExpressWithdrawal200ResponseDataExpiresAtMin = 0;

export const releaseP2pExpressWithdrawal200ResponseDataConfirmedAtMin = 0;

export const releaseP2pExpressWithdrawal200ResponseDataPaidAtMin = 0;

export const releaseP2pExpressWithdrawal200ResponseDataCompletedAtMin = 0;

export const releaseP2pExpressWithdrawal200ResponseDataCancelledAtMin = 0;



export const ReleaseP2pExpressWithdrawal200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "direction": /*#__PURE__*/ zod.enum(['deposit', 'withdraw']),
  "status": /*#__PURE__*/ zod.enum(['draft', 'created', 'paid', 'completed', 'cancelled', 'expired']),
  "offerId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "merchant": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.stringFormat('p2p-merchant-id', releaseP2pExpressWithdrawal200ResponseDataMerchantIdRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(releaseP2pExpressWithdrawal200ResponseDataMerchantNameMin)).check(/*#__PURE__*/ zod.maxLength(releaseP2pExpressWithdrawal200ResponseDataMerchantNameMax)),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', releaseP2pExpressWithdrawal200ResponseDataMerchantCountryRegExp),
  "completedOrders": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(releaseP2pExpressWithdrawal200ResponseDataMerchantCompletedOrdersMin)),
  "completionRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', releaseP2pExpressWithdrawal200ResponseDataMerchantCompletionRateRegExp)
}),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', releaseP2pExpressWithdrawal200ResponseDataAssetRegExp),
  "fiat": /*#__PURE__*/ zod.stringFormat('ticker', releaseP2pExpressWithdrawal200ResponseDataFiatRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', releaseP2pExpressWithdrawal200ResponseDataPriceRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', releaseP2pExpressWithdrawal200ResponseDataAmountRegExp),
  "amountTicker": /*#__PURE__*/ zod.stringFormat('ticker', releaseP2pExpressWithdrawal200ResponseDataAmountTickerRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', releaseP2pExpressWithdrawal200ResponseDataFeeRegExp),
  "feeTicker": /*#__PURE__*/ zod.stringFormat('ticker', releaseP2pExpressWithdrawal200ResponseDataFeeTickerRegExp),
  "receive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', releaseP2pExpressWithdrawal200ResponseDataReceiveRegExp),
  "receiveTicker": /*#__PURE__*/ zod.stringFormat('ticker', releaseP2pExpressWithdrawal200ResponseDataReceiveTickerRegExp),
  "card": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', releaseP2pExpressWithdrawal200ResponseDataCardOneLast4RegExp),
  "brand": /*#__PURE__*/ zod.enum(['visa', 'mastercard']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(releaseP2pExpressWithdrawal200ResponseDataCardOneHolderMin)).check(/*#__PURE__*/ zod.maxLength(releaseP2pExpressWithdrawal200ResponseDataCardOneHolderMax)),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', releaseP2pExpressWithdrawal200ResponseDataCardOneExpiryRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(releaseP2pExpressWithdrawal200ResponseDataCardOneCreatedAtMin))
}),/*#__PURE__*/ zod.null()]),
  "merchantPayment": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "bank": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(releaseP2pExpressWithdrawal200ResponseDataMerchantPaymentBankMin)).check(/*#__PURE__*/ zod.maxLength(releaseP2pExpressWithdrawal200ResponseDataMerchantPaymentBankMax)),
  "cardNumber": /*#__PURE__*/ zod.stringFormat('card-number', releaseP2pExpressWithdrawal200ResponseDataMerchantPaymentCardNumberRegExp),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(releaseP2pExpressWithdrawal200ResponseDataMerchantPaymentHolderMin)).check(/*#__PURE__*/ zod.maxLength(releaseP2pExpressWithdrawal200ResponseDataMerchantPaymentHolderMax)),
  "reference": /*#__PURE__*/ zod.stringFormat('p2p-reference', releaseP2pExpressWithdrawal200ResponseDataMerchantPaymentReferenceRegExp)
})),
  "travelRule": /*#__PURE__*/ zod.object({
  "required": /*#__PURE__*/ zod.boolean(),
  "beneficiaryName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(releaseP2pExpressWithdrawal200ResponseDataTravelRuleBeneficiaryNameMin)).check(/*#__PURE__*/ zod.maxLength(releaseP2pExpressWithdrawal200ResponseDataTravelRuleBeneficiaryNameMax)),
  "beneficiaryCountry": /*#__PURE__*/ zod.stringFormat('country-code', releaseP2pExpressWithdrawal200ResponseDataTravelRuleBeneficiaryCountryRegExp),
  "confirmedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(releaseP2pExpressWithdrawal200ResponseDataTravelRuleConfirmedAtMin)))
}),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(releaseP2pExpressWithdrawal200ResponseDataCreatedAtMin)),
  "expiresAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(releaseP2pExpressWithdrawal200ResponseDataExpiresAtMin)),
  "confirmedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(releaseP2pExpressWithdrawal200ResponseDataConfirmedAtMin))),
  "paidAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(releaseP2pExpressWithdrawal200ResponseDataPaidAtMin))),
  "completedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(releaseP2pExpressWithdrawal200ResponseDataCompletedAtMin))),
  "cancelledAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(releaseP2pExpressWithdrawal200ResponseDataCancelledAtMin)))
})
})

export const ReleaseP2pExpressWithdrawal401Response = /*#__PURE__*/ zod.object({
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

export const ReleaseP2pExpressWithdrawal403Response = /*#__PURE__*/ zod.object({
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

export const ReleaseP2pExpressWithdrawal404Response = /*#__PURE__*/ zod.object({
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

export const ReleaseP2pExpressWithdrawal419Response = /*#__PURE__*/ zod.object({
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

export const ReleaseP2pExpressWithdrawal422Response = /*#__PURE__*/ zod.object({
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

export const ReleaseP2pExpressWithdrawal429Response = /*#__PURE__*/ zod.object({
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

export const ReleaseP2pExpressWithdrawal451Response = /*#__PURE__*/ zod.object({
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

export const ReleaseP2pExpressWithdrawal5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. The user's orders (drafts left out), newest first, with their status on the exchange's clock now. Code 4801 FailedToGetP2pExpressOrder on failure.
 * @summary List the user's P2P Express orders
 */
export const listP2pExpressOrdersQueryOffsetDefault = 0;
export const listP2pExpressOrdersQueryOffsetMin = 0;

export const listP2pExpressOrdersQueryLimitDefault = 100;
export const listP2pExpressOrdersQueryLimitMax = 100;



export const ListP2pExpressOrdersQueryParams = /*#__PURE__*/ zod.object({
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listP2pExpressOrdersQueryOffsetMin)), listP2pExpressOrdersQueryOffsetDefault).check(/*#__PURE__*/ zod.describe('Rows to skip.')),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listP2pExpressOrdersQueryLimitMax)), listP2pExpressOrdersQueryLimitDefault).check(/*#__PURE__*/ zod.describe('Rows to return (pagination default 100).'))
})



export const listP2pExpressOrders200ResponseDataItemMerchantIdRegExp = new RegExp('^[a-z0-9-]{2,32}$');
export const listP2pExpressOrders200ResponseDataItemMerchantNameMin = 2;
export const listP2pExpressOrders200ResponseDataItemMerchantNameMax = 64;

export const listP2pExpressOrders200ResponseDataItemMerchantCountryRegExp = new RegExp('^[A-Z]{2}$');
export const listP2pExpressOrders200ResponseDataItemMerchantCompletedOrdersMin = 0;

export const listP2pExpressOrders200ResponseDataItemMerchantCompletionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listP2pExpressOrders200ResponseDataItemAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listP2pExpressOrders200ResponseDataItemFiatRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listP2pExpressOrders200ResponseDataItemPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listP2pExpressOrders200ResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listP2pExpressOrders200ResponseDataItemAmountTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listP2pExpressOrders200ResponseDataItemFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listP2pExpressOrders200ResponseDataItemFeeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listP2pExpressOrders200ResponseDataItemReceiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listP2pExpressOrders200ResponseDataItemReceiveTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const listP2pExpressOrders200ResponseDataItemCardOneLast4RegExp = new RegExp('^[0-9]{4}$');
export const listP2pExpressOrders200ResponseDataItemCardOneHolderMin = 2;
export const listP2pExpressOrders200ResponseDataItemCardOneHolderMax = 64;

export const listP2pExpressOrders200ResponseDataItemCardOneExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const listP2pExpressOrders200ResponseDataItemCardOneCreatedAtMin = 0;

export const listP2pExpressOrders200ResponseDataItemMerchantPaymentBankMin = 2;
export const listP2pExpressOrders200ResponseDataItemMerchantPaymentBankMax = 64;

export const listP2pExpressOrders200ResponseDataItemMerchantPaymentCardNumberRegExp = new RegExp('^[0-9]{13,19}$');
export const listP2pExpressOrders200ResponseDataItemMerchantPaymentHolderMin = 2;
export const listP2pExpressOrders200ResponseDataItemMerchantPaymentHolderMax = 64;

export const listP2pExpressOrders200ResponseDataItemMerchantPaymentReferenceRegExp = new RegExp('^P2P-[0-9]{4,12}$');
export const listP2pExpressOrders200ResponseDataItemTravelRuleBeneficiaryNameMin = 2;
export const listP2pExpressOrders200ResponseDataItemTravelRuleBeneficiaryNameMax = 128;

export const listP2pExpressOrders200ResponseDataItemTravelRuleBeneficiaryCountryRegExp = new RegExp('^[A-Z]{2}$');
export const listP2pExpressOrders200ResponseDataItemTravelRuleConfirmedAtMin = 0;

export const listP2pExpressOrders200ResponseDataItemCreatedAtMin = 0;

export const listP2pExpressOrders200ResponseDataItemExpiresAtMin = 0;

export const listP2pExpressOrders200ResponseDataItemConfirmedAtMin = 0;

export const listP2pExpressOrders200ResponseDataItemPaidAtMin = 0;

export const listP2pExpressOrders200ResponseDataItemCompletedAtMin = 0;

export const listP2pExpressOrders200ResponseDataItemCancelledAtMin = 0;

export const listP2pExpressOrders200ResponsePaginationLimitMax = 100;

export const listP2pExpressOrders200ResponsePaginationOffsetMin = 0;

export const listP2pExpressOrders200ResponsePaginationTotalMin = 0;



export const ListP2pExpressOrders200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "direction": /*#__PURE__*/ zod.enum(['deposit', 'withdraw']),
  "status": /*#__PURE__*/ zod.enum(['draft', 'created', 'paid', 'completed', 'cancelled', 'expired']),
  "offerId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "merchant": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.stringFormat('p2p-merchant-id', listP2pExpressOrders200ResponseDataItemMerchantIdRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(listP2pExpressOrders200ResponseDataItemMerchantNameMin)).check(/*#__PURE__*/ zod.maxLength(listP2pExpressOrders200ResponseDataItemMerchantNameMax)),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', listP2pExpressOrders200ResponseDataItemMerchantCountryRegExp),
  "completedOrders": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listP2pExpressOrders200ResponseDataItemMerchantCompletedOrdersMin)),
  "completionRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', listP2pExpressOrders200ResponseDataItemMerchantCompletionRateRegExp)
}),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', listP2pExpressOrders200ResponseDataItemAssetRegExp),
  "fiat": /*#__PURE__*/ zod.stringFormat('ticker', listP2pExpressOrders200ResponseDataItemFiatRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listP2pExpressOrders200ResponseDataItemPriceRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listP2pExpressOrders200ResponseDataItemAmountRegExp),
  "amountTicker": /*#__PURE__*/ zod.stringFormat('ticker', listP2pExpressOrders200ResponseDataItemAmountTickerRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listP2pExpressOrders200ResponseDataItemFeeRegExp),
  "feeTicker": /*#__PURE__*/ zod.stringFormat('ticker', listP2pExpressOrders200ResponseDataItemFeeTickerRegExp),
  "receive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listP2pExpressOrders200ResponseDataItemReceiveRegExp),
  "receiveTicker": /*#__PURE__*/ zod.stringFormat('ticker', listP2pExpressOrders200ResponseDataItemReceiveTickerRegExp),
  "card": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', listP2pExpressOrders200ResponseDataItemCardOneLast4RegExp),
  "brand": /*#__PURE__*/ zod.enum(['visa', 'mastercard']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(listP2pExpressOrders200ResponseDataItemCardOneHolderMin)).check(/*#__PURE__*/ zod.maxLength(listP2pExpressOrders200ResponseDataItemCardOneHolderMax)),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', listP2pExpressOrders200ResponseDataItemCardOneExpiryRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listP2pExpressOrders200ResponseDataItemCardOneCreatedAtMin))
}),/*#__PURE__*/ zod.null()]),
  "merchantPayment": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "bank": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(listP2pExpressOrders200ResponseDataItemMerchantPaymentBankMin)).check(/*#__PURE__*/ zod.maxLength(listP2pExpressOrders200ResponseDataItemMerchantPaymentBankMax)),
  "cardNumber": /*#__PURE__*/ zod.stringFormat('card-number', listP2pExpressOrders200ResponseDataItemMerchantPaymentCardNumberRegExp),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(listP2pExpressOrders200ResponseDataItemMerchantPaymentHolderMin)).check(/*#__PURE__*/ zod.maxLength(listP2pExpressOrders200ResponseDataItemMerchantPaymentHolderMax)),
  "reference": /*#__PURE__*/ zod.stringFormat('p2p-reference', listP2pExpressOrders200ResponseDataItemMerchantPaymentReferenceRegExp)
})),
  "travelRule": /*#__PURE__*/ zod.object({
  "required": /*#__PURE__*/ zod.boolean(),
  "beneficiaryName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(listP2pExpressOrders200ResponseDataItemTravelRuleBeneficiaryNameMin)).check(/*#__PURE__*/ zod.maxLength(listP2pExpressOrders200ResponseDataItemTravelRuleBeneficiaryNameMax)),
  "beneficiaryCountry": /*#__PURE__*/ zod.stringFormat('country-code', listP2pExpressOrders200ResponseDataItemTravelRuleBeneficiaryCountryRegExp),
  "confirmedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listP2pExpressOrders200ResponseDataItemTravelRuleConfirmedAtMin)))
}),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listP2pExpressOrders200ResponseDataItemCreatedAtMin)),
  "expiresAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listP2pExpressOrders200ResponseDataItemExpiresAtMin)),
  "confirmedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listP2pExpressOrders200ResponseDataItemConfirmedAtMin))),
  "paidAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listP2pExpressOrders200ResponseDataItemPaidAtMin))),
  "completedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listP2pExpressOrders200ResponseDataItemCompletedAtMin))),
  "cancelledAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listP2pExpressOrders200ResponseDataItemCancelledAtMin)))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listP2pExpressOrders200ResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listP2pExpressOrders200ResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listP2pExpressOrders200ResponsePaginationTotalMin))
})
})

export const ListP2pExpressOrders401Response = /*#__PURE__*/ zod.object({
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

export const ListP2pExpressOrders403Response = /*#__PURE__*/ zod.object({
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

export const ListP2pExpressOrders429Response = /*#__PURE__*/ zod.object({
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

export const ListP2pExpressOrders5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. One of the user's orders, drafts included, with its status on the exchange's clock now; 404 when the user has no order of this id (another user's included). Code 4801 FailedToGetP2pExpressOrder on failure.
 * @summary Get a P2P Express order
 */



export const GetP2pExpressOrderParams = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.describe('The order\'s id.'))
})



export const getP2pExpressOrder200ResponseDataMerchantIdRegExp = new RegExp('^[a-z0-9-]{2,32}$');
export const getP2pExpressOrder200ResponseDataMerchantNameMin = 2;
export const getP2pExpressOrder200ResponseDataMerchantNameMax = 64;

export const getP2pExpressOrder200ResponseDataMerchantCountryRegExp = new RegExp('^[A-Z]{2}$');
export const getP2pExpressOrder200ResponseDataMerchantCompletedOrdersMin = 0;

export const getP2pExpressOrder200ResponseDataMerchantCompletionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getP2pExpressOrder200ResponseDataAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getP2pExpressOrder200ResponseDataFiatRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getP2pExpressOrder200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getP2pExpressOrder200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getP2pExpressOrder200ResponseDataAmountTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getP2pExpressOrder200ResponseDataFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getP2pExpressOrder200ResponseDataFeeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getP2pExpressOrder200ResponseDataReceiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getP2pExpressOrder200ResponseDataReceiveTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const getP2pExpressOrder200ResponseDataCardOneLast4RegExp = new RegExp('^[0-9]{4}$');
export const getP2pExpressOrder200ResponseDataCardOneHolderMin = 2;
export const getP2pExpressOrder200ResponseDataCardOneHolderMax = 64;

export const getP2pExpressOrder200ResponseDataCardOneExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const getP2pExpressOrder200ResponseDataCardOneCreatedAtMin = 0;

export const getP2pExpressOrder200ResponseDataMerchantPaymentBankMin = 2;
export const getP2pExpressOrder200ResponseDataMerchantPaymentBankMax = 64;

export const getP2pExpressOrder200ResponseDataMerchantPaymentCardNumberRegExp = new RegExp('^[0-9]{13,19}$');
export const getP2pExpressOrder200ResponseDataMerchantPaymentHolderMin = 2;
export const getP2pExpressOrder200ResponseDataMerchantPaymentHolderMax = 64;

export const getP2pExpressOrder200ResponseDataMerchantPaymentReferenceRegExp = new RegExp('^P2P-[0-9]{4,12}$');
export const getP2pExpressOrder200ResponseDataTravelRuleBeneficiaryNameMin = 2;
export const getP2pExpressOrder200ResponseDataTravelRuleBeneficiaryNameMax = 128;

export const getP2pExpressOrder200ResponseDataTravelRuleBeneficiaryCountryRegExp = new RegExp('^[A-Z]{2}$');
export const getP2pExpressOrder200ResponseDataTravelRuleConfirmedAtMin = 0;

export const getP2pExpressOrder200ResponseDataCreatedAtMin = 0;

export const getP2pExpressOrder200ResponseDataExpiresAtMin = 0;

export const getP2pExpressOrder200ResponseDataConfirmedAtMin = 0;

export const getP2pExpressOrder200ResponseDataPaidAtMin = 0;

export const getP2pExpressOrder200ResponseDataCompletedAtMin = 0;

export const getP2pExpressOrder200ResponseDataCancelledAtMin = 0;



export const GetP2pExpressOrder200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "direction": /*#__PURE__*/ zod.enum(['deposit', 'withdraw']),
  "status": /*#__PURE__*/ zod.enum(['draft', 'created', 'paid', 'completed', 'cancelled', 'expired']),
  "offerId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "merchant": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.stringFormat('p2p-merchant-id', getP2pExpressOrder200ResponseDataMerchantIdRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(getP2pExpressOrder200ResponseDataMerchantNameMin)).check(/*#__PURE__*/ zod.maxLength(getP2pExpressOrder200ResponseDataMerchantNameMax)),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', getP2pExpressOrder200ResponseDataMerchantCountryRegExp),
  "completedOrders": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getP2pExpressOrder200ResponseDataMerchantCompletedOrdersMin)),
  "completionRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', getP2pExpressOrder200ResponseDataMerchantCompletionRateRegExp)
}),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', getP2pExpressOrder200ResponseDataAssetRegExp),
  "fiat": /*#__PURE__*/ zod.stringFormat('ticker', getP2pExpressOrder200ResponseDataFiatRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getP2pExpressOrder200ResponseDataPriceRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getP2pExpressOrder200ResponseDataAmountRegExp),
  "amountTicker": /*#__PURE__*/ zod.stringFormat('ticker', getP2pExpressOrder200ResponseDataAmountTickerRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getP2pExpressOrder200ResponseDataFeeRegExp),
  "feeTicker": /*#__PURE__*/ zod.stringFormat('ticker', getP2pExpressOrder200ResponseDataFeeTickerRegExp),
  "receive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getP2pExpressOrder200ResponseDataReceiveRegExp),
  "receiveTicker": /*#__PURE__*/ zod.stringFormat('ticker', getP2pExpressOrder200ResponseDataReceiveTickerRegExp),
  "card": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', getP2pExpressOrder200ResponseDataCardOneLast4RegExp),
  "brand": /*#__PURE__*/ zod.enum(['visa', 'mastercard']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(getP2pExpressOrder200ResponseDataCardOneHolderMin)).check(/*#__PURE__*/ zod.maxLength(getP2pExpressOrder200ResponseDataCardOneHolderMax)),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', getP2pExpressOrder200ResponseDataCardOneExpiryRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getP2pExpressOrder200ResponseDataCardOneCreatedAtMin))
}),/*#__PURE__*/ zod.null()]),
  "merchantPayment": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "bank": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(getP2pExpressOrder200ResponseDataMerchantPaymentBankMin)).check(/*#__PURE__*/ zod.maxLength(getP2pExpressOrder200ResponseDataMerchantPaymentBankMax)),
  "cardNumber": /*#__PURE__*/ zod.stringFormat('card-number', getP2pExpressOrder200ResponseDataMerchantPaymentCardNumberRegExp),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(getP2pExpressOrder200ResponseDataMerchantPaymentHolderMin)).check(/*#__PURE__*/ zod.maxLength(getP2pExpressOrder200ResponseDataMerchantPaymentHolderMax)),
  "reference": /*#__PURE__*/ zod.stringFormat('p2p-reference', getP2pExpressOrder200ResponseDataMerchantPaymentReferenceRegExp)
})),
  "travelRule": /*#__PURE__*/ zod.object({
  "required": /*#__PURE__*/ zod.boolean(),
  "beneficiaryName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(getP2pExpressOrder200ResponseDataTravelRuleBeneficiaryNameMin)).check(/*#__PURE__*/ zod.maxLength(getP2pExpressOrder200ResponseDataTravelRuleBeneficiaryNameMax)),
  "beneficiaryCountry": /*#__PURE__*/ zod.stringFormat('country-code', getP2pExpressOrder200ResponseDataTravelRuleBeneficiaryCountryRegExp),
  "confirmedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getP2pExpressOrder200ResponseDataTravelRuleConfirmedAtMin)))
}),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getP2pExpressOrder200ResponseDataCreatedAtMin)),
  "expiresAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getP2pExpressOrder200ResponseDataExpiresAtMin)),
  "confirmedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getP2pExpressOrder200ResponseDataConfirmedAtMin))),
  "paidAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getP2pExpressOrder200ResponseDataPaidAtMin))),
  "completedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getP2pExpressOrder200ResponseDataCompletedAtMin))),
  "cancelledAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getP2pExpressOrder200ResponseDataCancelledAtMin)))
})
})

export const GetP2pExpressOrder401Response = /*#__PURE__*/ zod.object({
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

export const GetP2pExpressOrder403Response = /*#__PURE__*/ zod.object({
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

export const GetP2pExpressOrder404Response = /*#__PURE__*/ zod.object({
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

export const GetP2pExpressOrder429Response = /*#__PURE__*/ zod.object({
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

export const GetP2pExpressOrder5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. Cancels an order while nobody has paid: a `draft`, or a `created` one (a withdrawal's frozen asset is released). A 422 with code 4809 FailedToCancelP2pExpressOrder on `id` once it is `paid`, completed, cancelled or expired; 404 when the user has no order of this id. Code 4809 on any other failure.
 * @summary Cancel a P2P Express order
 */



export const CancelP2pExpressOrderParams = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.describe('The order\'s id.'))
})



export const cancelP2pExpressOrder200ResponseDataMerchantIdRegExp = new RegExp('^[a-z0-9-]{2,32}$');
export const cancelP2pExpressOrder200ResponseDataMerchantNameMin = 2;
export const cancelP2pExpressOrder200ResponseDataMerchantNameMax = 64;

export const cancelP2pExpressOrder200ResponseDataMerchantCountryRegExp = new RegExp('^[A-Z]{2}$');
export const cancelP2pExpressOrder200ResponseDataMerchantCompletedOrdersMin = 0;

export const cancelP2pExpressOrder200ResponseDataMerchantCompletionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cancelP2pExpressOrder200ResponseDataAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cancelP2pExpressOrder200ResponseDataFiatRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cancelP2pExpressOrder200ResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cancelP2pExpressOrder200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cancelP2pExpressOrder200ResponseDataAmountTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cancelP2pExpressOrder200ResponseDataFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cancelP2pExpressOrder200ResponseDataFeeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cancelP2pExpressOrder200ResponseDataReceiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cancelP2pExpressOrder200ResponseDataReceiveTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const cancelP2pExpressOrder200ResponseDataCardOneLast4RegExp = new RegExp('^[0-9]{4}$');
export const cancelP2pExpressOrder200ResponseDataCardOneHolderMin = 2;
export const cancelP2pExpressOrder200ResponseDataCardOneHolderMax = 64;

export const cancelP2pExpressOrder200ResponseDataCardOneExpiryRegExp = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$');
export const cancelP2pExpressOrder200ResponseDataCardOneCreatedAtMin = 0;

export const cancelP2pExpressOrder200ResponseDataMerchantPaymentBankMin = 2;
export const cancelP2pExpressOrder200ResponseDataMerchantPaymentBankMax = 64;

export const cancelP2pExpressOrder200ResponseDataMerchantPaymentCardNumberRegExp = new RegExp('^[0-9]{13,19}$');
export const cancelP2pExpressOrder200ResponseDataMerchantPaymentHolderMin = 2;
export const cancelP2pExpressOrder200ResponseDataMerchantPaymentHolderMax = 64;

export const cancelP2pExpressOrder200ResponseDataMerchantPaymentReferenceRegExp = new RegExp('^P2P-[0-9]{4,12}$');
export const cancelP2pExpressOrder200ResponseDataTravelRuleBeneficiaryNameMin = 2;
export const cancelP2pExpressOrder200ResponseDataTravelRuleBeneficiaryNameMax = 128;

export const cancelP2pExpressOrder200ResponseDataTravelRuleBeneficiaryCountryRegExp = new RegExp('^[A-Z]{2}$');
export const cancelP2pExpressOrder200ResponseDataTravelRuleConfirmedAtMin = 0;

export const cancelP2pExpressOrder200ResponseDataCreatedAtMin = 0;

export const cancelP2pExpressOrder200ResponseDataExpiresAtMin = 0;

export const cancelP2pExpressOrder200ResponseDataConfirmedAtMin = 0;

export const cancelP2pExpressOrder200ResponseDataPaidAtMin = 0;

export const cancelP2pExpressOrder200ResponseDataCompletedAtMin = 0;

export const cancelP2pExpressOrder200ResponseDataCancelledAtMin = 0;



export const CancelP2pExpressOrder200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "direction": /*#__PURE__*/ zod.enum(['deposit', 'withdraw']),
  "status": /*#__PURE__*/ zod.enum(['draft', 'created', 'paid', 'completed', 'cancelled', 'expired']),
  "offerId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "merchant": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.stringFormat('p2p-merchant-id', cancelP2pExpressOrder200ResponseDataMerchantIdRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(cancelP2pExpressOrder200ResponseDataMerchantNameMin)).check(/*#__PURE__*/ zod.maxLength(cancelP2pExpressOrder200ResponseDataMerchantNameMax)),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', cancelP2pExpressOrder200ResponseDataMerchantCountryRegExp),
  "completedOrders": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cancelP2pExpressOrder200ResponseDataMerchantCompletedOrdersMin)),
  "completionRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', cancelP2pExpressOrder200ResponseDataMerchantCompletionRateRegExp)
}),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', cancelP2pExpressOrder200ResponseDataAssetRegExp),
  "fiat": /*#__PURE__*/ zod.stringFormat('ticker', cancelP2pExpressOrder200ResponseDataFiatRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cancelP2pExpressOrder200ResponseDataPriceRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cancelP2pExpressOrder200ResponseDataAmountRegExp),
  "amountTicker": /*#__PURE__*/ zod.stringFormat('ticker', cancelP2pExpressOrder200ResponseDataAmountTickerRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cancelP2pExpressOrder200ResponseDataFeeRegExp),
  "feeTicker": /*#__PURE__*/ zod.stringFormat('ticker', cancelP2pExpressOrder200ResponseDataFeeTickerRegExp),
  "receive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cancelP2pExpressOrder200ResponseDataReceiveRegExp),
  "receiveTicker": /*#__PURE__*/ zod.stringFormat('ticker', cancelP2pExpressOrder200ResponseDataReceiveTickerRegExp),
  "card": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', cancelP2pExpressOrder200ResponseDataCardOneLast4RegExp),
  "brand": /*#__PURE__*/ zod.enum(['visa', 'mastercard']),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(cancelP2pExpressOrder200ResponseDataCardOneHolderMin)).check(/*#__PURE__*/ zod.maxLength(cancelP2pExpressOrder200ResponseDataCardOneHolderMax)),
  "expiry": /*#__PURE__*/ zod.stringFormat('card-expiry', cancelP2pExpressOrder200ResponseDataCardOneExpiryRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cancelP2pExpressOrder200ResponseDataCardOneCreatedAtMin))
}),/*#__PURE__*/ zod.null()]),
  "merchantPayment": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "bank": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(cancelP2pExpressOrder200ResponseDataMerchantPaymentBankMin)).check(/*#__PURE__*/ zod.maxLength(cancelP2pExpressOrder200ResponseDataMerchantPaymentBankMax)),
  "cardNumber": /*#__PURE__*/ zod.stringFormat('card-number', cancelP2pExpressOrder200ResponseDataMerchantPaymentCardNumberRegExp),
  "holder": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(cancelP2pExpressOrder200ResponseDataMerchantPaymentHolderMin)).check(/*#__PURE__*/ zod.maxLength(cancelP2pExpressOrder200ResponseDataMerchantPaymentHolderMax)),
  "reference": /*#__PURE__*/ zod.stringFormat('p2p-reference', cancelP2pExpressOrder200ResponseDataMerchantPaymentReferenceRegExp)
})),
  "travelRule": /*#__PURE__*/ zod.object({
  "required": /*#__PURE__*/ zod.boolean(),
  "beneficiaryName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(cancelP2pExpressOrder200ResponseDataTravelRuleBeneficiaryNameMin)).check(/*#__PURE__*/ zod.maxLength(cancelP2pExpressOrder200ResponseDataTravelRuleBeneficiaryNameMax)),
  "beneficiaryCountry": /*#__PURE__*/ zod.stringFormat('country-code', cancelP2pExpressOrder200ResponseDataTravelRuleBeneficiaryCountryRegExp),
  "confirmedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cancelP2pExpressOrder200ResponseDataTravelRuleConfirmedAtMin)))
}),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cancelP2pExpressOrder200ResponseDataCreatedAtMin)),
  "expiresAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cancelP2pExpressOrder200ResponseDataExpiresAtMin)),
  "confirmedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cancelP2pExpressOrder200ResponseDataConfirmedAtMin))),
  "paidAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cancelP2pExpressOrder200ResponseDataPaidAtMin))),
  "completedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cancelP2pExpressOrder200ResponseDataCompletedAtMin))),
  "cancelledAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cancelP2pExpressOrder200ResponseDataCancelledAtMin)))
})
})

export const CancelP2pExpressOrder401Response = /*#__PURE__*/ zod.object({
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

export const CancelP2pExpressOrder403Response = /*#__PURE__*/ zod.object({
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

export const CancelP2pExpressOrder404Response = /*#__PURE__*/ zod.object({
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

export const CancelP2pExpressOrder419Response = /*#__PURE__*/ zod.object({
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

export const CancelP2pExpressOrder422Response = /*#__PURE__*/ zod.object({
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

export const CancelP2pExpressOrder429Response = /*#__PURE__*/ zod.object({
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

export const CancelP2pExpressOrder451Response = /*#__PURE__*/ zod.object({
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

export const CancelP2pExpressOrder5XXResponse = /*#__PURE__*/ zod.object({
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

