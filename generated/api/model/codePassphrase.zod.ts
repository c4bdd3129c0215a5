/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const CodePassphraseRegExp = new RegExp('^[!-~]{1,25}$');

export const CodePassphrase = /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(CodePassphraseRegExp))

export type CodePassphrase = zod.input<typeof CodePassphrase>;
export type CodePassphraseOutput = zod.output<typeof CodePassphrase>;
