/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const miningAccountListResponseDataItemNameRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const miningAccountListResponseDataItemCreatedAtMin = 0;

export const miningAccountListResponseDataItemHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningAccountListResponseDataItemWorkersOnlineMin = 0;

export const miningAccountListResponseDataItemWorkersOfflineMin = 0;

export const miningAccountListResponseDataItemWorkersLowMin = 0;


export const MiningAccountListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.stringFormat('mining-account-name', miningAccountListResponseDataItemNameRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningAccountListResponseDataItemCreatedAtMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningAccountListResponseDataItemHashrateRegExp),
  "workers": /*#__PURE__*/ zod.object({
  "online": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningAccountListResponseDataItemWorkersOnlineMin)),
  "offline": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningAccountListResponseDataItemWorkersOfflineMin)),
  "low": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningAccountListResponseDataItemWorkersLowMin))
})
}))
})

export type MiningAccountListResponse = zod.input<typeof MiningAccountListResponse>;
export type MiningAccountListResponseOutput = zod.output<typeof MiningAccountListResponse>;
