/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const channelCredentialsResponseDataTokenMin = 16;

export const channelCredentialsResponseDataChannelMax = 128;

export const channelCredentialsResponseDataExpiresAtMin = 0;


export const ChannelCredentialsResponse = zod.object({
  "data": zod.object({
  "token": zod.string().min(channelCredentialsResponseDataTokenMin).describe('The connection token (a JWT).'),
  "channel": zod.string().min(1).max(channelCredentialsResponseDataChannelMax).describe('The user\'s private channel.'),
  "expiresAt": zod.int().min(channelCredentialsResponseDataExpiresAtMin).describe('Seconds since the Unix epoch.')
}).describe('Assumption: modelled on a Centrifugo-style connection token and personal channel.')
})

export type ChannelCredentialsResponse = zod.input<typeof ChannelCredentialsResponse>;
export type ChannelCredentialsResponseOutput = zod.output<typeof ChannelCredentialsResponse>;
