/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const LocaleMessages = zod.record(zod.string(), zod.union([zod.string(),zod.record(zod.string(), zod.string()).describe('A group of messages, message key to text.')])).describe('The messages of one namespace in one locale: message key to text, or to a group of messages (one level). Texts may hold i18next interpolations such as {{code}}.')

export type LocaleMessages = zod.input<typeof LocaleMessages>;
export type LocaleMessagesOutput = zod.output<typeof LocaleMessages>;
