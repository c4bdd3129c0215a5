/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const renamePasskeyBodyNameMax = 64;


export const RenamePasskeyBody = zod.object({
  "name": zod.string().min(1).max(renamePasskeyBodyNameMax)
}).describe('Renames a passkey (section 7 body {name}).')

export type RenamePasskeyBody = zod.input<typeof RenamePasskeyBody>;
export type RenamePasskeyBodyOutput = zod.output<typeof RenamePasskeyBody>;
