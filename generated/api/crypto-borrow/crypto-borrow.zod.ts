/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


/**
 * Assumption: the spec names no call for /crypto-borrow and the published API documents no loan operation; shaped like the common crypto-loan APIs (borrowable coins with an hourly rate and limits, collateral coins with initial, margin-call and liquidation LTV). Prices are in USDT, as the rates of GET /v2/currencies/rates/USDT, so a client can preview a loan's LTV before asking. Guests may read it. Fails with 3300 FailedToGetBorrowInfo.
 * @summary Get the crypto borrow terms
 */
export const getCryptoBorrowTerms200ResponseDataLoanAssetsItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getCryptoBorrowTerms200ResponseDataLoanAssetsItemHourlyRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getCryptoBorrowTerms200ResponseDataLoanAssetsItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getCryptoBorrowTerms200ResponseDataLoanAssetsItemMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getCryptoBorrowTerms200ResponseDataLoanAssetsItemPriceUsdtRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getCryptoBorrowTerms200ResponseDataCollateralAssetsItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const getCryptoBorrowTerms200ResponseDataCollateralAssetsItemInitialLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getCryptoBorrowTerms200ResponseDataCollateralAssetsItemMarginCallLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getCryptoBorrowTerms200ResponseDataCollateralAssetsItemLiquidationLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getCryptoBorrowTerms200ResponseDataCollateralAssetsItemPriceUsdtRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetCryptoBorrowTerms200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "loanAssets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', getCryptoBorrowTerms200ResponseDataLoanAssetsItemTickerRegExp),
  "hourlyRate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getCryptoBorrowTerms200ResponseDataLoanAssetsItemHourlyRateRegExp),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getCryptoBorrowTerms200ResponseDataLoanAssetsItemMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getCryptoBorrowTerms200ResponseDataLoanAssetsItemMaxAmountRegExp),
  "priceUsdt": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getCryptoBorrowTerms200ResponseDataLoanAssetsItemPriceUsdtRegExp)
})),
  "collateralAssets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', getCryptoBorrowTerms200ResponseDataCollateralAssetsItemTickerRegExp),
  "initialLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getCryptoBorrowTerms200ResponseDataCollateralAssetsItemInitialLtvRegExp),
  "marginCallLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getCryptoBorrowTerms200ResponseDataCollateralAssetsItemMarginCallLtvRegExp),
  "liquidationLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getCryptoBorrowTerms200ResponseDataCollateralAssetsItemLiquidationLtvRegExp),
  "priceUsdt": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getCryptoBorrowTerms200ResponseDataCollateralAssetsItemPriceUsdtRegExp)
}))
})
})

export const GetCryptoBorrowTerms429Response = /*#__PURE__*/ zod.object({
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

export const GetCryptoBorrowTerms5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: the user's loans, newest first, open ones or closed ones (repaid or liquidated), with their current LTV at the current prices. Offset and limit pagination (default 100). Fails with 3300 FailedToGetBorrowInfo.
 * @summary List the user's loans
 */
export const listCryptoLoansQueryStatusDefault = `open`;
export const listCryptoLoansQueryOffsetDefault = 0;
export const listCryptoLoansQueryOffsetMin = 0;

export const listCryptoLoansQueryLimitDefault = 100;
export const listCryptoLoansQueryLimitMax = 100;



export const ListCryptoLoansQueryParams = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.enum(['open', 'closed']), listCryptoLoansQueryStatusDefault).check(/*#__PURE__*/ zod.describe('open (the default) or closed.')),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCryptoLoansQueryOffsetMin)), listCryptoLoansQueryOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listCryptoLoansQueryLimitMax)), listCryptoLoansQueryLimitDefault)
})


export const listCryptoLoans200ResponseDataItemLoanTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listCryptoLoans200ResponseDataItemPrincipalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listCryptoLoans200ResponseDataItemInterestRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listCryptoLoans200ResponseDataItemCollateralTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listCryptoLoans200ResponseDataItemCollateralAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listCryptoLoans200ResponseDataItemHourlyRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listCryptoLoans200ResponseDataItemLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listCryptoLoans200ResponseDataItemInitialLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listCryptoLoans200ResponseDataItemMarginCallLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listCryptoLoans200ResponseDataItemLiquidationLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listCryptoLoans200ResponseDataItemMarginCallPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listCryptoLoans200ResponseDataItemLiquidationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listCryptoLoans200ResponseDataItemCreatedAtMin = 0;

