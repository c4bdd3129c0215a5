/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


/**
 * Assumption: no published counterpart. The affiliate's code and link, the totals of every campaign (clicks, registrations, first deposits, commission earned) and the commission's account: paid out, processing, available (page /affiliate, and the payout form of /affiliate/payments). Code 4703 FailedToGetAffiliateDashboard on failure.
 * @summary Get the affiliate dashboard
 */
export const getAffiliateDashboard200ResponseDataCodeMin = 4;
export const getAffiliateDashboard200ResponseDataCodeMax = 64;

export const getAffiliateDashboard200ResponseDataLinkMax = 4096;


export const getAffiliateDashboard200ResponseDataLinkRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const getAffiliateDashboard200ResponseDataCommissionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getAffiliateDashboard200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getAffiliateDashboard200ResponseDataTotalsClicksMin = 0;

export const getAffiliateDashboard200ResponseDataTotalsRegistrationsMin = 0;

export const getAffiliateDashboard200ResponseDataTotalsDepositsMin = 0;

export const getAffiliateDashboard200ResponseDataTotalsEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getAffiliateDashboard200ResponseDataPaidOutRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getAffiliateDashboard200ResponseDataProcessingRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getAffiliateDashboard200ResponseDataAvailableRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getAffiliateDashboard200ResponseDataMinPayoutRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetAffiliateDashboard200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(getAffiliateDashboard200ResponseDataCodeMin)).check(/*#__PURE__*/ zod.maxLength(getAffiliateDashboard200ResponseDataCodeMax)),
  "link": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(getAffiliateDashboard200ResponseDataLinkMax)).check(/*#__PURE__*/ zod.regex(getAffiliateDashboard200ResponseDataLinkRegExp)),
  "commissionRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', getAffiliateDashboard200ResponseDataCommissionRateRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', getAffiliateDashboard200ResponseDataTickerRegExp),
  "totals": /*#__PURE__*/ zod.object({
  "clicks": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getAffiliateDashboard200ResponseDataTotalsClicksMin)),
  "registrations": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getAffiliateDashboard200ResponseDataTotalsRegistrationsMin)),
  "deposits": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getAffiliateDashboard200ResponseDataTotalsDepositsMin)),
  "earned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getAffiliateDashboard200ResponseDataTotalsEarnedRegExp)
}),
  "paidOut": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getAffiliateDashboard200ResponseDataPaidOutRegExp),
  "processing": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getAffiliateDashboard200ResponseDataProcessingRegExp),
  "available": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getAffiliateDashboard200ResponseDataAvailableRegExp),
  "minPayout": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getAffiliateDashboard200ResponseDataMinPayoutRegExp)
})
})

export const GetAffiliateDashboard401Response = /*#__PURE__*/ zod.object({
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

export const GetAffiliateDashboard403Response = /*#__PURE__*/ zod.object({
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

export const GetAffiliateDashboard429Response = /*#__PURE__*/ zod.object({
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

export const GetAffiliateDashboard5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. The payouts of commission to the main balance, newest first, with their amounts and statuses (page /affiliate/payments). Code 4707 FailedToGetAffiliatePayments on failure.
 * @summary List the affiliate's payouts
 */
export const listAffiliatePaymentsQueryOffsetDefault = 0;
export const listAffiliatePaymentsQueryOffsetMin = 0;

export const listAffiliatePaymentsQueryLimitDefault = 100;
export const listAffiliatePaymentsQueryLimitMax = 100;



export const ListAffiliatePaymentsQueryParams = /*#__PURE__*/ zod.object({
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listAffiliatePaymentsQueryOffsetMin)), listAffiliatePaymentsQueryOffsetDefault).check(/*#__PURE__*/ zod.describe('Rows to skip.')),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listAffiliatePaymentsQueryLimitMax)), listAffiliatePaymentsQueryLimitDefault).check(/*#__PURE__*/ zod.describe('Rows to return (pagination default 100).'))
})


export const listAffiliatePayments200ResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listAffiliatePayments200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listAffiliatePayments200ResponseDataItemRequestedAtMin = 0;

