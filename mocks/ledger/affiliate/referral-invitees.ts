/**
 * The users the signed-in user invited (GET /v2/settings/referral/invitees, and the count and rewards of GET
 * /v2/settings/referral): three who joined before the demo began, with the rewards their fees earned (already in the
 * seeded balances), and every account registered in the demo with the user's referral code, from its registration on.
 * Exact decimals: the rewards per ticker are summed with decimal.js.
 */
import Decimal from 'decimal.js';
import { authState } from '../auth/state';
import { DAY_MS } from '../earn/amounts';
import type { Ledger } from '../ledger';
import { account, maskEmail, maskPhone } from '../settings/state';

export interface Invitee {
  id: number;
  email: string;
  /** ms */
  registeredAt: number;
  status: 'registered' | 'verified' | 'trading';
  earned: { ticker: string; amount: string }[];
}

/** Those who joined before the demo (the demo user's own: another account's invitees are its registrations only). */
function seeded(ledger: Ledger): Invitee[] {
  const c = ledger.createdAt;
  return [
    {
      id: 30142,
      email: 'ay***z@example.com',
      registeredAt: c - 40 * DAY_MS,
      status: 'trading',
      earned: [
        { ticker: 'USDT', amount: '9.12' },
        { ticker: 'WBT', amount: '0.35' },
      ],
    },
    {
      id: 30188,
      email: 'm***t@example.org',
      registeredAt: c - 21 * DAY_MS,
      status: 'verified',
      earned: [{ ticker: 'USDT', amount: '3.72' }],
    },
    { id: 30217, email: 'a***a@example.net', registeredAt: c - 5 * DAY_MS, status: 'registered', earned: [] },
  ];
}

/** The invitees of the signed-in account, newest first. */
export function invitees(ledger: Ledger): Invitee[] {
  const me = account(ledger);
  const code = me.referralCode.toUpperCase();
  const state = authState(ledger);
  const registered = state.users
    .filter((u) => u.userId !== me.userId && u.referredBy?.toUpperCase() === code)
    .map<Invitee>((u) => ({
      id: u.userId,
      email: u.email ? maskEmail(u.email) : maskPhone(u.phone ?? ''),
      registeredAt: u.createdAt,
      status: 'registered',
      earned: [],
    }));
  const first = state.users[0];
  return [...(first && me.userId === first.userId ? seeded(ledger) : []), ...registered].sort(
    (a, b) => b.registeredAt - a.registeredAt || b.id - a.id,
  );
}

/** The rewards of every invitee, per ticker (in the order a ticker first appears). */
export function inviteeRewards(list: readonly Invitee[]): { ticker: string; amount: string }[] {
  const sums = new Map<string, Decimal>();
  for (const invitee of list) for (const e of invitee.earned) sums.set(e.ticker, (sums.get(e.ticker) ?? new Decimal(0)).plus(e.amount));
  return [...sums].map(([ticker, amount]) => ({ ticker, amount: amount.toFixed() }));
}

export const wireInvitee = (i: Invitee) => ({
  id: i.id,
  email: i.email,
  registeredAt: Math.floor(i.registeredAt / 1000),
  status: i.status,
  earned: i.earned.map((e) => ({ ...e })),
});
