/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


/**
 * Creates a grid bot on a spot, margin or futures market. Assumption: the spec names the call only; the body mirrors the forecast query and the answer is the new bot.
 * @summary Create a grid bot
 */
export const createGridBotBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const createGridBotBodySmartGridDefault = false;
export const createGridBotBodyLowerPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createGridBotBodyUpperPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createGridBotBodyGridCountMin = 2;
export const createGridBotBodyGridCountMax = 200;

export const createGridBotBodyGridTypeDefault = `arithmetic`;
export const createGridBotBodyInvestmentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const CreateGridBotBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', createGridBotBodyMarketRegExp),
  "marketType": /*#__PURE__*/ zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
} as const),
  "smartGrid": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), createGridBotBodySmartGridDefault),
  "lowerPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createGridBotBodyLowerPriceRegExp),
  "upperPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createGridBotBodyUpperPriceRegExp),
  "gridCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createGridBotBodyGridCountMin)).check(/*#__PURE__*/ zod.lte(createGridBotBodyGridCountMax)),
  "gridType": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.enum(['arithmetic', 'geometric']), createGridBotBodyGridTypeDefault),
  "investment": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createGridBotBodyInvestmentRegExp),
  "leverage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
} as const))
})

export const createGridBot200ResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const createGridBot200ResponseDataLowerPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createGridBot200ResponseDataUpperPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createGridBot200ResponseDataGridCountMin = 2;
export const createGridBot200ResponseDataGridCountMax = 200;

export const createGridBot200ResponseDataGridTypeDefault = `arithmetic`;
export const createGridBot200ResponseDataInvestmentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createGridBot200ResponseDataProfitRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createGridBot200ResponseDataCreatedAtMin = 0;



export const CreateGridBot200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "extGridId": /*#__PURE__*/ zod.uuid(),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', createGridBot200ResponseDataMarketRegExp),
  "marketType": /*#__PURE__*/ zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
} as const),
  "smartGrid": /*#__PURE__*/ zod.boolean(),
  "lowerPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createGridBot200ResponseDataLowerPriceRegExp),
  "upperPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createGridBot200ResponseDataUpperPriceRegExp),
  "gridCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createGridBot200ResponseDataGridCountMin)).check(/*#__PURE__*/ zod.lte(createGridBot200ResponseDataGridCountMax)),
  "gridType": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.enum(['arithmetic', 'geometric']), createGridBot200ResponseDataGridTypeDefault),
  "investment": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createGridBot200ResponseDataInvestmentRegExp),
  "leverage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
} as const)),
  "profit": /*#__PURE__*/ zod.stringFormat('decimal', createGridBot200ResponseDataProfitRegExp),
  "status": /*#__PURE__*/ zod.enum(['active', 'stopped', 'completed']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createGridBot200ResponseDataCreatedAtMin))
})
})

export const CreateGridBot401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const CreateGridBot419Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const CreateGridBot422Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const CreateGridBot429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const CreateGridBot451Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const CreateGridBot5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
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
 * The orders a grid bot with the given settings would place and its profit per grid step, shown before it is created. Assumption: the spec names the call only; the query fields are those of the create body.
 * @summary Forecast a grid bot's orders
 */
export const getGridOrdersForecastQueryMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const getGridOrdersForecastQueryLowerPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getGridOrdersForecastQueryUpperPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getGridOrdersForecastQueryGridCountMin = 2;
export const getGridOrdersForecastQueryGridCountMax = 200;

export const getGridOrdersForecastQueryGridTypeDefault = `arithmetic`;
export const getGridOrdersForecastQueryInvestmentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetGridOrdersForecastQueryParams = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', getGridOrdersForecastQueryMarketRegExp).check(/*#__PURE__*/ zod.describe('The market.')),
  "marketType": /*#__PURE__*/ zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
} as const).check(/*#__PURE__*/ zod.describe('0 spot, 1 margin, 2 futures.')),
  "lowerPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getGridOrdersForecastQueryLowerPriceRegExp).check(/*#__PURE__*/ zod.describe('Lowest grid price.')),
  "upperPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getGridOrdersForecastQueryUpperPriceRegExp).check(/*#__PURE__*/ zod.describe('Highest grid price.')),
  "gridCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getGridOrdersForecastQueryGridCountMin)).check(/*#__PURE__*/ zod.lte(getGridOrdersForecastQueryGridCountMax)).check(/*#__PURE__*/ zod.describe('Number of grid lines.')),
  "gridType": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.enum(['arithmetic', 'geometric']), getGridOrdersForecastQueryGridTypeDefault).check(/*#__PURE__*/ zod.describe('Assumption: arithmetic (equal steps, the default) or geometric (equal ratios) spacing of the grid.')),
  "investment": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getGridOrdersForecastQueryInvestmentRegExp).check(/*#__PURE__*/ zod.describe('Amount to invest, in the quote asset.'))
})

export const getGridOrdersForecast200ResponseDataOrdersItemPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getGridOrdersForecast200ResponseDataOrdersItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getGridOrdersForecast200ResponseDataOrdersMax = 200;

export const getGridOrdersForecast200ResponseDataProfitPerGridMinRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getGridOrdersForecast200ResponseDataProfitPerGridMaxRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const GetGridOrdersForecast200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "orders": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getGridOrdersForecast200ResponseDataOrdersItemPriceRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getGridOrdersForecast200ResponseDataOrdersItemAmountRegExp)
})).check(/*#__PURE__*/ zod.maxLength(getGridOrdersForecast200ResponseDataOrdersMax)),
  "profitPerGridMin": /*#__PURE__*/ zod.stringFormat('percent-unsigned', getGridOrdersForecast200ResponseDataProfitPerGridMinRegExp),
  "profitPerGridMax": /*#__PURE__*/ zod.stringFormat('percent-unsigned', getGridOrdersForecast200ResponseDataProfitPerGridMaxRegExp)
})
})