export const listAffiliatePayments200ResponseDataItemPaidAtMin = 0;

export const listAffiliatePayments200ResponsePaginationLimitMax = 100;

export const listAffiliatePayments200ResponsePaginationOffsetMin = 0;

export const listAffiliatePayments200ResponsePaginationTotalMin = 0;



export const ListAffiliatePayments200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listAffiliatePayments200ResponseDataItemAmountRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', listAffiliatePayments200ResponseDataItemTickerRegExp),
  "status": /*#__PURE__*/ zod.enum(['processing', 'paid']),
  "destination": /*#__PURE__*/ zod.enum(['main_balance']),
  "requestedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listAffiliatePayments200ResponseDataItemRequestedAtMin)),
  "paidAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listAffiliatePayments200ResponseDataItemPaidAtMin)))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listAffiliatePayments200ResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listAffiliatePayments200ResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listAffiliatePayments200ResponsePaginationTotalMin))
})
})

export const ListAffiliatePayments401Response = /*#__PURE__*/ zod.object({
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

export const ListAffiliatePayments403Response = /*#__PURE__*/ zod.object({
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

export const ListAffiliatePayments429Response = /*#__PURE__*/ zod.object({
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

export const ListAffiliatePayments5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. Pays `amount` of the available commission to the main balance: the payout is `processing` (the amount reserved) and is credited, `paid`, a few seconds later on the server's clock. A 422 carries code 32 ErrAmount on `amount` (below the minimum payout, more than is available, or finer than 2 decimals), or 4708 FailedToRequestAffiliatePayout on `amount` when the personal data has not been saved; 4708 on any other failure.
 * @summary Request a payout of commission
 */
export const requestAffiliatePayoutBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const RequestAffiliatePayoutBody = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', requestAffiliatePayoutBodyAmountRegExp)
})


export const requestAffiliatePayout200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const requestAffiliatePayout200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const requestAffiliatePayout200ResponseDataRequestedAtMin = 0;

export const requestAffiliatePayout200ResponseDataPaidAtMin = 0;



export const RequestAffiliatePayout200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', requestAffiliatePayout200ResponseDataAmountRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', requestAffiliatePayout200ResponseDataTickerRegExp),
  "status": /*#__PURE__*/ zod.enum(['processing', 'paid']),
  "destination": /*#__PURE__*/ zod.enum(['main_balance']),
  "requestedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(requestAffiliatePayout200ResponseDataRequestedAtMin)),
  "paidAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(requestAffiliatePayout200ResponseDataPaidAtMin)))
})
})

