/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const renamePasskeyBodyNameMax = 64;


export const RenamePasskeyBody = /*#__PURE__*/ zod.object({
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(renamePasskeyBodyNameMax))
})

export type RenamePasskeyBody = zod.input<typeof RenamePasskeyBody>;
export type RenamePasskeyBodyOutput = zod.output<typeof RenamePasskeyBody>;