export const listCryptoLoans200ResponseDataItemClosedAtOneMin = 0;

export const listCryptoLoans200ResponsePaginationLimitMax = 100;

export const listCryptoLoans200ResponsePaginationOffsetMin = 0;

export const listCryptoLoans200ResponsePaginationTotalMin = 0;



export const ListCryptoLoans200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "loanTicker": /*#__PURE__*/ zod.stringFormat('ticker', listCryptoLoans200ResponseDataItemLoanTickerRegExp),
  "principal": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listCryptoLoans200ResponseDataItemPrincipalRegExp),
  "interest": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listCryptoLoans200ResponseDataItemInterestRegExp),
  "collateralTicker": /*#__PURE__*/ zod.stringFormat('ticker', listCryptoLoans200ResponseDataItemCollateralTickerRegExp),
  "collateralAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listCryptoLoans200ResponseDataItemCollateralAmountRegExp),
  "hourlyRate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listCryptoLoans200ResponseDataItemHourlyRateRegExp),
  "ltv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listCryptoLoans200ResponseDataItemLtvRegExp),
  "initialLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listCryptoLoans200ResponseDataItemInitialLtvRegExp),
  "marginCallLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listCryptoLoans200ResponseDataItemMarginCallLtvRegExp),
  "liquidationLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listCryptoLoans200ResponseDataItemLiquidationLtvRegExp),
  "marginCallPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listCryptoLoans200ResponseDataItemMarginCallPriceRegExp),
  "liquidationPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listCryptoLoans200ResponseDataItemLiquidationPriceRegExp),
  "status": /*#__PURE__*/ zod.enum(['open', 'repaid', 'liquidated']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCryptoLoans200ResponseDataItemCreatedAtMin)),
  "closedAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCryptoLoans200ResponseDataItemClosedAtOneMin)),/*#__PURE__*/ zod.null()])
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listCryptoLoans200ResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCryptoLoans200ResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCryptoLoans200ResponsePaginationTotalMin))
})
})

export const ListCryptoLoans401Response = /*#__PURE__*/ zod.object({
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

export const ListCryptoLoans429Response = /*#__PURE__*/ zod.object({
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

export const ListCryptoLoans5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: borrows loanAmount of loanTicker, credited to the main balance, against collateralAmount of collateralTicker, frozen on the main balance until the loan is repaid. The loan must be within the asset's minimum and maximum and at most the collateral's initial LTV. A 422 carries code 32 ErrAmount on loanAmount (limits, decimals), 37 NotEnoughBalance on collateralAmount, 30 on a ticker that cannot be borrowed or pledged, or 3301 FailedToBorrow on collateralAmount when the collateral is too small for the initial LTV.
 * @summary Take out a loan
 */
export const createCryptoLoanBodyLoanTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createCryptoLoanBodyLoanAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createCryptoLoanBodyCollateralTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createCryptoLoanBodyCollateralAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const CreateCryptoLoanBody = /*#__PURE__*/ zod.object({
  "loanTicker": /*#__PURE__*/ zod.stringFormat('ticker', createCryptoLoanBodyLoanTickerRegExp),
  "loanAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createCryptoLoanBodyLoanAmountRegExp),
  "collateralTicker": /*#__PURE__*/ zod.stringFormat('ticker', createCryptoLoanBodyCollateralTickerRegExp),
  "collateralAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createCryptoLoanBodyCollateralAmountRegExp)
})


export const createCryptoLoan200ResponseDataLoanTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createCryptoLoan200ResponseDataPrincipalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createCryptoLoan200ResponseDataInterestRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createCryptoLoan200ResponseDataCollateralTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createCryptoLoan200ResponseDataCollateralAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createCryptoLoan200ResponseDataHourlyRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createCryptoLoan200ResponseDataLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createCryptoLoan200ResponseDataInitialLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createCryptoLoan200ResponseDataMarginCallLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createCryptoLoan200ResponseDataLiquidationLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createCryptoLoan200ResponseDataMarginCallPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createCryptoLoan200ResponseDataLiquidationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createCryptoLoan200ResponseDataCreatedAtMin = 0;

export const createCryptoLoan200ResponseDataClosedAtOneMin = 0;



export const CreateCryptoLoan200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "loanTicker": /*#__PURE__*/ zod.stringFormat('ticker', createCryptoLoan200ResponseDataLoanTickerRegExp),
  "principal": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createCryptoLoan200ResponseDataPrincipalRegExp),
  "interest": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createCryptoLoan200ResponseDataInterestRegExp),
  "collateralTicker": /*#__PURE__*/ zod.stringFormat('ticker', createCryptoLoan200ResponseDataCollateralTickerRegExp),
  "collateralAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createCryptoLoan200ResponseDataCollateralAmountRegExp),
  "hourlyRate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createCryptoLoan200ResponseDataHourlyRateRegExp),
  "ltv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createCryptoLoan200ResponseDataLtvRegExp),
  "initialLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createCryptoLoan200ResponseDataInitialLtvRegExp),
  "marginCallLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createCryptoLoan200ResponseDataMarginCallLtvRegExp),
  "liquidationLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createCryptoLoan200ResponseDataLiquidationLtvRegExp),
  "marginCallPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createCryptoLoan200ResponseDataMarginCallPriceRegExp),
  "liquidationPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createCryptoLoan200ResponseDataLiquidationPriceRegExp),
  "status": /*#__PURE__*/ zod.enum(['open', 'repaid', 'liquidated']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createCryptoLoan200ResponseDataCreatedAtMin)),
  "closedAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createCryptoLoan200ResponseDataClosedAtOneMin)),/*#__PURE__*/ zod.null()])
})
})