export const RequestAffiliatePayout401Response = /*#__PURE__*/ zod.object({
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

export const RequestAffiliatePayout403Response = /*#__PURE__*/ zod.object({
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

export const RequestAffiliatePayout419Response = /*#__PURE__*/ zod.object({
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

export const RequestAffiliatePayout422Response = /*#__PURE__*/ zod.object({
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

export const RequestAffiliatePayout429Response = /*#__PURE__*/ zod.object({
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

export const RequestAffiliatePayout451Response = /*#__PURE__*/ zod.object({
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

export const RequestAffiliatePayout5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. The payee's details commission is paid to (page /affiliate/personal-data); `saved` is false until they are first sent. Code 4711 FailedToGetAffiliatePersonalData on failure.
 * @summary Get the affiliate's personal data
 */
export const getAffiliatePersonalData200ResponseDataUpdatedAtMin = 0;

export const getAffiliatePersonalData200ResponseDataFullNameMin = 2;
export const getAffiliatePersonalData200ResponseDataFullNameMax = 100;

export const getAffiliatePersonalData200ResponseDataCountryRegExp = new RegExp('^[A-Z]{2}$');
export const getAffiliatePersonalData200ResponseDataCityMax = 80;

export const getAffiliatePersonalData200ResponseDataAddressMin = 3;
export const getAffiliatePersonalData200ResponseDataAddressMax = 200;

export const getAffiliatePersonalData200ResponseDataPostalCodeRegExp = new RegExp('^[A-Za-z0-9 -]{2,12}$');
export const getAffiliatePersonalData200ResponseDataPhoneRegExp = new RegExp('^\\+[1-9][0-9]{6,14}$');
export const getAffiliatePersonalData200ResponseDataCompanyNameMin = 2;
export const getAffiliatePersonalData200ResponseDataCompanyNameMax = 120;

export const getAffiliatePersonalData200ResponseDataTaxIdRegExp = new RegExp('^[A-Za-z0-9-]{4,32}$');


export const GetAffiliatePersonalData200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "saved": /*#__PURE__*/ zod.boolean(),
  "updatedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getAffiliatePersonalData200ResponseDataUpdatedAtMin))),
  "fullName": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(getAffiliatePersonalData200ResponseDataFullNameMin)).check(/*#__PURE__*/ zod.maxLength(getAffiliatePersonalData200ResponseDataFullNameMax))),
  "country": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('country-code', getAffiliatePersonalData200ResponseDataCountryRegExp)),
  "city": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(getAffiliatePersonalData200ResponseDataCityMax))),
  "address": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(getAffiliatePersonalData200ResponseDataAddressMin)).check(/*#__PURE__*/ zod.maxLength(getAffiliatePersonalData200ResponseDataAddressMax))),
  "postalCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('postal-code', getAffiliatePersonalData200ResponseDataPostalCodeRegExp)),
  "phone": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('phone-e164', getAffiliatePersonalData200ResponseDataPhoneRegExp)),
  "companyName": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(getAffiliatePersonalData200ResponseDataCompanyNameMin)).check(/*#__PURE__*/ zod.maxLength(getAffiliatePersonalData200ResponseDataCompanyNameMax))),
  "taxId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('tax-id', getAffiliatePersonalData200ResponseDataTaxIdRegExp))
})
})

