/**
 * A user's avatar as Quick Send shows it: their nickname's first letter on their avatar colour (the contract's
 * palette). It only decorates: the name beside it is what a screen reader reads.
 */
import type { QuickSendContact } from '../../../generated/api/model/quickSendContact.zod';

export const contactName = (contact: Pick<QuickSendContact, 'nickname'>): string => `${contact.nickname.value}#${contact.nickname.tag}`;

export function ContactAvatar({ contact }: { contact: QuickSendContact }) {
  return (
    <span className="quicksend-avatar" style={{ backgroundColor: contact.avatarColor }} aria-hidden="true">
      {contact.nickname.value.charAt(0).toUpperCase()}
    </span>
  );
}
