/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const miningAccountNameRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const miningAccountCreatedAtMin = 0;

export const miningAccountHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningAccountWorkersOnlineMin = 0;

export const miningAccountWorkersOfflineMin = 0;

export const miningAccountWorkersLowMin = 0;


export const MiningAccount = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.stringFormat('mining-account-name', miningAccountNameRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningAccountCreatedAtMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningAccountHashrateRegExp),
  "workers": /*#__PURE__*/ zod.object({
  "online": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningAccountWorkersOnlineMin)),
  "offline": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningAccountWorkersOfflineMin)),
  "low": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningAccountWorkersLowMin))
})
})

export type MiningAccount = zod.input<typeof MiningAccount>;
export type MiningAccountOutput = zod.output<typeof MiningAccount>;
