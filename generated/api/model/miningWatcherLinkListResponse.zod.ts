/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const miningWatcherLinkListResponseDataItemNameRegExp = new RegExp('^[A-Za-z0-9_]{1,64}$');
export const miningWatcherLinkListResponseDataItemAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const miningWatcherLinkListResponseDataItemPermissionsMax = 3;

export const miningWatcherLinkListResponseDataItemLinkMax = 4096;


export const miningWatcherLinkListResponseDataItemLinkRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const miningWatcherLinkListResponseDataItemLiveUntilMin = 0;

export const miningWatcherLinkListResponseDataItemCreatedAtMin = 0;


export const MiningWatcherLinkListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid(),
  "name": /*#__PURE__*/ zod.stringFormat('mining-watcher-name', miningWatcherLinkListResponseDataItemNameRegExp),
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', miningWatcherLinkListResponseDataItemAccountRegExp),
  "permissions": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['dashboard', 'rewards', 'workers'])).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(miningWatcherLinkListResponseDataItemPermissionsMax)),
  "link": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(miningWatcherLinkListResponseDataItemLinkMax)).check(/*#__PURE__*/ zod.regex(miningWatcherLinkListResponseDataItemLinkRegExp)),
  "liveUntil": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherLinkListResponseDataItemLiveUntilMin)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherLinkListResponseDataItemCreatedAtMin))
}))
})

export type MiningWatcherLinkListResponse = zod.input<typeof MiningWatcherLinkListResponse>;
export type MiningWatcherLinkListResponseOutput = zod.output<typeof MiningWatcherLinkListResponse>;