export const GetAffiliatePersonalData401Response = /*#__PURE__*/ zod.object({
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

export const GetAffiliatePersonalData403Response = /*#__PURE__*/ zod.object({
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

export const GetAffiliatePersonalData429Response = /*#__PURE__*/ zod.object({
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

export const GetAffiliatePersonalData5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. Replaces the payee's details as a whole and answers what is kept. A 422 carries code 30 DefaultRequestValidation on the field at fault; 4712 FailedToUpdateAffiliatePersonalData on any other failure.
 * @summary Save the affiliate's personal data
 */
export const updateAffiliatePersonalDataBodyFullNameMin = 2;
export const updateAffiliatePersonalDataBodyFullNameMax = 100;

export const updateAffiliatePersonalDataBodyCountryRegExp = new RegExp('^[A-Z]{2}$');
export const updateAffiliatePersonalDataBodyCityMax = 80;

export const updateAffiliatePersonalDataBodyAddressMin = 3;
export const updateAffiliatePersonalDataBodyAddressMax = 200;

export const updateAffiliatePersonalDataBodyPostalCodeRegExp = new RegExp('^[A-Za-z0-9 -]{2,12}$');
export const updateAffiliatePersonalDataBodyPhoneRegExp = new RegExp('^\\+[1-9][0-9]{6,14}$');
export const updateAffiliatePersonalDataBodyCompanyNameMin = 2;
export const updateAffiliatePersonalDataBodyCompanyNameMax = 120;

export const updateAffiliatePersonalDataBodyTaxIdRegExp = new RegExp('^[A-Za-z0-9-]{4,32}$');


export const UpdateAffiliatePersonalDataBody = /*#__PURE__*/ zod.object({
  "fullName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(updateAffiliatePersonalDataBodyFullNameMin)).check(/*#__PURE__*/ zod.maxLength(updateAffiliatePersonalDataBodyFullNameMax)),
  "country": /*#__PURE__*/ zod.stringFormat('country-code', updateAffiliatePersonalDataBodyCountryRegExp),
  "city": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(updateAffiliatePersonalDataBodyCityMax)),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(updateAffiliatePersonalDataBodyAddressMin)).check(/*#__PURE__*/ zod.maxLength(updateAffiliatePersonalDataBodyAddressMax)),
  "postalCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('postal-code', updateAffiliatePersonalDataBodyPostalCodeRegExp)),
  "phone": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('phone-e164', updateAffiliatePersonalDataBodyPhoneRegExp)),
  "companyName": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(updateAffiliatePersonalDataBodyCompanyNameMin)).check(/*#__PURE__*/ zod.maxLength(updateAffiliatePersonalDataBodyCompanyNameMax))),
  "taxId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('tax-id', updateAffiliatePersonalDataBodyTaxIdRegExp))
})

export const updateAffiliatePersonalData200ResponseDataUpdatedAtMin = 0;

export const updateAffiliatePersonalData200ResponseDataFullNameMin = 2;
export const updateAffiliatePersonalData200ResponseDataFullNameMax = 100;

export const updateAffiliatePersonalData200ResponseDataCountryRegExp = new RegExp('^[A-Z]{2}$');
export const updateAffiliatePersonalData200ResponseDataCityMax = 80;

export const updateAffiliatePersonalData200ResponseDataAddressMin = 3;
export const updateAffiliatePersonalData200ResponseDataAddressMax = 200;

export const updateAffiliatePersonalData200ResponseDataPostalCodeRegExp = new RegExp('^[A-Za-z0-9 -]{2,12}$');
export const updateAffiliatePersonalData200ResponseDataPhoneRegExp = new RegExp('^\\+[1-9][0-9]{6,14}$');
export const updateAffiliatePersonalData200ResponseDataCompanyNameMin = 2;
export const updateAffiliatePersonalData200ResponseDataCompanyNameMax = 120;

export const updateAffiliatePersonalData200ResponseDataTaxIdRegExp = new RegExp('^[A-Za-z0-9-]{4,32}$');


export const UpdateAffiliatePersonalData200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "saved": /*#__PURE__*/ zod.boolean(),
  "updatedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(updateAffiliatePersonalData200ResponseDataUpdatedAtMin))),
  "fullName": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(updateAffiliatePersonalData200ResponseDataFullNameMin)).check(/*#__PURE__*/ zod.maxLength(updateAffiliatePersonalData200ResponseDataFullNameMax))),
  "country": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('country-code', updateAffiliatePersonalData200ResponseDataCountryRegExp)),
  "city": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(updateAffiliatePersonalData200ResponseDataCityMax))),
  "address": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(updateAffiliatePersonalData200ResponseDataAddressMin)).check(/*#__PURE__*/ zod.maxLength(updateAffiliatePersonalData200ResponseDataAddressMax))),
  "postalCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('postal-code', updateAffiliatePersonalData200ResponseDataPostalCodeRegExp)),
  "phone": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('phone-e164', updateAffiliatePersonalData200ResponseDataPhoneRegExp)),
  "companyName": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(updateAffiliatePersonalData200ResponseDataCompanyNameMin)).check(/*#__PURE__*/ zod.maxLength(updateAffiliatePersonalData200ResponseDataCompanyNameMax))),
  "taxId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('tax-id', updateAffiliatePersonalData200ResponseDataTaxIdRegExp))
})
})

