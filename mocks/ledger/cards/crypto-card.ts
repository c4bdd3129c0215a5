/**
 * The crypto card on the ledger (the contract's assumed crypto-card operations; a persisted slice, `crypto-card`): an
 * application checked as the card's issuer would, each refusal its string code of spec section 8 on the field it
 * concerns (ACC001 country, ACC002 and ACC003 the identity document, ACC009 and ACC011 the phone, ACC010 the terms,
 * ACC012 and ACC013 the address country, REF001 the referral code, BLC001 the issue fee), and the issue fee paid from
 * the main balance in one posting when it is sent. Its status moves on the ledger's clock: `requested`, `in-review`
 * REVIEW_START_MS later, `issued` once the terms' review time has passed. The wait list is for a country the card is
 * not issued in yet.
 */
import { currentUser, isValidReferralCode } from '../auth/state';
import { units, type Ledger } from '../ledger';
import { sessionSettings } from '../settings/session-user';
import { CardRejected } from './payment-card';

const SLICE = 'crypto-card';
export const CRYPTO_CARD_HISTORY = 'crypto-card';
export const ISSUE_FEE = '10';
export const FEE_TICKER = 'USDT';
export const REVIEW_START_MS = 60_000;
export const REVIEW_MINUTES = 5;
/** Where the issuer issues the card (residence) and delivers it (address). */
export const SUPPORTED_COUNTRIES = ['GB', 'DE', 'FR', 'ES', 'IT', 'PL', 'NL', 'EE', 'LT', 'LV', 'PT', 'IE', 'AT', 'BE', 'CZ'] as const;
export const DOCUMENT_TYPES = ['passport', 'id-card', 'residence-permit'] as const;
/** The first place a new wait-list member gets (the demo's list is not empty). */
const WAIT_LIST_BASE = 1283;
const MINUTE_MS = 60_000;

export type ApplicationStatus = 'requested' | 'in-review' | 'issued';

export interface StoredApplication {
  id: number;
  userId: number;
  country: string;
  phone: string;
  addressCountry: string;
  documentType: string;
  referralCode?: string;
  last4: string;
  /** ms */
  createdAt: number;
}

interface WaitListEntry {
  userId: number;
  country: string;
  position: number;
  joinedAt: number;
}

interface CryptoCardState {
  applications: StoredApplication[];
  waitList: WaitListEntry[];
}

export interface ApplicationBody {
  country: string;
  phone: string;
  addressCountry: string;
  addressLine: string;
  city: string;
  postcode: string;
  documentType: string;
  termsAccepted: boolean;
  referralCode?: string;
}

const empty = (): CryptoCardState => ({ applications: [], waitList: [] });
export const defineCryptoCard = (ledger: Ledger): void => ledger.defineSlice<CryptoCardState>(SLICE, empty);
const state = (ledger: Ledger) => ledger.slice<CryptoCardState>(SLICE, empty);
const me = (ledger: Ledger) => currentUser(ledger).userId;
const supported = (country: string) => (SUPPORTED_COUNTRIES as readonly string[]).includes(country);
/** A phone in international form: +, then 8 to 15 digits (spaces and dashes are only formatting). */
const PHONE = /^\+[1-9][0-9]{7,14}$/;

export const application = (ledger: Ledger): StoredApplication | undefined =>
  state(ledger).applications.find((a) => a.userId === me(ledger));

