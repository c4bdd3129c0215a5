/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const channelCredentialsResponseDataTokenMin = 16;

export const channelCredentialsResponseDataChannelMax = 128;

export const channelCredentialsResponseDataExpiresAtMin = 0;


export const ChannelCredentialsResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "token": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(channelCredentialsResponseDataTokenMin)),
  "channel": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(channelCredentialsResponseDataChannelMax)),
  "expiresAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(channelCredentialsResponseDataExpiresAtMin))
})
})

export type ChannelCredentialsResponse = zod.input<typeof ChannelCredentialsResponse>;
export type ChannelCredentialsResponseOutput = zod.output<typeof ChannelCredentialsResponse>;
