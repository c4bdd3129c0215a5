/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsAuthorizedAppIdMin = 8;
export const settingsAuthorizedAppIdMax = 100;

export const settingsAuthorizedAppClientIdMax = 64;

export const settingsAuthorizedAppClientNameMax = 120;

export const settingsAuthorizedAppScopesItemMax = 64;

export const settingsAuthorizedAppCreatedAtMin = 0;

export const settingsAuthorizedAppExpiresAtMin = 0;


export const SettingsAuthorizedApp = zod.object({
  "id": zod.string().min(settingsAuthorizedAppIdMin).max(settingsAuthorizedAppIdMax).describe('The token\'s id, sent to POST /v2/auth/revoke.'),
  "client": zod.object({
  "id": zod.string().min(1).max(settingsAuthorizedAppClientIdMax),
  "name": zod.string().min(1).max(settingsAuthorizedAppClientNameMax),
  "logo": zod.url().optional(),
  "website": zod.url().optional()
}).describe('An OAuth client (an application asking for access). Assumption: fields modelled on a typical consent screen.'),
  "scopes": zod.array(zod.string().min(1).max(settingsAuthorizedAppScopesItemMax)),
  "createdAt": zod.int().min(settingsAuthorizedAppCreatedAtMin).describe('Seconds since the Unix epoch.'),
  "expiresAt": zod.int().min(settingsAuthorizedAppExpiresAtMin).optional().describe('Seconds since the Unix epoch.')
}).describe('An OAuth token the user granted an application (app-authorization page). Assumption: fields modelled on an OAuth grant list.')

export type SettingsAuthorizedApp = zod.input<typeof SettingsAuthorizedApp>;
export type SettingsAuthorizedAppOutput = zod.output<typeof SettingsAuthorizedApp>;
