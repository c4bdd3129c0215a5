/**
 * The saved deposit details (spec section 3): what the user copied last on /deposit, kept in localStorage so that the
 * page (and the mobile app reading the webview's storage) can offer it again: username, currency and ticker, network,
 * address type, address and memo.
 */
import * as z from 'zod/mini';
import { safeLocalStorage } from '../../lib/storage/safe-storage';

/** The localStorage key of the saved deposit details. */
export const DEPOSIT_DETAILS_KEY = 'deposit-details';

export const DepositDetails = z.object({
  username: z.string(),
  currency: z.string(),
  ticker: z.string(),
  network: z.string(),
  addressType: z.optional(z.string()),
  address: z.string(),
  memo: z.optional(z.string()),
});
export type DepositDetails = z.infer<typeof DepositDetails>;

export function saveDepositDetails(details: DepositDetails): void {
  safeLocalStorage.setItem(DEPOSIT_DETAILS_KEY, JSON.stringify(details));
}

/** The details saved last, or undefined when there are none or they are not of this shape. */
export function savedDepositDetails(): DepositDetails | undefined {
  const raw = safeLocalStorage.getItem(DEPOSIT_DETAILS_KEY);
  if (!raw) return undefined;
  try {
    const parsed = DepositDetails.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
