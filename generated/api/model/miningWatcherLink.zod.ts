/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const miningWatcherLinkNameRegExp = new RegExp('^[A-Za-z0-9_]{1,64}$');
export const miningWatcherLinkAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const miningWatcherLinkPermissionsMax = 3;

export const miningWatcherLinkLinkMax = 4096;


export const miningWatcherLinkLinkRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const miningWatcherLinkLiveUntilMin = 0;

export const miningWatcherLinkCreatedAtMin = 0;


export const MiningWatcherLink = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid(),
  "name": /*#__PURE__*/ zod.stringFormat('mining-watcher-name', miningWatcherLinkNameRegExp),
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', miningWatcherLinkAccountRegExp),
  "permissions": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['dashboard', 'rewards', 'workers'])).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(miningWatcherLinkPermissionsMax)),
  "link": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(miningWatcherLinkLinkMax)).check(/*#__PURE__*/ zod.regex(miningWatcherLinkLinkRegExp)),
  "liveUntil": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherLinkLiveUntilMin)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWatcherLinkCreatedAtMin))
})

export type MiningWatcherLink = zod.input<typeof MiningWatcherLink>;
export type MiningWatcherLinkOutput = zod.output<typeof MiningWatcherLink>;
