/**
 * An optional text field of a form over a contract schema: the input holds `''` when nothing is typed, which the
 * contract's optional string (a passphrase's pattern) would refuse; blank stands for "not given", as the form sends it.
 */
import * as z from 'zod/mini';

export const orBlank = <T extends z.ZodMiniType>(field: T) => z.optional(z.union([z.literal(''), field]));
