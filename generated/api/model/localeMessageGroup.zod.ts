/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const LocaleMessageGroup = zod.record(zod.string(), zod.string()).describe('A group of messages, message key to text.')

export type LocaleMessageGroup = zod.input<typeof LocaleMessageGroup>;
export type LocaleMessageGroupOutput = zod.output<typeof LocaleMessageGroup>;
