/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


/**
 * Assumption: no published counterpart. The assets a card may carry with the least and most one card holds, and the designs on sale (slugs of the content collection `gift-cards`). Code 1309 FailedToGetGiftCards on failure.
 * @summary What gift cards can be bought in
 */
export const getGiftCardTerms200ResponseDataAssetsItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getGiftCardTerms200ResponseDataAssetsItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getGiftCardTerms200ResponseDataAssetsItemMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getGiftCardTerms200ResponseDataAssetsItemDecimalsMin = 0;
export const getGiftCardTerms200ResponseDataAssetsItemDecimalsMax = 18;

export const getGiftCardTerms200ResponseDataDesignsItemRegExp = new RegExp('^[a-z0-9][a-z0-9-]{0,63}$');


export const GetGiftCardTerms200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "assets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', getGiftCardTerms200ResponseDataAssetsItemTickerRegExp),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getGiftCardTerms200ResponseDataAssetsItemMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getGiftCardTerms200ResponseDataAssetsItemMaxAmountRegExp),
  "decimals": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getGiftCardTerms200ResponseDataAssetsItemDecimalsMin)).check(/*#__PURE__*/ zod.lte(getGiftCardTerms200ResponseDataAssetsItemDecimalsMax))
})),
  "designs": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('gift-card-design', getGiftCardTerms200ResponseDataDesignsItemRegExp))
})
})

export const GetGiftCardTerms429Response = /*#__PURE__*/ zod.object({
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

export const GetGiftCardTerms5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. Takes `amount` of `ticker` from the main balance into a new card of the design, with its code to share. A 422 carries code 32 ErrAmount on `amount` (outside the asset's limits or finer than its decimals), 37 NotEnoughBalance on `amount`, 30 DefaultRequestValidation on `design` or `ticker`. Code 1311 FailedToBuyGiftCard on any other failure.
 * @summary Buy a gift card
 */
export const buyGiftCardBodyDesignRegExp = new RegExp('^[a-z0-9][a-z0-9-]{0,63}$');
export const buyGiftCardBodyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const buyGiftCardBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const buyGiftCardBodyRecipientNameMax = 140;

export const buyGiftCardBodyMessageMax = 140;



export const BuyGiftCardBody = /*#__PURE__*/ zod.object({
  "design": /*#__PURE__*/ zod.stringFormat('gift-card-design', buyGiftCardBodyDesignRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', buyGiftCardBodyTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', buyGiftCardBodyAmountRegExp),
  "recipientName": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(buyGiftCardBodyRecipientNameMax))),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(buyGiftCardBodyMessageMax)))
})


export const buyGiftCard200ResponseDataDesignRegExp = new RegExp('^[a-z0-9][a-z0-9-]{0,63}$');
export const buyGiftCard200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const buyGiftCard200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const buyGiftCard200ResponseDataRecipientNameMax = 140;

export const buyGiftCard200ResponseDataMessageMax = 140;

export const buyGiftCard200ResponseDataCodeRegExp = new RegExp('^GIFT(-[A-Z0-9]{4}){3}$');
export const buyGiftCard200ResponseDataPurchasedAtMin = 0;

export const buyGiftCard200ResponseDataRedeemedAtMin = 0;



export const BuyGiftCard200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "design": /*#__PURE__*/ zod.stringFormat('gift-card-design', buyGiftCard200ResponseDataDesignRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', buyGiftCard200ResponseDataTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', buyGiftCard200ResponseDataAmountRegExp),
  "recipientName": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(buyGiftCard200ResponseDataRecipientNameMax))),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(buyGiftCard200ResponseDataMessageMax))),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('gift-card-code', buyGiftCard200ResponseDataCodeRegExp)),
  "status": /*#__PURE__*/ zod.enum(['active', 'redeemed']),
  "role": /*#__PURE__*/ zod.enum(['bought', 'received']),
  "purchasedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(buyGiftCard200ResponseDataPurchasedAtMin)),
  "redeemedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(buyGiftCard200ResponseDataRedeemedAtMin)))
})
})

