/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const miningWatcherLinkResponseDataNameRegExp = new RegExp('^[A-Za-z0-9_]{1,64}$');
export const miningWatcherLinkResponseDataAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const miningWatcherLinkResponseDataPermissionsMax = 3;

export const miningWatcherLinkResponseDataLinkMax = 4096;


export const miningWatcherLinkResponseDataLinkRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const miningWatcherLinkResponseDataLiveUntilMin = 0;

export const miningWatcherLinkResponseDataCreatedAtMin = 0;


export const MiningWatcherLinkResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid(),
  "name": /*#__PURE__*/ zod.stringFormat('mining-watcher-name', miningWatcherLinkResponseDataNameRegExp),
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', miningWatcherLinkResponseDataAccountRegExp),
  "permissions": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['dashboard', 'rewards', 'workers'])).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(miningWatcherLinkResponseDataPermissionsMax)),
  "link": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(miningWatcherLinkResponseDataLinkMax)).check(/*#__PURE__*/ zod.regex(miningWatcherLinkResponseDataLinkRegExp)),
  "liveUntil": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherLinkResponseDataLiveUntilMin)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherLinkResponseDataCreatedAtMin))
})
})

export type MiningWatcherLinkResponse = zod.input<typeof MiningWatcherLinkResponse>;
export type MiningWatcherLinkResponseOutput = zod.output<typeof MiningWatcherLinkResponse>;
