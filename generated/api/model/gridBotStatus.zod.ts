/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const GridBotStatus = zod.enum(['active', 'stopped', 'completed']).describe('Assumption: state of a grid bot; the spec shows no states.')

export type GridBotStatus = zod.input<typeof GridBotStatus>;
export type GridBotStatusOutput = zod.output<typeof GridBotStatus>;
