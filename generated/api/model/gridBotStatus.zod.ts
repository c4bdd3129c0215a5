/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const GridBotStatus = /*#__PURE__*/ zod.enum(['active', 'stopped', 'completed'])

export type GridBotStatus = zod.input<typeof GridBotStatus>;
export type GridBotStatusOutput = zod.output<typeof GridBotStatus>;