export const CreateCryptoLoan401Response = /*#__PURE__*/ zod.object({
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

export const CreateCryptoLoan419Response = /*#__PURE__*/ zod.object({
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

export const CreateCryptoLoan422Response = /*#__PURE__*/ zod.object({
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

export const CreateCryptoLoan429Response = /*#__PURE__*/ zod.object({
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

export const CreateCryptoLoan451Response = /*#__PURE__*/ zod.object({
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

export const CreateCryptoLoan5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: pays amount of the loan's ticker from the main balance, interest first, then principal; once nothing is owed the loan is repaid and its collateral is unfrozen. A 422 carries code 32 ErrAmount on amount (zero, more than is owed, too many decimals), 37 NotEnoughBalance on amount, or 3302 FailedToUpdateCreditLine on id for a loan that is no longer open (repaid or liquidated meanwhile). Code 3302 on any other failure.
 * @summary Repay a loan
 */



export const RepayCryptoLoanParams = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})

export const repayCryptoLoanBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const RepayCryptoLoanBody = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', repayCryptoLoanBodyAmountRegExp)
})


export const repayCryptoLoan200ResponseDataLoanTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const repayCryptoLoan200ResponseDataPrincipalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const repayCryptoLoan200ResponseDataInterestRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const repayCryptoLoan200ResponseDataCollateralTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const repayCryptoLoan200ResponseDataCollateralAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const repayCryptoLoan200ResponseDataHourlyRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const repayCryptoLoan200ResponseDataLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const repayCryptoLoan200ResponseDataInitialLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const repayCryptoLoan200ResponseDataMarginCallLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const repayCryptoLoan200ResponseDataLiquidationLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const repayCryptoLoan200ResponseDataMarginCallPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const repayCryptoLoan200ResponseDataLiquidationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const repayCryptoLoan200ResponseDataCreatedAtMin = 0;

export const repayCryptoLoan200ResponseDataClosedAtOneMin = 0;



export const RepayCryptoLoan200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "loanTicker": /*#__PURE__*/ zod.stringFormat('ticker', repayCryptoLoan200ResponseDataLoanTickerRegExp),
  "principal": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', repayCryptoLoan200ResponseDataPrincipalRegExp),
  "interest": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', repayCryptoLoan200ResponseDataInterestRegExp),
  "collateralTicker": /*#__PURE__*/ zod.stringFormat('ticker', repayCryptoLoan200ResponseDataCollateralTickerRegExp),
  "collateralAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', repayCryptoLoan200ResponseDataCollateralAmountRegExp),
  "hourlyRate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', repayCryptoLoan200ResponseDataHourlyRateRegExp),
  "ltv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', repayCryptoLoan200ResponseDataLtvRegExp),
  "initialLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', repayCryptoLoan200ResponseDataInitialLtvRegExp),
  "marginCallLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', repayCryptoLoan200ResponseDataMarginCallLtvRegExp),
  "liquidationLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', repayCryptoLoan200ResponseDataLiquidationLtvRegExp),
  "marginCallPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', repayCryptoLoan200ResponseDataMarginCallPriceRegExp),
  "liquidationPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', repayCryptoLoan200ResponseDataLiquidationPriceRegExp),
  "status": /*#__PURE__*/ zod.enum(['open', 'repaid', 'liquidated']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(repayCryptoLoan200ResponseDataCreatedAtMin)),
  "closedAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(repayCryptoLoan200ResponseDataClosedAtOneMin)),/*#__PURE__*/ zod.null()])
})
})

export const RepayCryptoLoan401Response = /*#__PURE__*/ zod.object({
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

export const RepayCryptoLoan419Response = /*#__PURE__*/ zod.object({
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

export const RepayCryptoLoan422Response = /*#__PURE__*/ zod.object({
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

export const RepayCryptoLoan429Response = /*#__PURE__*/ zod.object({
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

export const RepayCryptoLoan5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: freezes amount more of the loan's collateral ticker from the main balance, lowering its LTV (as the common crypto-loan APIs' adjust-collateral). A 422 carries code 32 ErrAmount or 37 NotEnoughBalance on amount, or 3302 FailedToUpdateCreditLine on id for a loan that is no longer open (repaid or liquidated meanwhile). Code 3302 on any other failure.
 * @summary Add collateral to a loan
 */



export const AddCryptoLoanCollateralParams = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})

export const addCryptoLoanCollateralBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const AddCryptoLoanCollateralBody = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', addCryptoLoanCollateralBodyAmountRegExp)
})


export const addCryptoLoanCollateral200ResponseDataLoanTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const addCryptoLoanCollateral200ResponseDataPrincipalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const addCryptoLoanCollateral200ResponseDataInterestRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const addCryptoLoanCollateral200ResponseDataCollateralTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const addCryptoLoanCollateral200ResponseDataCollateralAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const addCryptoLoanCollateral200ResponseDataHourlyRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const addCryptoLoanCollateral200ResponseDataLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const addCryptoLoanCollateral200ResponseDataInitialLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const addCryptoLoanCollateral200ResponseDataMarginCallLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const addCryptoLoanCollateral200ResponseDataLiquidationLtvRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const addCryptoLoanCollateral200ResponseDataMarginCallPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const addCryptoLoanCollateral200ResponseDataLiquidationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const addCryptoLoanCollateral200ResponseDataCreatedAtMin = 0;

export const addCryptoLoanCollateral200ResponseDataClosedAtOneMin = 0;



export const AddCryptoLoanCollateral200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "loanTicker": /*#__PURE__*/ zod.stringFormat('ticker', addCryptoLoanCollateral200ResponseDataLoanTickerRegExp),
  "principal": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', addCryptoLoanCollateral200ResponseDataPrincipalRegExp),
  "interest": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', addCryptoLoanCollateral200ResponseDataInterestRegExp),
  "collateralTicker": /*#__PURE__*/ zod.stringFormat('ticker', addCryptoLoanCollateral200ResponseDataCollateralTickerRegExp),
  "collateralAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', addCryptoLoanCollateral200ResponseDataCollateralAmountRegExp),
  "hourlyRate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', addCryptoLoanCollateral200ResponseDataHourlyRateRegExp),
  "ltv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', addCryptoLoanCollateral200ResponseDataLtvRegExp),
  "initialLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', addCryptoLoanCollateral200ResponseDataInitialLtvRegExp),
  "marginCallLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', addCryptoLoanCollateral200ResponseDataMarginCallLtvRegExp),
  "liquidationLtv": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', addCryptoLoanCollateral200ResponseDataLiquidationLtvRegExp),
  "marginCallPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', addCryptoLoanCollateral200ResponseDataMarginCallPriceRegExp),
  "liquidationPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', addCryptoLoanCollateral200ResponseDataLiquidationPriceRegExp),
  "status": /*#__PURE__*/ zod.enum(['open', 'repaid', 'liquidated']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(addCryptoLoanCollateral200ResponseDataCreatedAtMin)),
  "closedAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(addCryptoLoanCollateral200ResponseDataClosedAtOneMin)),/*#__PURE__*/ zod.null()])
})
})

export const AddCryptoLoanCollateral401Response = /*#__PURE__*/ zod.object({
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

export const AddCryptoLoanCollateral419Response = /*#__PURE__*/ zod.object({
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

export const AddCryptoLoanCollateral422Response = /*#__PURE__*/ zod.object({
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

export const AddCryptoLoanCollateral429Response = /*#__PURE__*/ zod.object({
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

export const AddCryptoLoanCollateral5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: every movement of the user's loans (borrowed, repaid, collateral added or returned, liquidated), newest first, for the history tab collateral/borrow; optionally of one ticker. Offset and limit pagination (default 100). Fails with 3300 FailedToGetBorrowInfo.
 * @summary List the loans' movements
 */
export const listCryptoLoanHistoryQueryTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listCryptoLoanHistoryQueryFromMin = 0;

export const listCryptoLoanHistoryQueryToMin = 0;

export const listCryptoLoanHistoryQueryOffsetDefault = 0;
export const listCryptoLoanHistoryQueryOffsetMin = 0;

export const listCryptoLoanHistoryQueryLimitDefault = 100;
export const listCryptoLoanHistoryQueryLimitMax = 100;



export const ListCryptoLoanHistoryQueryParams = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', listCryptoLoanHistoryQueryTickerRegExp)).check(/*#__PURE__*/ zod.describe('Only movements in this ticker.')),
  "kind": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['borrow', 'repay', 'collateral', 'release', 'liquidation'])).check(/*#__PURE__*/ zod.describe('Assumption: only movements of this kind.')),
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCryptoLoanHistoryQueryFromMin))).check(/*#__PURE__*/ zod.describe('Assumption: only records at or after this time (Unix seconds; the published API\'s history calls take a start).')),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCryptoLoanHistoryQueryToMin))).check(/*#__PURE__*/ zod.describe('Assumption: only records at or before this time (Unix seconds; the published API\'s history calls take an end).')),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCryptoLoanHistoryQueryOffsetMin)), listCryptoLoanHistoryQueryOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listCryptoLoanHistoryQueryLimitMax)), listCryptoLoanHistoryQueryLimitDefault)
})



