/**
 * The affiliate programme on the ledger (the contract's assumed `affiliate` operations): the programme's campaigns,
 * what the affiliate's links brought each of them per UTC day, the tracking links the affiliate builds, the payee's
 * personal data, and the payouts of commission into the main balance.
 *
 * A campaign's traffic is simulated, not stored: each UTC day between its start and its end has seeded clicks, sign-ups,
 * first deposits and commission (hashString of the ledger's seed, the campaign and the day), counted once the day is
 * over on the ledger's clock, so every read gives the same figures and fast-forwarding adds the days in between. On top
 * of them come the real sign-ups: every account registered in the demo with the affiliate's code and the campaign's
 * `utm_campaign` counts as a click and a registration on its day, at once.
 *
 * Commission is kept in cents (bigint): earned is the sum of the days, available is earned less the payouts. A payout
 * is `processing` for PAYOUT_DELAY_MS of the ledger's clock, then paid into the main balance in one posting and
 * recorded in the `affiliate-payouts` history (settleAffiliatePayouts, called by settle-due.ts and every read here).
 */
import { hashString } from '../../socket/random';
import { authState } from '../auth/state';
import { DAY_MS, EarnRejected } from '../earn/amounts';
import { decimal, units, type Ledger } from '../ledger';
import { settingsState, SITE } from '../settings/state';

export const PAYOUT_TICKER = 'USDT';
export const MIN_PAYOUT = '10';
export const PAYOUT_DELAY_MS = 5_000;
export const MAX_LINKS = 50;
export const AFFILIATE_PAYOUTS = 'affiliate-payouts';
const SLICE = 'affiliate';
const CENT = 1_000_000n;
const PERIOD_DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const;
export type AffiliatePeriod = keyof typeof PERIOD_DAYS;

/** The registration landings: the pages that keep the visitor's affiliate code for 7 days. */
const LANDINGS = [
  '/registration-page/welcome',
  '/registration-page/buy-crypto',
  '/registration-page/crypto-prises',
  '/registration-page/referral-bonus',
  '/auth/register',
] as const;

interface CampaignPlan {
  slug: string;
  title: string;
  /** Days from the ledger's creation (negative: before it). */
  startDay: number;
  endDay?: number;
  commissionRate: string;
  landingPages: readonly string[];
  /** The usual clicks of one of its days. */
  traffic: number;
}

const CAMPAIGNS: readonly CampaignPlan[] = [
  {
    slug: 'spring-boost',
    title: 'Spring boost',
    startDay: -45,
    commissionRate: '35',
    landingPages: LANDINGS.slice(0, 2).concat('/auth/register'),
    traffic: 60,
  },
  {
    slug: 'earn-weeks',
    title: 'Earn weeks',
    startDay: -14,
    endDay: 30,
    commissionRate: '30',
    landingPages: [LANDINGS[0], LANDINGS[3]],
    traffic: 35,
  },
  {
    slug: 'futures-launch',
    title: 'Futures launch',
    startDay: -120,
    endDay: -60,
    commissionRate: '30',
    landingPages: [LANDINGS[0], LANDINGS[2]],
    traffic: 80,
  },
];

export interface LinkRecord {
  id: number;
  campaign: string;
  landingPage: string;
  subId?: string;
  createdAt: number;
}

export interface PayoutRecord {
  id: number;
  amount: string;
  status: 'processing' | 'paid';
  requestedAt: number;
  dueAt: number;
  paidAt?: number;
}

export interface PersonalRecord {
  fullName: string;
  country: string;
  city: string;
  address: string;
  postalCode?: string;
  phone?: string;
  companyName?: string;
  taxId?: string;
  updatedAt: number;
}

interface AffiliateState {
  links: LinkRecord[];
  /** Newest first. */
  payouts: PayoutRecord[];
  personal: PersonalRecord | null;
}

export class AffiliateNotFound extends Error {}
export class NotAnAffiliate extends Error {}

