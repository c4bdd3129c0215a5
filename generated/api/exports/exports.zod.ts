/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


/**
 * Assumption: the spec names no call for the exports of /history/exports; modelled on the download-history pattern exchanges publish (each request with its status and, once ready, its file until it expires). Newest first, the web API's offset and limit (default 20). Pending exports settle on the exchange's clock when read. Fails with 2418 FailedToExportHistory.
 * @summary List the history exports
 */
export const listHistoryExportsQueryOffsetDefault = 0;
export const listHistoryExportsQueryOffsetMin = 0;

export const listHistoryExportsQueryLimitDefault = 20;
export const listHistoryExportsQueryLimitMax = 100;



export const ListHistoryExportsQueryParams = /*#__PURE__*/ zod.object({
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listHistoryExportsQueryOffsetMin)), listHistoryExportsQueryOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listHistoryExportsQueryLimitMax)), listHistoryExportsQueryLimitDefault)
})

export const listHistoryExports200ResponseDataItemFromMin = 0;

export const listHistoryExports200ResponseDataItemToMin = 0;

export const listHistoryExports200ResponseDataItemCreatedAtMin = 0;

export const listHistoryExports200ResponseDataItemReadyAtOneMin = 0;

export const listHistoryExports200ResponseDataItemRowsOneMin = 0;

export const listHistoryExports200ResponseDataItemExpiresAtOneMin = 0;

export const listHistoryExports200ResponsePaginationLimitMax = 100;

export const listHistoryExports200ResponsePaginationOffsetMin = 0;

export const listHistoryExports200ResponsePaginationTotalMin = 0;



export const ListHistoryExports200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid(),
  "type": /*#__PURE__*/ zod.enum(['deposits', 'withdrawals', 'transfers', 'trades', 'orders', 'convert', 'codes', 'earn', 'funding', 'positions', 'auto-invest', 'borrow', 'bonuses', 'collateral-orders', 'institutional-loans']),
  "format": /*#__PURE__*/ zod.enum(['csv', 'xlsx', 'pdf']),
  "from": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listHistoryExports200ResponseDataItemFromMin)),
  "to": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listHistoryExports200ResponseDataItemToMin)),
  "status": /*#__PURE__*/ zod.enum(['pending', 'ready', 'failed', 'expired']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listHistoryExports200ResponseDataItemCreatedAtMin)),
  "readyAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listHistoryExports200ResponseDataItemReadyAtOneMin)),/*#__PURE__*/ zod.null()]),
  "rows": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listHistoryExports200ResponseDataItemRowsOneMin)),/*#__PURE__*/ zod.null()]),
  "expiresAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listHistoryExports200ResponseDataItemExpiresAtOneMin)),/*#__PURE__*/ zod.null()])
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listHistoryExports200ResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listHistoryExports200ResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listHistoryExports200ResponsePaginationTotalMin))
})
})

export const ListHistoryExports401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListHistoryExports429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const ListHistoryExports5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
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
 * Assumption: requests the records of one kind between `from` and `to` (Unix seconds, at most the options' maxPeriodDays apart, `from` before `to`) in one of the offered formats; answered at once as pending, prepared in the background. Counts against the options' daily limit. A CSV file is RFC 4180 text; an XLSX file is an Office Open XML workbook of one worksheet with the same header and rows (an amount a spreadsheet's number cannot hold exactly is a text cell, so that no figure is rounded). A 422 carries code 30 on type, format, from or to (a kind or format not offered, a period too long or reversed, no exports left today); 2418 FailedToExportHistory otherwise.
 * @summary Request a history export
 */
export const createHistoryExportBodyFromMin = 0;

export const createHistoryExportBodyToMin = 0;



export const CreateHistoryExportBody = /*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['deposits', 'withdrawals', 'transfers', 'trades', 'orders', 'convert', 'codes', 'earn', 'funding', 'positions', 'auto-invest', 'borrow', 'bonuses', 'collateral-orders', 'institutional-loans']),
  "format": /*#__PURE__*/ zod.enum(['csv', 'xlsx', 'pdf']),
  "from": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createHistoryExportBodyFromMin)),
  "to": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createHistoryExportBodyToMin))
})

export const createHistoryExport200ResponseDataFromMin = 0;

export const createHistoryExport200ResponseDataToMin = 0;

export const createHistoryExport200ResponseDataCreatedAtMin = 0;

export const createHistoryExport200ResponseDataReadyAtOneMin = 0;

export const createHistoryExport200ResponseDataRowsOneMin = 0;

export const createHistoryExport200ResponseDataExpiresAtOneMin = 0;



export const CreateHistoryExport200Response = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid(),
  "type": /*#__PURE__*/ zod.enum(['deposits', 'withdrawals', 'transfers', 'trades', 'orders', 'convert', 'codes', 'earn', 'funding', 'positions', 'auto-invest', 'borrow', 'bonuses', 'collateral-orders', 'institutional-loans']),
  "format": /*#__PURE__*/ zod.enum(['csv', 'xlsx', 'pdf']),
  "from": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createHistoryExport200ResponseDataFromMin)),
  "to": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createHistoryExport200ResponseDataToMin)),
  "status": /*#__PURE__*/ zod.enum(['pending', 'ready', 'failed', 'expired']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createHistoryExport200ResponseDataCreatedAtMin)),
  "readyAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createHistoryExport200ResponseDataReadyAtOneMin)),/*#__PURE__*/ zod.null()]),
  "rows": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createHistoryExport200ResponseDataRowsOneMin)),/*#__PURE__*/ zod.null()]),
  "expiresAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createHistoryExport200ResponseDataExpiresAtOneMin)),/*#__PURE__*/ zod.null()])
})
})

export const CreateHistoryExport401Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const CreateHistoryExport419Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const CreateHistoryExport422Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const CreateHistoryExport429Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const CreateHistoryExport451Response = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

export const CreateHistoryExport5XXResponse = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int()),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.record(/*#__PURE__*/ zod.string(), /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "notification": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "type": /*#__PURE__*/ zod.enum(['notification', 'warning', 'error', 'success']),
  "message": /*#__PURE__*/ zod.string()
})),
  "payload": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.unknown()),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string())
})