export const listCryptoLoanHistory200ResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listCryptoLoanHistory200ResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listCryptoLoanHistory200ResponseDataItemTimeMin = 0;

export const listCryptoLoanHistory200ResponsePaginationLimitMax = 100;

export const listCryptoLoanHistory200ResponsePaginationOffsetMin = 0;

export const listCryptoLoanHistory200ResponsePaginationTotalMin = 0;



export const ListCryptoLoanHistory200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "loanId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "kind": /*#__PURE__*/ zod.enum(['borrow', 'repay', 'collateral', 'release', 'liquidation']),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', listCryptoLoanHistory200ResponseDataItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listCryptoLoanHistory200ResponseDataItemAmountRegExp),
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCryptoLoanHistory200ResponseDataItemTimeMin))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listCryptoLoanHistory200ResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCryptoLoanHistory200ResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCryptoLoanHistory200ResponsePaginationTotalMin))
})
})

export const ListCryptoLoanHistory401Response = /*#__PURE__*/ zod.object({
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

export const ListCryptoLoanHistory429Response = /*#__PURE__*/ zod.object({
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

export const ListCryptoLoanHistory5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: the spec has the request form /institutional-loan and the history tab collateral/institutional-loan but no call, and the published API has no institutional loan call. The user's applications, newest first, each with its status; the desk's review runs on the exchange's clock (in review a minute after it is sent, approved ten minutes after), settled when read. Filters by status and by the time it was sent (from, to: Unix seconds); the web API's offset and limit (default 50). Fails with 2417 FailedToGetInstitutionalLoanHistory.
 * @summary List the institutional loan requests
 */
export const listInstitutionalLoanRequestsQueryFromMin = 0;

export const listInstitutionalLoanRequestsQueryToMin = 0;

export const listInstitutionalLoanRequestsQueryOffsetDefault = 0;
export const listInstitutionalLoanRequestsQueryOffsetMin = 0;

export const listInstitutionalLoanRequestsQueryLimitDefault = 50;
export const listInstitutionalLoanRequestsQueryLimitMax = 100;



export const ListInstitutionalLoanRequestsQueryParams = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['submitted', 'reviewing', 'approved', 'withdrawn'])).check(/*#__PURE__*/ zod.describe('Only requests in this status.')),
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listInstitutionalLoanRequestsQueryFromMin))).check(/*#__PURE__*/ zod.describe('Only requests sent at or after this time (Unix seconds).')),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listInstitutionalLoanRequestsQueryToMin))).check(/*#__PURE__*/ zod.describe('Only requests sent at or before this time (Unix seconds).')),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listInstitutionalLoanRequestsQueryOffsetMin)), listInstitutionalLoanRequestsQueryOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listInstitutionalLoanRequestsQueryLimitMax)), listInstitutionalLoanRequestsQueryLimitDefault)
})