export interface Campaign {
  plan: CampaignPlan;
  startsAt: number;
  endsAt?: number;
}

const dayStart = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;
const cents = (value: bigint): string => decimal(value * CENT);

export function campaigns(ledger: Ledger): Campaign[] {
  const origin = dayStart(ledger.createdAt);
  return CAMPAIGNS.map((plan) => ({
    plan,
    startsAt: origin + plan.startDay * DAY_MS,
    ...(plan.endDay === undefined ? {} : { endsAt: origin + plan.endDay * DAY_MS }),
  }));
}

export function campaignBySlug(ledger: Ledger, slug: string): Campaign {
  const found = campaigns(ledger).find((c) => c.plan.slug === slug);
  if (!found) throw new AffiliateNotFound('Campaign not found.');
  return found;
}

const isRunning = (campaign: Campaign, now: number) => campaign.startsAt <= now && (campaign.endsAt === undefined || now < campaign.endsAt);

// ------------------------------------------------------------------ the figures

export interface DayFigures {
  clicks: number;
  registrations: number;
  deposits: number;
  /** Commission in cents. */
  earned: bigint;
}

const ZERO: DayFigures = { clicks: 0, registrations: 0, deposits: 0, earned: 0n };

/** The seeded traffic of one day of a campaign (before it is over, or outside the campaign, none). */
function seededDay(ledger: Ledger, campaign: Campaign, day: number): DayFigures {
  const over = day + DAY_MS <= ledger.now();
  const inside = day >= campaign.startsAt && (campaign.endsAt === undefined || day < campaign.endsAt);
  if (!over || !inside) return ZERO;
  const h = (what: string) => hashString(`${ledger.seed}:affiliate:${campaign.plan.slug}:${day}:${what}`);
  const traffic = campaign.plan.traffic;
  const clicks = Math.floor(traffic / 2) + (h('clicks') % traffic);
  const registrations = Math.floor((clicks * (4 + (h('registrations') % 9))) / 100);
  const deposits = Math.floor((registrations * (20 + (h('deposits') % 31))) / 100);
  // The commission: a share of the depositors' first trading fees and a little of every sign-up's.
  const fees = BigInt(deposits * (800 + (h('fees') % 2400)) + registrations * (20 + (h('small') % 60)));
  const earned = (fees * BigInt(Math.round(Number(campaign.plan.commissionRate)))) / 100n;
  return { clicks, registrations, deposits, earned };
}

/** The affiliate's code (settings' affiliate record). */
export const affiliateCode = (ledger: Ledger): string => settingsState(ledger).affiliate.code;

/** The demo's real sign-ups with the affiliate's code in a campaign, by their UTC day. */
function signUps(ledger: Ledger, slug: string): Map<number, number> {
  const code = affiliateCode(ledger).toLowerCase();
  const byDay = new Map<number, number>();
  for (const user of authState(ledger).users)
    if (user.affiliateCode?.toLowerCase() === code && user.utmCampaign === slug) {
      const day = dayStart(user.createdAt);
      byDay.set(day, (byDay.get(day) ?? 0) + 1);
    }
  return byDay;
}

function dayFigures(ledger: Ledger, campaign: Campaign, day: number, real: Map<number, number>): DayFigures {
  const seeded = seededDay(ledger, campaign, day);
  const joined = real.get(day) ?? 0;
  return { ...seeded, clicks: seeded.clicks + joined, registrations: seeded.registrations + joined };
}

const add = (a: DayFigures, b: DayFigures): DayFigures => ({
  clicks: a.clicks + b.clicks,
  registrations: a.registrations + b.registrations,
  deposits: a.deposits + b.deposits,
  earned: a.earned + b.earned,
});

