/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const miningAccountResponseDataNameRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const miningAccountResponseDataCreatedAtMin = 0;

export const miningAccountResponseDataHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningAccountResponseDataWorkersOnlineMin = 0;

export const miningAccountResponseDataWorkersOfflineMin = 0;

export const miningAccountResponseDataWorkersLowMin = 0;


export const MiningAccountResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.stringFormat('mining-account-name', miningAccountResponseDataNameRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningAccountResponseDataCreatedAtMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningAccountResponseDataHashrateRegExp),
  "workers": /*#__PURE__*/ zod.object({
  "online": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningAccountResponseDataWorkersOnlineMin)),
  "offline": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningAccountResponseDataWorkersOfflineMin)),
  "low": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningAccountResponseDataWorkersLowMin))
})
})
})

export type MiningAccountResponse = zod.input<typeof MiningAccountResponse>;
export type MiningAccountResponseOutput = zod.output<typeof MiningAccountResponse>;