export const BuyGiftCard401Response = /*#__PURE__*/ zod.object({
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

export const BuyGiftCard419Response = /*#__PURE__*/ zod.object({
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

export const BuyGiftCard422Response = /*#__PURE__*/ zod.object({
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

export const BuyGiftCard429Response = /*#__PURE__*/ zod.object({
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

export const BuyGiftCard451Response = /*#__PURE__*/ zod.object({
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

export const BuyGiftCard5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. The cards the user bought and those they redeemed, newest first (/gift-cards/my). Code 1312 FailedToGetMyGiftCards on failure.
 * @summary The user's gift cards
 */

export const listMyGiftCards200ResponseDataItemDesignRegExp = new RegExp('^[a-z0-9][a-z0-9-]{0,63}$');
export const listMyGiftCards200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listMyGiftCards200ResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listMyGiftCards200ResponseDataItemRecipientNameMax = 140;

export const listMyGiftCards200ResponseDataItemMessageMax = 140;

export const listMyGiftCards200ResponseDataItemCodeRegExp = new RegExp('^GIFT(-[A-Z0-9]{4}){3}$');
export const listMyGiftCards200ResponseDataItemPurchasedAtMin = 0;

export const listMyGiftCards200ResponseDataItemRedeemedAtMin = 0;



export const ListMyGiftCards200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "design": /*#__PURE__*/ zod.stringFormat('gift-card-design', listMyGiftCards200ResponseDataItemDesignRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', listMyGiftCards200ResponseDataItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listMyGiftCards200ResponseDataItemAmountRegExp),
  "recipientName": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(listMyGiftCards200ResponseDataItemRecipientNameMax))),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(listMyGiftCards200ResponseDataItemMessageMax))),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('gift-card-code', listMyGiftCards200ResponseDataItemCodeRegExp)),
  "status": /*#__PURE__*/ zod.enum(['active', 'redeemed']),
  "role": /*#__PURE__*/ zod.enum(['bought', 'received']),
  "purchasedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMyGiftCards200ResponseDataItemPurchasedAtMin)),
  "redeemedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMyGiftCards200ResponseDataItemRedeemedAtMin)))
}))
})

export const ListMyGiftCards401Response = /*#__PURE__*/ zod.object({
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

export const ListMyGiftCards429Response = /*#__PURE__*/ zod.object({
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

export const ListMyGiftCards5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. A card the user bought or redeemed; another's or an unknown id is a 404. Code 1310 FailedToGetGiftCard on failure.
 * @summary One of the user's gift cards
 */



export const GetGiftCardParams = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.describe('The card\'s id.'))
})


export const getGiftCard200ResponseDataDesignRegExp = new RegExp('^[a-z0-9][a-z0-9-]{0,63}$');
export const getGiftCard200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getGiftCard200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getGiftCard200ResponseDataRecipientNameMax = 140;

export const getGiftCard200ResponseDataMessageMax = 140;

export const getGiftCard200ResponseDataCodeRegExp = new RegExp('^GIFT(-[A-Z0-9]{4}){3}$');
export const getGiftCard200ResponseDataPurchasedAtMin = 0;

export const getGiftCard200ResponseDataRedeemedAtMin = 0;



export const GetGiftCard200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "design": /*#__PURE__*/ zod.stringFormat('gift-card-design', getGiftCard200ResponseDataDesignRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', getGiftCard200ResponseDataTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getGiftCard200ResponseDataAmountRegExp),
  "recipientName": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(getGiftCard200ResponseDataRecipientNameMax))),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(getGiftCard200ResponseDataMessageMax))),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('gift-card-code', getGiftCard200ResponseDataCodeRegExp)),
  "status": /*#__PURE__*/ zod.enum(['active', 'redeemed']),
  "role": /*#__PURE__*/ zod.enum(['bought', 'received']),
  "purchasedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getGiftCard200ResponseDataPurchasedAtMin)),
  "redeemedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getGiftCard200ResponseDataRedeemedAtMin)))
})
})

export const GetGiftCard401Response = /*#__PURE__*/ zod.object({
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

export const GetGiftCard404Response = /*#__PURE__*/ zod.object({
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

export const GetGiftCard429Response = /*#__PURE__*/ zod.object({
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

export const GetGiftCard5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. Credits the card's amount to the main balance of the user who redeems its code, once. A 422 carries code 30 DefaultRequestValidation on `code` (no such card, or redeemed already). Code 1313 FailedToRedeemGiftCard on any other failure.
 * @summary Redeem a gift card
 */
export const redeemGiftCardBodyCodeMax = 40;



export const RedeemGiftCardBody = /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(redeemGiftCardBodyCodeMax))
})


export const redeemGiftCard200ResponseDataDesignRegExp = new RegExp('^[a-z0-9][a-z0-9-]{0,63}$');
export const redeemGiftCard200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const redeemGiftCard200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const redeemGiftCard200ResponseDataRecipientNameMax = 140;

export const redeemGiftCard200ResponseDataMessageMax = 140;

export const redeemGiftCard200ResponseDataCodeRegExp = new RegExp('^GIFT(-[A-Z0-9]{4}){3}$');
export const redeemGiftCard200ResponseDataPurchasedAtMin = 0;

export const redeemGiftCard200ResponseDataRedeemedAtMin = 0;



export const RedeemGiftCard200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "design": /*#__PURE__*/ zod.stringFormat('gift-card-design', redeemGiftCard200ResponseDataDesignRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', redeemGiftCard200ResponseDataTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', redeemGiftCard200ResponseDataAmountRegExp),
  "recipientName": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(redeemGiftCard200ResponseDataRecipientNameMax))),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(redeemGiftCard200ResponseDataMessageMax))),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('gift-card-code', redeemGiftCard200ResponseDataCodeRegExp)),
  "status": /*#__PURE__*/ zod.enum(['active', 'redeemed']),
  "role": /*#__PURE__*/ zod.enum(['bought', 'received']),
  "purchasedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(redeemGiftCard200ResponseDataPurchasedAtMin)),
  "redeemedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(redeemGiftCard200ResponseDataRedeemedAtMin)))
})
})

export const RedeemGiftCard401Response = /*#__PURE__*/ zod.object({
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

export const RedeemGiftCard419Response = /*#__PURE__*/ zod.object({
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

export const RedeemGiftCard422Response = /*#__PURE__*/ zod.object({
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

export const RedeemGiftCard429Response = /*#__PURE__*/ zod.object({
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

export const RedeemGiftCard451Response = /*#__PURE__*/ zod.object({
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

export const RedeemGiftCard5XXResponse = /*#__PURE__*/ zod.object({
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

