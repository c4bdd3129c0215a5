/**
 * A user's avatar colour (the session's `avatarColor`, and a contact's in Quick Send): the demo user keeps the first
 * of the contract's palette, every other account one of the rest by its id, so two accounts side by side differ.
 */
import { hashString } from '../../socket/random';
import type { Ledger } from '../ledger';

export const AVATAR_COLORS = ['#3D7BF7', '#12B76A', '#F79009', '#F04438', '#7A5AF8', '#06AED4', '#EE46BC', '#667085'] as const;
export type AvatarColor = (typeof AVATAR_COLORS)[number];

export function avatarColorOf(ledger: Ledger, userId: number): AvatarColor {
  if (userId === ledger.owner) return AVATAR_COLORS[0];
  return AVATAR_COLORS[1 + (hashString(`avatar:${userId}`) % (AVATAR_COLORS.length - 1))]!;
}