export const UpdateAffiliatePersonalData401Response = /*#__PURE__*/ zod.object({
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

export const UpdateAffiliatePersonalData403Response = /*#__PURE__*/ zod.object({
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

export const UpdateAffiliatePersonalData419Response = /*#__PURE__*/ zod.object({
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

export const UpdateAffiliatePersonalData422Response = /*#__PURE__*/ zod.object({
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

export const UpdateAffiliatePersonalData429Response = /*#__PURE__*/ zod.object({
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

export const UpdateAffiliatePersonalData5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. The programme's campaigns, running ones first, each with its commission rate, landing pages and what the affiliate's links brought it (page /affiliate/campaigns). Code 4713 FailedToGetAffiliateCampaigns on failure.
 * @summary List the affiliate campaigns
 */
export const listAffiliateCampaigns200ResponseDataItemSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{2,47}$');
export const listAffiliateCampaigns200ResponseDataItemTitleMax = 120;

export const listAffiliateCampaigns200ResponseDataItemStartsAtMin = 0;

export const listAffiliateCampaigns200ResponseDataItemEndsAtMin = 0;

export const listAffiliateCampaigns200ResponseDataItemCommissionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listAffiliateCampaigns200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listAffiliateCampaigns200ResponseDataItemLandingPagesItemRegExp = new RegExp('^/[a-z0-9/-]{0,63}$');

export const listAffiliateCampaigns200ResponseDataItemTotalsClicksMin = 0;

export const listAffiliateCampaigns200ResponseDataItemTotalsRegistrationsMin = 0;

export const listAffiliateCampaigns200ResponseDataItemTotalsDepositsMin = 0;

export const listAffiliateCampaigns200ResponseDataItemTotalsEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const ListAffiliateCampaigns200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "slug": /*#__PURE__*/ zod.stringFormat('affiliate-campaign-slug', listAffiliateCampaigns200ResponseDataItemSlugRegExp),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(listAffiliateCampaigns200ResponseDataItemTitleMax)),
  "status": /*#__PURE__*/ zod.enum(['active', 'ended']),
  "startsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listAffiliateCampaigns200ResponseDataItemStartsAtMin)),
  "endsAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listAffiliateCampaigns200ResponseDataItemEndsAtMin))),
  "commissionRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', listAffiliateCampaigns200ResponseDataItemCommissionRateRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', listAffiliateCampaigns200ResponseDataItemTickerRegExp),
  "landingPages": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('affiliate-landing-page', listAffiliateCampaigns200ResponseDataItemLandingPagesItemRegExp)).check(/*#__PURE__*/ zod.minLength(1)),
  "totals": /*#__PURE__*/ zod.object({
  "clicks": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listAffiliateCampaigns200ResponseDataItemTotalsClicksMin)),
  "registrations": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listAffiliateCampaigns200ResponseDataItemTotalsRegistrationsMin)),
  "deposits": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listAffiliateCampaigns200ResponseDataItemTotalsDepositsMin)),
  "earned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listAffiliateCampaigns200ResponseDataItemTotalsEarnedRegExp)
})
}))
})

export const ListAffiliateCampaigns401Response = /*#__PURE__*/ zod.object({
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

export const ListAffiliateCampaigns403Response = /*#__PURE__*/ zod.object({
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

export const ListAffiliateCampaigns429Response = /*#__PURE__*/ zod.object({
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

export const ListAffiliateCampaigns5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. One campaign with its totals (page /affiliate/campaigns/:campaign). 404 for a slug the programme has no campaign of. Code 4714 FailedToGetAffiliateCampaign on failure.
 * @summary Get an affiliate campaign
 */
export const getAffiliateCampaignPathCampaignRegExp = new RegExp('^[a-z0-9][a-z0-9-]{2,47}$');


export const GetAffiliateCampaignParams = /*#__PURE__*/ zod.object({
  "campaign": /*#__PURE__*/ zod.stringFormat('affiliate-campaign-slug', getAffiliateCampaignPathCampaignRegExp).check(/*#__PURE__*/ zod.describe('The campaign\'s slug.'))
})

export const getAffiliateCampaign200ResponseDataSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{2,47}$');
export const getAffiliateCampaign200ResponseDataTitleMax = 120;

export const getAffiliateCampaign200ResponseDataStartsAtMin = 0;

export const getAffiliateCampaign200ResponseDataEndsAtMin = 0;

export const getAffiliateCampaign200ResponseDataCommissionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getAffiliateCampaign200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getAffiliateCampaign200ResponseDataLandingPagesItemRegExp = new RegExp('^/[a-z0-9/-]{0,63}$');

export const getAffiliateCampaign200ResponseDataTotalsClicksMin = 0;

export const getAffiliateCampaign200ResponseDataTotalsRegistrationsMin = 0;

export const getAffiliateCampaign200ResponseDataTotalsDepositsMin = 0;

export const getAffiliateCampaign200ResponseDataTotalsEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetAffiliateCampaign200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "slug": /*#__PURE__*/ zod.stringFormat('affiliate-campaign-slug', getAffiliateCampaign200ResponseDataSlugRegExp),
  "title": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(getAffiliateCampaign200ResponseDataTitleMax)),
  "status": /*#__PURE__*/ zod.enum(['active', 'ended']),
  "startsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getAffiliateCampaign200ResponseDataStartsAtMin)),
  "endsAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getAffiliateCampaign200ResponseDataEndsAtMin))),
  "commissionRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', getAffiliateCampaign200ResponseDataCommissionRateRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', getAffiliateCampaign200ResponseDataTickerRegExp),
  "landingPages": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('affiliate-landing-page', getAffiliateCampaign200ResponseDataLandingPagesItemRegExp)).check(/*#__PURE__*/ zod.minLength(1)),
  "totals": /*#__PURE__*/ zod.object({
  "clicks": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getAffiliateCampaign200ResponseDataTotalsClicksMin)),
  "registrations": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getAffiliateCampaign200ResponseDataTotalsRegistrationsMin)),
  "deposits": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getAffiliateCampaign200ResponseDataTotalsDepositsMin)),
  "earned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getAffiliateCampaign200ResponseDataTotalsEarnedRegExp)
})
})
})

