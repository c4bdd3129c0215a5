/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const QuickSendAvatarColor = /*#__PURE__*/ zod.enum(['#3D7BF7', '#12B76A', '#F79009', '#F04438', '#7A5AF8', '#06AED4', '#EE46BC', '#667085'])

export type QuickSendAvatarColor = zod.input<typeof QuickSendAvatarColor>;
export type QuickSendAvatarColorOutput = zod.output<typeof QuickSendAvatarColor>;
