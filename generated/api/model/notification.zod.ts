/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const Notification = zod.object({
  "type": zod.enum(['notification', 'warning', 'error', 'success']),
  "message": zod.string()
}).describe('A message the server asks the client to show. Type `notification` is shown as info, any other as a warning.')

export type Notification = zod.input<typeof Notification>;
export type NotificationOutput = zod.output<typeof Notification>;