export const GetAffiliateCampaign401Response = /*#__PURE__*/ zod.object({
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

export const GetAffiliateCampaign403Response = /*#__PURE__*/ zod.object({
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

export const GetAffiliateCampaign404Response = /*#__PURE__*/ zod.object({
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

export const GetAffiliateCampaign429Response = /*#__PURE__*/ zod.object({
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

export const GetAffiliateCampaign5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. A campaign's clicks, registrations, first deposits and commission per UTC day over the period, oldest first, today included (days before the campaign started or after it ended are zero), and their totals. 404 for an unknown campaign. Code 4718 FailedToGetCampaignStatistics on failure.
 * @summary Get a campaign's statistics over time
 */
export const getAffiliateCampaignStatisticsPathCampaignRegExp = new RegExp('^[a-z0-9][a-z0-9-]{2,47}$');


export const GetAffiliateCampaignStatisticsParams = /*#__PURE__*/ zod.object({
  "campaign": /*#__PURE__*/ zod.stringFormat('affiliate-campaign-slug', getAffiliateCampaignStatisticsPathCampaignRegExp).check(/*#__PURE__*/ zod.describe('The campaign\'s slug.'))
})

export const GetAffiliateCampaignStatisticsQueryParams = /*#__PURE__*/ zod.object({
  "period": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['7d', '30d', '90d'])).check(/*#__PURE__*/ zod.describe('The days to cover (default the last 30).'))
})

export const getAffiliateCampaignStatistics200ResponseDataCampaignRegExp = new RegExp('^[a-z0-9][a-z0-9-]{2,47}$');
export const getAffiliateCampaignStatistics200ResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getAffiliateCampaignStatistics200ResponseDataTotalsClicksMin = 0;

export const getAffiliateCampaignStatistics200ResponseDataTotalsRegistrationsMin = 0;

export const getAffiliateCampaignStatistics200ResponseDataTotalsDepositsMin = 0;

export const getAffiliateCampaignStatistics200ResponseDataTotalsEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getAffiliateCampaignStatistics200ResponseDataPointsItemDateMin = 0;

export const getAffiliateCampaignStatistics200ResponseDataPointsItemClicksMin = 0;

export const getAffiliateCampaignStatistics200ResponseDataPointsItemRegistrationsMin = 0;

export const getAffiliateCampaignStatistics200ResponseDataPointsItemDepositsMin = 0;

export const getAffiliateCampaignStatistics200ResponseDataPointsItemEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getAffiliateCampaignStatistics200ResponseDataPointsMax = 90;



export const GetAffiliateCampaignStatistics200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "campaign": /*#__PURE__*/ zod.stringFormat('affiliate-campaign-slug', getAffiliateCampaignStatistics200ResponseDataCampaignRegExp),
  "period": /*#__PURE__*/ zod.enum(['7d', '30d', '90d']),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', getAffiliateCampaignStatistics200ResponseDataTickerRegExp),
  "totals": /*#__PURE__*/ zod.object({
  "clicks": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getAffiliateCampaignStatistics200ResponseDataTotalsClicksMin)),
  "registrations": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getAffiliateCampaignStatistics200ResponseDataTotalsRegistrationsMin)),
  "deposits": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getAffiliateCampaignStatistics200ResponseDataTotalsDepositsMin)),
  "earned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getAffiliateCampaignStatistics200ResponseDataTotalsEarnedRegExp)
}),
  "points": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "date": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getAffiliateCampaignStatistics200ResponseDataPointsItemDateMin)),
  "clicks": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getAffiliateCampaignStatistics200ResponseDataPointsItemClicksMin)),
  "registrations": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getAffiliateCampaignStatistics200ResponseDataPointsItemRegistrationsMin)),
  "deposits": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getAffiliateCampaignStatistics200ResponseDataPointsItemDepositsMin)),
  "earned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getAffiliateCampaignStatistics200ResponseDataPointsItemEarnedRegExp)
})).check(/*#__PURE__*/ zod.maxLength(getAffiliateCampaignStatistics200ResponseDataPointsMax))
})
})