/** The issuer's checks in its order, each refusal its string code on its field; then the fee (BLC001). */
export function apply(ledger: Ledger, body: ApplicationBody): StoredApplication {
  if (application(ledger)) throw new CardRejected(30, 'country', 'You have applied for the card already.');
  if (!supported(body.country)) throw new CardRejected('ACC001', 'country', 'The card is not issued in this country.');
  // A legacy verification was made with a provider the issuer does not take.
  if (sessionSettings(ledger).user.kycFlow === 'legacy')
    throw new CardRejected('ACC002', 'documentType', 'Your identity was verified by a provider the issuer does not take.');
  if (!(DOCUMENT_TYPES as readonly string[]).includes(body.documentType))
    throw new CardRejected('ACC003', 'documentType', 'The issuer does not take this document.');
  const phone = body.phone.replace(/[\s-]/g, '');
  if (phone === '') throw new CardRejected('ACC011', 'phone', 'The phone number is missing.');
  if (!PHONE.test(phone)) throw new CardRejected('ACC009', 'phone', 'The phone number is not in international form.');
  if (body.addressCountry === '') throw new CardRejected('ACC012', 'addressCountry', 'The address country is missing.');
  if (!supported(body.addressCountry)) throw new CardRejected('ACC013', 'addressCountry', 'The card is not delivered to this country.');
  if (body.termsAccepted !== true) throw new CardRejected('ACC010', 'termsAccepted', 'The card terms were not accepted.');
  const referral = body.referralCode?.trim() ?? '';
  if (referral !== '' && !isValidReferralCode(ledger, referral))
    throw new CardRejected('REF001', 'referralCode', 'The referral code does not exist.');
  const fee = units(ISSUE_FEE);
  if (fee > ledger.balance('main', FEE_TICKER).available)
    throw new CardRejected('BLC001', 'issueFee', `The issue fee is ${ISSUE_FEE} ${FEE_TICKER}: not enough on the main balance.`);
  ledger.post({ account: 'main', ticker: FEE_TICKER, available: -fee });
  const random = ledger.random(`crypto-card:${state(ledger).applications.length}`);
  const made: StoredApplication = {
    id: ledger.nextId('crypto-card-application', 93_000),
    userId: me(ledger),
    country: body.country,
    phone,
    addressCountry: body.addressCountry,
    documentType: body.documentType,
    ...(referral ? { referralCode: referral.toUpperCase() } : {}),
    last4: String(random.int(0, 9999)).padStart(4, '0'),
    createdAt: ledger.now(),
  };
  state(ledger).applications.push(made);
  ledger.record(CRYPTO_CARD_HISTORY, { kind: 'application', applicationId: made.id, issueFee: ISSUE_FEE, ticker: FEE_TICKER });
  ledger.changed();
  return made;
}

export function statusOf(ledger: Ledger, a: StoredApplication): ApplicationStatus {
  const elapsed = ledger.now() - a.createdAt;
  return elapsed >= REVIEW_MINUTES * MINUTE_MS ? 'issued' : elapsed >= REVIEW_START_MS ? 'in-review' : 'requested';
}

export const waitListEntry = (ledger: Ledger): WaitListEntry | undefined => state(ledger).waitList.find((e) => e.userId === me(ledger));

/** Joins the wait list for a country the card is not issued in (joining again keeps the place). */
export function joinWaitList(ledger: Ledger, country: string): WaitListEntry {
  if (supported(country)) throw new CardRejected(30, 'country', 'The card is issued in this country already: apply for it.');
  const known = waitListEntry(ledger);
  if (known) {
    known.country = country;
    ledger.changed();
    return known;
  }
  const entry = { userId: me(ledger), country, position: WAIT_LIST_BASE + state(ledger).waitList.length + 1, joinedAt: ledger.now() };
  state(ledger).waitList.push(entry);
  ledger.changed();
  return entry;
}

const s = (ms: number) => Math.floor(ms / 1000);

/** The phone with all but its code's first digits and its last three hidden. */
export const maskedPhone = (phone: string) => phone.slice(0, 3) + '*'.repeat(Math.max(1, phone.length - 6)) + phone.slice(-3);

export function wireApplication(ledger: Ledger, a: StoredApplication) {
  const status = statusOf(ledger, a);
  return {
    id: a.id,
    status,
    country: a.country,
    phone: maskedPhone(a.phone),
    addressCountry: a.addressCountry,
    documentType: a.documentType as (typeof DOCUMENT_TYPES)[number],
    issueFee: ISSUE_FEE,
    feeTicker: FEE_TICKER,
    ...(a.referralCode ? { referralCode: a.referralCode } : {}),
    createdAt: s(a.createdAt),
    ...(status !== 'requested' ? { reviewStartedAt: s(a.createdAt + REVIEW_START_MS) } : {}),
    ...(status === 'issued' ? { issuedAt: s(a.createdAt + REVIEW_MINUTES * MINUTE_MS), last4: a.last4 } : {}),
  };
}

export const wireWaitList = (e: WaitListEntry | undefined) =>
  e ? { joined: true, country: e.country, position: e.position, joinedAt: s(e.joinedAt) } : { joined: false };

export const terms = () => ({
  issueFee: ISSUE_FEE,
  feeTicker: FEE_TICKER,
  supportedCountries: [...SUPPORTED_COUNTRIES],
  documentTypes: [...DOCUMENT_TYPES],
  reviewMinutes: REVIEW_MINUTES,
});