export const listInstitutionalLoanRequests200ResponseDataItemCompanyMax = 120;

export const listInstitutionalLoanRequests200ResponseDataItemAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listInstitutionalLoanRequests200ResponseDataItemCollateralRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listInstitutionalLoanRequests200ResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listInstitutionalLoanRequests200ResponseDataItemTermMonthsMax = 60;

export const listInstitutionalLoanRequests200ResponseDataItemNoteMax = 500;

export const listInstitutionalLoanRequests200ResponseDataItemCreatedAtMin = 0;

export const listInstitutionalLoanRequests200ResponseDataItemUpdatedAtMin = 0;

export const listInstitutionalLoanRequests200ResponseDataMax = 100;

export const listInstitutionalLoanRequests200ResponsePaginationLimitMax = 100;

export const listInstitutionalLoanRequests200ResponsePaginationOffsetMin = 0;

export const listInstitutionalLoanRequests200ResponsePaginationTotalMin = 0;



export const ListInstitutionalLoanRequests200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "company": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(listInstitutionalLoanRequests200ResponseDataItemCompanyMax)),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', listInstitutionalLoanRequests200ResponseDataItemAssetRegExp),
  "collateral": /*#__PURE__*/ zod.stringFormat('ticker', listInstitutionalLoanRequests200ResponseDataItemCollateralRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listInstitutionalLoanRequests200ResponseDataItemAmountRegExp),
  "termMonths": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listInstitutionalLoanRequests200ResponseDataItemTermMonthsMax)),
  "note": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(listInstitutionalLoanRequests200ResponseDataItemNoteMax)),
  "status": /*#__PURE__*/ zod.enum(['submitted', 'reviewing', 'approved', 'withdrawn']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listInstitutionalLoanRequests200ResponseDataItemCreatedAtMin)),
  "updatedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listInstitutionalLoanRequests200ResponseDataItemUpdatedAtMin))
})).check(/*#__PURE__*/ zod.maxLength(listInstitutionalLoanRequests200ResponseDataMax)),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listInstitutionalLoanRequests200ResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listInstitutionalLoanRequests200ResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listInstitutionalLoanRequests200ResponsePaginationTotalMin))
})
})