export const GetAffiliateCampaignStatistics401Response = /*#__PURE__*/ zod.object({
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

export const GetAffiliateCampaignStatistics403Response = /*#__PURE__*/ zod.object({
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

export const GetAffiliateCampaignStatistics404Response = /*#__PURE__*/ zod.object({
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

export const GetAffiliateCampaignStatistics429Response = /*#__PURE__*/ zod.object({
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

export const GetAffiliateCampaignStatistics5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. The tracking links the affiliate built, newest first, all of them or one campaign's (the link builder of /affiliate/campaigns). Code 4719 FailedToGetCampaignLinks on failure.
 * @summary List the affiliate's tracking links
 */
export const listAffiliateLinksQueryCampaignRegExp = new RegExp('^[a-z0-9][a-z0-9-]{2,47}$');


export const ListAffiliateLinksQueryParams = /*#__PURE__*/ zod.object({
  "campaign": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('affiliate-campaign-slug', listAffiliateLinksQueryCampaignRegExp)).check(/*#__PURE__*/ zod.describe('Only this campaign\'s links.'))
})


export const listAffiliateLinks200ResponseDataItemCampaignRegExp = new RegExp('^[a-z0-9][a-z0-9-]{2,47}$');
export const listAffiliateLinks200ResponseDataItemLandingPageRegExp = new RegExp('^/[a-z0-9/-]{0,63}$');
export const listAffiliateLinks200ResponseDataItemSubIdRegExp = new RegExp('^[A-Za-z0-9_-]{1,32}$');
export const listAffiliateLinks200ResponseDataItemUrlMax = 4096;


export const listAffiliateLinks200ResponseDataItemUrlRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const listAffiliateLinks200ResponseDataItemCreatedAtMin = 0;



export const ListAffiliateLinks200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "campaign": /*#__PURE__*/ zod.stringFormat('affiliate-campaign-slug', listAffiliateLinks200ResponseDataItemCampaignRegExp),
  "landingPage": /*#__PURE__*/ zod.stringFormat('affiliate-landing-page', listAffiliateLinks200ResponseDataItemLandingPageRegExp),
  "subId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('affiliate-sub-id', listAffiliateLinks200ResponseDataItemSubIdRegExp)),
  "url": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(listAffiliateLinks200ResponseDataItemUrlMax)).check(/*#__PURE__*/ zod.regex(listAffiliateLinks200ResponseDataItemUrlRegExp)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listAffiliateLinks200ResponseDataItemCreatedAtMin))
}))
})