/** A campaign's figures from its start until `until` (ms, the days that began before it). */
function campaignTotals(ledger: Ledger, campaign: Campaign, until = ledger.now()): DayFigures {
  const real = signUps(ledger, campaign.plan.slug);
  let total = ZERO;
  const last = Math.min(until, campaign.endsAt ?? until);
  for (let day = dayStart(campaign.startsAt); day < last; day += DAY_MS) total = add(total, dayFigures(ledger, campaign, day, real));
  // Sign-ups on days the loop did not reach (after the campaign ended) still count: the code was used.
  for (const [day, n] of real) if (day >= last && day < until) total = add(total, { ...ZERO, clicks: n, registrations: n });
  return total;
}

/** The commission earned by every campaign's days that were over by `until` (cents). */
function earnedUntil(ledger: Ledger, until: number): bigint {
  let total = 0n;
  for (const campaign of campaigns(ledger))
    for (
      let day = dayStart(campaign.startsAt);
      day + DAY_MS <= until && (campaign.endsAt === undefined || day < campaign.endsAt);
      day += DAY_MS
    )
      total += seededDay(ledger, campaign, day).earned;
  return total;
}

export const wireFigures = (f: DayFigures) => ({
  clicks: f.clicks,
  registrations: f.registrations,
  deposits: f.deposits,
  earned: cents(f.earned),
});

export function wireCampaign(ledger: Ledger, campaign: Campaign) {
  const s = (ms: number) => Math.floor(ms / 1000);
  return {
    slug: campaign.plan.slug,
    title: campaign.plan.title,
    status: isRunning(campaign, ledger.now()) ? ('active' as const) : ('ended' as const),
    startsAt: s(campaign.startsAt),
    ...(campaign.endsAt === undefined ? {} : { endsAt: s(campaign.endsAt) }),
    commissionRate: campaign.plan.commissionRate,
    ticker: PAYOUT_TICKER,
    landingPages: [...campaign.plan.landingPages],
    totals: wireFigures(campaignTotals(ledger, campaign)),
  };
}

/** Running campaigns first, then the newest. */
export function campaignList(ledger: Ledger) {
  const now = ledger.now();
  return campaigns(ledger)
    .sort((a, b) => Number(isRunning(b, now)) - Number(isRunning(a, now)) || b.startsAt - a.startsAt)
    .map((c) => wireCampaign(ledger, c));
}

/** A campaign's days over the period (oldest first, today included) and their totals. */
export function campaignStatistics(ledger: Ledger, campaign: Campaign, period: AffiliatePeriod) {
  const today = dayStart(ledger.now());
  const real = signUps(ledger, campaign.plan.slug);
  const days = Array.from({ length: PERIOD_DAYS[period] }, (_, i) => today - (PERIOD_DAYS[period] - 1 - i) * DAY_MS);
  let totals = ZERO;
  const points = days.map((day) => {
    const figures = dayFigures(ledger, campaign, day, real);
    totals = add(totals, figures);
    return { date: Math.floor(day / 1000), ...wireFigures(figures) };
  });
  return { campaign: campaign.plan.slug, period, ticker: PAYOUT_TICKER, totals: wireFigures(totals), points };
}

// ------------------------------------------------------------------ state, payouts

/** Three monthly payouts before the demo began, each of what was earned since the one before (already on main). */
function seed(ledger: Ledger): AffiliateState {
  const payouts: PayoutRecord[] = [];
  let paid = 0n;
  for (const daysBefore of [62, 32, 2]) {
    const at = dayStart(ledger.createdAt) - daysBefore * DAY_MS + 10 * 3_600_000;
    const amount = earnedUntil(ledger, at) - paid;
    if (amount <= 0n) continue;
    paid += amount;
    const payout: PayoutRecord = {
      id: ledger.nextId('affiliate-payout', 9100),
      amount: cents(amount),
      status: 'paid',
      requestedAt: at,
      dueAt: at + PAYOUT_DELAY_MS,
      paidAt: at + PAYOUT_DELAY_MS,
    };
    payouts.unshift(payout);
    ledger.record(AFFILIATE_PAYOUTS, { payoutId: payout.id, amount: payout.amount, ticker: PAYOUT_TICKER }, payout.paidAt);
  }
  return { links: [], payouts, personal: null };
}