export const ListInstitutionalLoanRequests401Response = /*#__PURE__*/ zod.object({
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

export const ListInstitutionalLoanRequests422Response = /*#__PURE__*/ zod.object({
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

export const ListInstitutionalLoanRequests429Response = /*#__PURE__*/ zod.object({
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

export const ListInstitutionalLoanRequests5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: sends the application of /institutional-loan to the institutional desk (until now the page handed it to the user's e-mail program); answered at once as submitted. A 422 carries code 30 on a field the desk refuses (a ticker it does not lend or take as collateral, the same asset on both sides) or 32 ErrAmount on amount (not above zero, or more decimals than the asset has).
 * @summary Apply for an institutional loan
 */
export const createInstitutionalLoanRequestBodyCompanyMax = 120;

export const createInstitutionalLoanRequestBodyAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createInstitutionalLoanRequestBodyCollateralRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createInstitutionalLoanRequestBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createInstitutionalLoanRequestBodyTermMonthsMax = 60;

export const createInstitutionalLoanRequestBodyNoteMax = 500;



export const CreateInstitutionalLoanRequestBody = /*#__PURE__*/ zod.object({
  "company": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createInstitutionalLoanRequestBodyCompanyMax)),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', createInstitutionalLoanRequestBodyAssetRegExp),
  "collateral": /*#__PURE__*/ zod.stringFormat('ticker', createInstitutionalLoanRequestBodyCollateralRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createInstitutionalLoanRequestBodyAmountRegExp),
  "termMonths": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(createInstitutionalLoanRequestBodyTermMonthsMax)),
  "note": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(createInstitutionalLoanRequestBodyNoteMax)))
})


export const createInstitutionalLoanRequest200ResponseDataCompanyMax = 120;

export const createInstitutionalLoanRequest200ResponseDataAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createInstitutionalLoanRequest200ResponseDataCollateralRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createInstitutionalLoanRequest200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createInstitutionalLoanRequest200ResponseDataTermMonthsMax = 60;

export const createInstitutionalLoanRequest200ResponseDataNoteMax = 500;

export const createInstitutionalLoanRequest200ResponseDataCreatedAtMin = 0;

export const createInstitutionalLoanRequest200ResponseDataUpdatedAtMin = 0;



export const CreateInstitutionalLoanRequest200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "company": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createInstitutionalLoanRequest200ResponseDataCompanyMax)),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', createInstitutionalLoanRequest200ResponseDataAssetRegExp),
  "collateral": /*#__PURE__*/ zod.stringFormat('ticker', createInstitutionalLoanRequest200ResponseDataCollateralRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createInstitutionalLoanRequest200ResponseDataAmountRegExp),
  "termMonths": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(createInstitutionalLoanRequest200ResponseDataTermMonthsMax)),
  "note": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(createInstitutionalLoanRequest200ResponseDataNoteMax)),
  "status": /*#__PURE__*/ zod.enum(['submitted', 'reviewing', 'approved', 'withdrawn']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createInstitutionalLoanRequest200ResponseDataCreatedAtMin)),
  "updatedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createInstitutionalLoanRequest200ResponseDataUpdatedAtMin))
})
})