export const ListAffiliateLinks401Response = /*#__PURE__*/ zod.object({
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

export const ListAffiliateLinks403Response = /*#__PURE__*/ zod.object({
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

export const ListAffiliateLinks429Response = /*#__PURE__*/ zod.object({
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

export const ListAffiliateLinks5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. Builds a tracking link for a campaign: its landing page with the affiliate code (`aff`), the campaign (`utm_campaign`) and the sub-id (`sub_id`) in the query; the same campaign, page and sub-id twice is refused. A 422 carries code 30 DefaultRequestValidation on `campaign` (unknown or ended), `landingPage` (not one of the campaign's) or `subId` (a link with it exists); 4720 FailedToCreateCampaignLink on any other failure (e.g. 50 links already).
 * @summary Build a tracking link
 */
export const createAffiliateLinkBodyCampaignRegExp = new RegExp('^[a-z0-9][a-z0-9-]{2,47}$');
export const createAffiliateLinkBodyLandingPageRegExp = new RegExp('^/[a-z0-9/-]{0,63}$');
export const createAffiliateLinkBodySubIdRegExp = new RegExp('^[A-Za-z0-9_-]{1,32}$');


export const CreateAffiliateLinkBody = /*#__PURE__*/ zod.object({
  "campaign": /*#__PURE__*/ zod.stringFormat('affiliate-campaign-slug', createAffiliateLinkBodyCampaignRegExp),
  "landingPage": /*#__PURE__*/ zod.stringFormat('affiliate-landing-page', createAffiliateLinkBodyLandingPageRegExp),
  "subId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('affiliate-sub-id', createAffiliateLinkBodySubIdRegExp))
})


export const createAffiliateLink200ResponseDataCampaignRegExp = new RegExp('^[a-z0-9][a-z0-9-]{2,47}$');
export const createAffiliateLink200ResponseDataLandingPageRegExp = new RegExp('^/[a-z0-9/-]{0,63}$');
export const createAffiliateLink200ResponseDataSubIdRegExp = new RegExp('^[A-Za-z0-9_-]{1,32}$');
export const createAffiliateLink200ResponseDataUrlMax = 4096;


export const createAffiliateLink200ResponseDataUrlRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const createAffiliateLink200ResponseDataCreatedAtMin = 0;



export const CreateAffiliateLink200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "campaign": /*#__PURE__*/ zod.stringFormat('affiliate-campaign-slug', createAffiliateLink200ResponseDataCampaignRegExp),
  "landingPage": /*#__PURE__*/ zod.stringFormat('affiliate-landing-page', createAffiliateLink200ResponseDataLandingPageRegExp),
  "subId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('affiliate-sub-id', createAffiliateLink200ResponseDataSubIdRegExp)),
  "url": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(createAffiliateLink200ResponseDataUrlMax)).check(/*#__PURE__*/ zod.regex(createAffiliateLink200ResponseDataUrlRegExp)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createAffiliateLink200ResponseDataCreatedAtMin))
})
})

export const CreateAffiliateLink401Response = /*#__PURE__*/ zod.object({
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

export const CreateAffiliateLink403Response = /*#__PURE__*/ zod.object({
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

export const CreateAffiliateLink419Response = /*#__PURE__*/ zod.object({
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

export const CreateAffiliateLink422Response = /*#__PURE__*/ zod.object({
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

export const CreateAffiliateLink429Response = /*#__PURE__*/ zod.object({
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

export const CreateAffiliateLink5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: no published counterpart. Removes a tracking link from the builder's list (visits already made keep their attribution). 404 for a link the affiliate has no link of this id. Code 4721 FailedToDeleteCampaignLink on failure.
 * @summary Delete a tracking link
 */



export const DeleteAffiliateLinkParams = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.describe('The link\'s id.'))
})

export const DeleteAffiliateLink204Response = /*#__PURE__*/ zod.void()

export const DeleteAffiliateLink401Response = /*#__PURE__*/ zod.object({
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

export const DeleteAffiliateLink403Response = /*#__PURE__*/ zod.object({
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

export const DeleteAffiliateLink404Response = /*#__PURE__*/ zod.object({
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

export const DeleteAffiliateLink419Response = /*#__PURE__*/ zod.object({
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

export const DeleteAffiliateLink422Response = /*#__PURE__*/ zod.object({
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

export const DeleteAffiliateLink429Response = /*#__PURE__*/ zod.object({
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

export const DeleteAffiliateLink5XXResponse = /*#__PURE__*/ zod.object({
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

