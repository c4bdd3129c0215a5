/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const PasskeyTransport = /*#__PURE__*/ zod.enum(['usb', 'nfc', 'ble', 'internal', 'hybrid'])

export type PasskeyTransport = zod.input<typeof PasskeyTransport>;
export type PasskeyTransportOutput = zod.output<typeof PasskeyTransport>;