export const CreateInstitutionalLoanRequest401Response = /*#__PURE__*/ zod.object({
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

export const CreateInstitutionalLoanRequest419Response = /*#__PURE__*/ zod.object({
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

export const CreateInstitutionalLoanRequest422Response = /*#__PURE__*/ zod.object({
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

export const CreateInstitutionalLoanRequest429Response = /*#__PURE__*/ zod.object({
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

export const CreateInstitutionalLoanRequest5XXResponse = /*#__PURE__*/ zod.object({
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
 * Assumption: withdraws a request that is not yet approved; answers the request, withdrawn. 404 for an unknown request; a 422 with code 30 on id when it is approved or withdrawn already.
 * @summary Withdraw an institutional loan request
 */



export const WithdrawInstitutionalLoanRequestParams = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})


export const withdrawInstitutionalLoanRequest200ResponseDataCompanyMax = 120;

export const withdrawInstitutionalLoanRequest200ResponseDataAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const withdrawInstitutionalLoanRequest200ResponseDataCollateralRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const withdrawInstitutionalLoanRequest200ResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const withdrawInstitutionalLoanRequest200ResponseDataTermMonthsMax = 60;

export const withdrawInstitutionalLoanRequest200ResponseDataNoteMax = 500;

export const withdrawInstitutionalLoanRequest200ResponseDataCreatedAtMin = 0;

export const withdrawInstitutionalLoanRequest200ResponseDataUpdatedAtMin = 0;



export const WithdrawInstitutionalLoanRequest200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "company": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(withdrawInstitutionalLoanRequest200ResponseDataCompanyMax)),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', withdrawInstitutionalLoanRequest200ResponseDataAssetRegExp),
  "collateral": /*#__PURE__*/ zod.stringFormat('ticker', withdrawInstitutionalLoanRequest200ResponseDataCollateralRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', withdrawInstitutionalLoanRequest200ResponseDataAmountRegExp),
  "termMonths": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(withdrawInstitutionalLoanRequest200ResponseDataTermMonthsMax)),
  "note": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(withdrawInstitutionalLoanRequest200ResponseDataNoteMax)),
  "status": /*#__PURE__*/ zod.enum(['submitted', 'reviewing', 'approved', 'withdrawn']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(withdrawInstitutionalLoanRequest200ResponseDataCreatedAtMin)),
  "updatedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(withdrawInstitutionalLoanRequest200ResponseDataUpdatedAtMin))
})
})

export const WithdrawInstitutionalLoanRequest401Response = /*#__PURE__*/ zod.object({
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

export const WithdrawInstitutionalLoanRequest404Response = /*#__PURE__*/ zod.object({
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

export const WithdrawInstitutionalLoanRequest419Response = /*#__PURE__*/ zod.object({
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

export const WithdrawInstitutionalLoanRequest422Response = /*#__PURE__*/ zod.object({
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

export const WithdrawInstitutionalLoanRequest429Response = /*#__PURE__*/ zod.object({
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

export const WithdrawInstitutionalLoanRequest5XXResponse = /*#__PURE__*/ zod.object({
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

