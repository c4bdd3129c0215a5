/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const passkeyDescriptorIdMin = 16;
export const passkeyDescriptorIdMax = 1024;


export const PasskeyDescriptor = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(passkeyDescriptorIdMin)).check(/*#__PURE__*/ zod.maxLength(passkeyDescriptorIdMax)),
  "type": /*#__PURE__*/ zod.enum(['public-key']),
  "transports": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['usb', 'nfc', 'ble', 'internal', 'hybrid'])))
})

export type PasskeyDescriptor = zod.input<typeof PasskeyDescriptor>;
export type PasskeyDescriptorOutput = zod.output<typeof PasskeyDescriptor>;
