/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsAuthorizedAppListResponseDataItemIdMin = 8;
export const settingsAuthorizedAppListResponseDataItemIdMax = 100;

export const settingsAuthorizedAppListResponseDataItemClientIdMax = 64;

export const settingsAuthorizedAppListResponseDataItemClientNameMax = 120;

export const settingsAuthorizedAppListResponseDataItemScopesItemMax = 64;

export const settingsAuthorizedAppListResponseDataItemCreatedAtMin = 0;

export const settingsAuthorizedAppListResponseDataItemExpiresAtMin = 0;


export const SettingsAuthorizedAppListResponse = zod.object({
  "data": zod.array(zod.object({
  "id": zod.string().min(settingsAuthorizedAppListResponseDataItemIdMin).max(settingsAuthorizedAppListResponseDataItemIdMax).describe('The token\'s id, sent to POST /v2/auth/revoke.'),
  "client": zod.object({
  "id": zod.string().min(1).max(settingsAuthorizedAppListResponseDataItemClientIdMax),
  "name": zod.string().min(1).max(settingsAuthorizedAppListResponseDataItemClientNameMax),
  "logo": zod.url().optional(),
  "website": zod.url().optional()
}).describe('An OAuth client (an application asking for access). Assumption: fields modelled on a typical consent screen.'),
  "scopes": zod.array(zod.string().min(1).max(settingsAuthorizedAppListResponseDataItemScopesItemMax)),
  "createdAt": zod.int().min(settingsAuthorizedAppListResponseDataItemCreatedAtMin).describe('Seconds since the Unix epoch.'),
  "expiresAt": zod.int().min(settingsAuthorizedAppListResponseDataItemExpiresAtMin).optional().describe('Seconds since the Unix epoch.')
}).describe('An OAuth token the user granted an application (app-authorization page). Assumption: fields modelled on an OAuth grant list.'))
})

export type SettingsAuthorizedAppListResponse = zod.input<typeof SettingsAuthorizedAppListResponse>;
export type SettingsAuthorizedAppListResponseOutput = zod.output<typeof SettingsAuthorizedAppListResponse>;