export const GetGridOrdersForecast401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetGridOrdersForecast429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const GetGridOrdersForecast5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
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
 * The user's grid bots, optionally of one market and market type.
 * @summary List the grid bots
 */
export const listGridBotsQueryMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');


export const ListGridBotsQueryParams = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('market-dash', listGridBotsQueryMarketRegExp)).check(/*#__PURE__*/ zod.describe('Only the bots of this market.')),
  "marketType": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
} as const)).check(/*#__PURE__*/ zod.describe('Only the bots of this market type (0 spot, 1 margin, 2 futures).'))
})

export const listGridBots200ResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const listGridBots200ResponseDataItemLowerPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listGridBots200ResponseDataItemUpperPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listGridBots200ResponseDataItemGridCountMin = 2;
export const listGridBots200ResponseDataItemGridCountMax = 200;

export const listGridBots200ResponseDataItemGridTypeDefault = `arithmetic`;
export const listGridBots200ResponseDataItemInvestmentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listGridBots200ResponseDataItemProfitRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listGridBots200ResponseDataItemCreatedAtMin = 0;



export const ListGridBots200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "extGridId": /*#__PURE__*/ zod.uuid(),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', listGridBots200ResponseDataItemMarketRegExp),
  "marketType": /*#__PURE__*/ zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
} as const),
  "smartGrid": /*#__PURE__*/ zod.boolean(),
  "lowerPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listGridBots200ResponseDataItemLowerPriceRegExp),
  "upperPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listGridBots200ResponseDataItemUpperPriceRegExp),
  "gridCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listGridBots200ResponseDataItemGridCountMin)).check(/*#__PURE__*/ zod.lte(listGridBots200ResponseDataItemGridCountMax)),
  "gridType": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.enum(['arithmetic', 'geometric']), listGridBots200ResponseDataItemGridTypeDefault),
  "investment": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listGridBots200ResponseDataItemInvestmentRegExp),
  "leverage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
} as const)),
  "profit": /*#__PURE__*/ zod.stringFormat('decimal', listGridBots200ResponseDataItemProfitRegExp),
  "status": /*#__PURE__*/ zod.enum(['active', 'stopped', 'completed']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listGridBots200ResponseDataItemCreatedAtMin))
}))
})

export const ListGridBots401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListGridBots429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListGridBots5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
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
 * Stops a grid bot and cancels its orders. Assumption: the answer names the deleted bot.
 * @summary Stop and delete a grid bot
 */
export const deleteGridBotQueryMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');


export const DeleteGridBotQueryParams = /*#__PURE__*/ zod.object({
  "extGridId": /*#__PURE__*/ zod.uuid().check(/*#__PURE__*/ zod.describe('The bot\'s external id.')),
  "smartGrid": /*#__PURE__*/ zod.boolean().check(/*#__PURE__*/ zod.describe('Whether the bot is a smart grid.')),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', deleteGridBotQueryMarketRegExp).check(/*#__PURE__*/ zod.describe('The bot\'s market.')),
  "marketType": /*#__PURE__*/ zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
} as const).check(/*#__PURE__*/ zod.describe('The bot\'s market type (0 spot, 1 margin, 2 futures).'))
})

export const DeleteGridBot200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "extGridId": /*#__PURE__*/ zod.uuid()
})
})

export const DeleteGridBot401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const DeleteGridBot419Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const DeleteGridBot422Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const DeleteGridBot429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const DeleteGridBot451Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const DeleteGridBot5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
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
 * The open orders of one grid bot. Assumption: each is an ordinary web API order.
 * @summary List a grid bot's orders
 */
export const ListGridBotOrdersQueryParams = /*#__PURE__*/ zod.object({
  "extGridId": /*#__PURE__*/ zod.uuid().check(/*#__PURE__*/ zod.describe('The bot\'s external id.'))
})


export const listGridBotOrders200ResponseDataItemClientOrderIdMax = 64;

export const listGridBotOrders200ResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const listGridBotOrders200ResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listGridBotOrders200ResponseDataItemPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listGridBotOrders200ResponseDataItemActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listGridBotOrders200ResponseDataItemLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listGridBotOrders200ResponseDataItemDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listGridBotOrders200ResponseDataItemDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listGridBotOrders200ResponseDataItemDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const listGridBotOrders200ResponseDataItemTimestampMin = 0;

export const listGridBotOrders200ResponseDataItemFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listGridBotOrders200ResponseDataItemFinishedAtMin = 0;



export const ListGridBotOrders200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(listGridBotOrders200ResponseDataItemClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', listGridBotOrders200ResponseDataItemMarketRegExp),
  "type": /*#__PURE__*/ zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
} as const),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listGridBotOrders200ResponseDataItemAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listGridBotOrders200ResponseDataItemPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', listGridBotOrders200ResponseDataItemActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listGridBotOrders200ResponseDataItemLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listGridBotOrders200ResponseDataItemDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listGridBotOrders200ResponseDataItemDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', listGridBotOrders200ResponseDataItemDealFeeRegExp),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
} as const)),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listGridBotOrders200ResponseDataItemTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', listGridBotOrders200ResponseDataItemFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listGridBotOrders200ResponseDataItemFinishedAtMin)))
}))
})

export const ListGridBotOrders401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListGridBotOrders429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListGridBotOrders5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