export function defineAffiliate(ledger: Ledger): void {
  ledger.defineSlice(SLICE, seed);
}

const state = (ledger: Ledger): AffiliateState => ledger.slice<AffiliateState>(SLICE, seed);

/** Only an approved affiliate has the programme's data. */
export function requireAffiliate(ledger: Ledger): void {
  if (settingsState(ledger).affiliate.status !== 'approved')
    throw new NotAnAffiliate('The affiliate programme is open to approved affiliates only.');
}

/** Pays every payout whose processing time is over into the main balance. */
export function settleAffiliatePayouts(ledger: Ledger): void {
  const slice = state(ledger);
  const now = ledger.now();
  let paid = false;
  for (const payout of [...slice.payouts].reverse())
    if (payout.status === 'processing' && payout.dueAt <= now) {
      ledger.post({ account: 'main', ticker: PAYOUT_TICKER, available: payout.amount });
      payout.status = 'paid';
      payout.paidAt = payout.dueAt;
      ledger.record(AFFILIATE_PAYOUTS, { payoutId: payout.id, amount: payout.amount, ticker: PAYOUT_TICKER }, payout.dueAt);
      paid = true;
    }
  if (paid) ledger.changed();
}

export function payouts(ledger: Ledger): PayoutRecord[] {
  settleAffiliatePayouts(ledger);
  return state(ledger).payouts;
}

export const wirePayout = (p: PayoutRecord) => ({
  id: p.id,
  amount: p.amount,
  ticker: PAYOUT_TICKER,
  status: p.status,
  destination: 'main_balance' as const,
  requestedAt: Math.floor(p.requestedAt / 1000),
  ...(p.paidAt === undefined ? {} : { paidAt: Math.floor(p.paidAt / 1000) }),
});

function account(ledger: Ledger) {
  const list = payouts(ledger);
  const sum = (status: PayoutRecord['status']) => list.filter((p) => p.status === status).reduce((t, p) => t + units(p.amount) / CENT, 0n);
  const earned = earnedUntil(ledger, ledger.now());
  const paidOut = sum('paid');
  const processing = sum('processing');
  return { earned, paidOut, processing, available: earned - paidOut - processing };
}

export function affiliateLink(ledger: Ledger): string {
  return `${SITE}/?aff=${encodeURIComponent(affiliateCode(ledger))}`;
}

export function dashboard(ledger: Ledger) {
  const { paidOut, processing, available } = account(ledger);
  const totals = campaigns(ledger).reduce((t, c) => add(t, campaignTotals(ledger, c)), ZERO);
  return {
    code: affiliateCode(ledger),
    link: affiliateLink(ledger),
    commissionRate: settingsState(ledger).affiliate.commissionRate,
    ticker: PAYOUT_TICKER,
    totals: wireFigures(totals),
    paidOut: cents(paidOut),
    processing: cents(processing),
    available: cents(available > 0n ? available : 0n),
    minPayout: MIN_PAYOUT,
  };
}

/** A payout of `amount` (a decimal of at most 2 places) of the available commission. Throws EarnRejected (the 422). */
export function requestPayout(ledger: Ledger, amount: string): PayoutRecord {
  if (!/^(0|[1-9]\d*)(\.\d{1,2})?$/.test(amount)) throw new EarnRejected(32, { amount: ['Enter an amount with at most 2 decimals.'] });
  if (!state(ledger).personal) throw new EarnRejected(4708, { amount: ['Fill in your personal data before your first payout.'] });
  const wanted = units(amount) / CENT;
  const { available } = account(ledger);
  if (wanted < units(MIN_PAYOUT) / CENT) throw new EarnRejected(32, { amount: [`A payout is at least ${MIN_PAYOUT} ${PAYOUT_TICKER}.`] });
  if (wanted > available) throw new EarnRejected(32, { amount: [`Only ${cents(available)} ${PAYOUT_TICKER} is available.`] });
  const now = ledger.now();
  const payout: PayoutRecord = {
    id: ledger.nextId('affiliate-payout', 9100),
    amount: cents(wanted),
    status: 'processing',
    requestedAt: now,
    dueAt: now + PAYOUT_DELAY_MS,
  };
  state(ledger).payouts.unshift(payout);
  ledger.changed();
  return payout;
}

