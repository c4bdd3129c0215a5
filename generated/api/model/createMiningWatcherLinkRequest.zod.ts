/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createMiningWatcherLinkRequestNameRegExp = new RegExp('^[A-Za-z0-9_]{1,64}$');
export const createMiningWatcherLinkRequestPermissionsMax = 3;


export const CreateMiningWatcherLinkRequest = /*#__PURE__*/ zod.object({
  "name": /*#__PURE__*/ zod.stringFormat('mining-watcher-name', createMiningWatcherLinkRequestNameRegExp),
  "permissions": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['dashboard', 'rewards', 'workers'])).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createMiningWatcherLinkRequestPermissionsMax)),
  "liveUntil": /*#__PURE__*/ zod.enum(['1d', '7d', '30d', '90d'])
})

export type CreateMiningWatcherLinkRequest = zod.input<typeof CreateMiningWatcherLinkRequest>;
export type CreateMiningWatcherLinkRequestOutput = zod.output<typeof CreateMiningWatcherLinkRequest>;