// ------------------------------------------------------------------ personal data

export function personalData(ledger: Ledger) {
  const p = state(ledger).personal;
  if (!p) return { saved: false };
  const { updatedAt, ...fields } = p;
  return { saved: true, updatedAt: Math.floor(updatedAt / 1000), ...fields };
}

export function savePersonalData(ledger: Ledger, fields: Omit<PersonalRecord, 'updatedAt'>) {
  const kept: PersonalRecord = {
    updatedAt: ledger.now(),
    fullName: fields.fullName.trim(),
    country: fields.country,
    city: fields.city.trim(),
    address: fields.address.trim(),
  };
  for (const key of ['postalCode', 'phone', 'companyName', 'taxId'] as const) {
    const value = fields[key]?.trim();
    if (value) kept[key] = value;
  }
  state(ledger).personal = kept;
  ledger.changed();
  return personalData(ledger);
}

// ------------------------------------------------------------------ tracking links

export function trackingUrl(ledger: Ledger, link: Omit<LinkRecord, 'id' | 'createdAt'>): string {
  const query = new URLSearchParams({
    aff: affiliateCode(ledger),
    utm_campaign: link.campaign,
    ...(link.subId ? { sub_id: link.subId } : {}),
  });
  return `${SITE}${link.landingPage}?${query.toString()}`;
}

export const wireLink = (ledger: Ledger, l: LinkRecord) => ({
  id: l.id,
  campaign: l.campaign,
  landingPage: l.landingPage,
  ...(l.subId ? { subId: l.subId } : {}),
  url: trackingUrl(ledger, l),
  createdAt: Math.floor(l.createdAt / 1000),
});

export function links(ledger: Ledger, campaign?: string): LinkRecord[] {
  return state(ledger)
    .links.filter((l) => campaign === undefined || l.campaign === campaign)
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}

/** Builds a link. Throws EarnRejected (the 422). */
export function createLink(ledger: Ledger, body: { campaign: string; landingPage: string; subId?: string }): LinkRecord {
  const campaign = campaigns(ledger).find((c) => c.plan.slug === body.campaign);
  if (!campaign) throw new EarnRejected(30, { campaign: ['There is no such campaign.'] });
  if (!isRunning(campaign, ledger.now())) throw new EarnRejected(30, { campaign: ['The campaign has ended.'] });
  if (!campaign.plan.landingPages.includes(body.landingPage))
    throw new EarnRejected(30, { landingPage: ['Choose one of the campaign’s landing pages.'] });
  const subId = body.subId?.trim() || undefined;
  const s = state(ledger);
  if (s.links.some((l) => l.campaign === body.campaign && l.landingPage === body.landingPage && l.subId === subId))
    throw new EarnRejected(30, { subId: ['You have built this link already: give it another sub-id.'] });
  if (s.links.length >= MAX_LINKS) throw new EarnRejected(4720, {});
  const link: LinkRecord = {
    id: ledger.nextId('affiliate-link', 7300),
    campaign: body.campaign,
    landingPage: body.landingPage,
    ...(subId ? { subId } : {}),
    createdAt: ledger.now(),
  };
  s.links.push(link);
  ledger.changed();
  return link;
}

export function deleteLink(ledger: Ledger, id: number): void {
  const s = state(ledger);
  const index = s.links.findIndex((l) => l.id === id);
  if (index < 0) throw new AffiliateNotFound('Link not found.');
  s.links.splice(index, 1);
  ledger.changed();
}
