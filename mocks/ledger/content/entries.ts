/**
 * The demo's headless-content collections (/internal/hmd/{collection}/{slug}): release notes, news, help articles,
 * content-builder pages, gift-card designs, listing announcements and legal documents. Texts are short and real; each
 * entry is dated a number of days before the day the ledger was laid, so the dates keep their order across reloads.
 * (Launchpad projects and trading competitions have calls of their own: mocks/ledger/launchpad, competitions.)
 */
import type { Ledger } from '../ledger';

const DAY = 86_400_000;

export interface ContentSeed {
  slug: string;
  title: string;
  /** Days before the ledger's first day that the entry was last updated. */
  age: number;
  body: string;
  description?: string;
  /** Attached documents (served as PDFs by GET /internal/rdrs/{id}). */
  files?: { name: string }[];
}

const RELEASES: ContentSeed[] = [
  {
    slug: 'grid-bots-on-futures',
    title: 'Grid bots on futures',
    age: 3,
    description: 'Grid bots now run on perpetual futures, and the order form remembers your last leverage.',
    body:
      '<h2>Grid bots on futures</h2><p>Grid bots now run on BTC-PERP and ETH-PERP. Choose the price range, the number of grids and the leverage; the bot places its orders on your collateral balance.</p>' +
      '<h2>Smaller changes</h2><ul><li>The order form remembers the leverage you last used on each market.</li><li>Cancelled orders give their amount back to the form at once.</li></ul>',
  },
  {
    slug: 'faster-withdrawals',
    title: 'Faster withdrawals and a new address book',
    age: 24,
    description: 'Withdrawals to saved addresses skip the second confirmation, and the address book has labels.',
    body:
      '<h2>Faster withdrawals</h2><p>Withdrawals to an address in your address book no longer wait for a second e-mail confirmation.</p>' +
      '<h2>Address book</h2><p>Give each saved address a label and find it by network. Go to <strong>Settings → Security → Address management</strong>.</p>',
  },
  {
    slug: 'flexible-earn-auto-reinvest',
    title: 'Flexible earn: automatic reinvestment',
    age: 52,
    description: 'Interest of flexible plans can now be added to the investment every day.',
    body: '<h2>Automatic reinvestment</h2><p>Turn on automatic reinvestment on any flexible plan and the daily interest is added to your investment, so it earns interest too.</p>',
  },
  {
    slug: 'sub-accounts',
    title: 'Sub-accounts for every account',
    age: 83,
    description: 'Create up to 20 sub-accounts, each with its own balances and permissions.',
    body:
      '<h2>Sub-accounts</h2><p>Keep strategies apart: create sub-accounts, move funds between them and the main account, and decide whether each may trade spot or use collateral.</p>' +
      '<p>Find them under <strong>Settings → General → Sub-accounts</strong>.</p>',
  },
];

const NEWS: ContentSeed[] = [
  {
    slug: 'ton-and-xrp-zero-maker-fees',
    title: 'Zero maker fees on TON and XRP this week',
    age: 5,
    body: '<p>Until the end of the new listings week, limit orders that add liquidity to the TON-USDT and XRP-USDT books pay no fee.</p><p>Taker fees are unchanged.</p>',
  },
  {
    slug: 'scheduled-maintenance-completed',
    title: 'Scheduled maintenance completed',
    age: 12,
    body: '<p>The matching engine upgrade finished ahead of schedule. Trading, deposits and withdrawals are running normally.</p>',
  },
  {
    slug: 'welcome-to-meridian',
    title: 'Welcome to Meridian',
    age: 120,
    body: '<p>Meridian is a spot, margin and futures exchange with earn plans, convert and sub-accounts. This demo runs entirely in your browser: balances and orders are simulated.</p>',
  },
];

const HELP: ContentSeed[] = [
  {
    slug: 'how-to-deposit',
    title: 'How to deposit crypto',
    age: 30,
    body:
      '<ol><li>Open <strong>Balance</strong> and choose <strong>Deposit</strong>.</li><li>Pick the currency and the network; the network must be the one you send from.</li><li>Copy the address (and the memo, if the network has one) into the sending wallet.</li></ol>' +
      '<p>The deposit is credited after the network confirmations shown on the page.</p>',
  },
  {
    slug: 'two-factor-authentication',
    title: 'Turning on two-factor authentication',
    age: 45,
    body: '<p>Go to <strong>Settings → Security → 2FA</strong>, scan the QR code with an authenticator app and enter the 6-digit code it shows. From then on, logins and withdrawals ask for a code.</p>',
  },
  {
    slug: 'trading-fees',
    title: 'How trading fees are charged',
    age: 60,
    body: '<p>A maker order adds liquidity to the book; a taker order removes it. The fee is taken from what you receive. Holding WBT lowers both fees.</p>',
  },
  {
    slug: 'api-keys',
    title: 'Creating an API key',
    age: 75,
    body: '<p>Under <strong>Settings → API</strong>, create a key, choose its permissions and, for safety, the IP addresses it may be used from. The secret is shown once: store it safely.</p>',
  },
];

const PAGES: ContentSeed[] = [
  {
    slug: 'welcome',
    title: 'Start trading in three steps',
    age: 14,
    description: 'Register, secure your account and make your first trade.',
    body: '<ol><li>Register with your e-mail.</li><li>Turn on two-factor authentication.</li><li>Deposit and place your first order on the trade page.</li></ol>',
  },
  {
    slug: 'security',
    title: 'How we keep your funds safe',
    age: 40,
    body: '<p>Most funds are held in cold storage. Withdrawals pass risk checks, and new addresses can be held for 24 hours if you turn on the address whitelist.</p>',
  },
];

const GIFT_CARDS: ContentSeed[] = [
  {
    slug: 'birthday',
    title: 'Happy birthday',
    age: 30,
    body: '<p>Balloons and a cake: a card for any birthday, with any amount of USDT, BTC or WBT.</p>',
  },
  { slug: 'thank-you', title: 'Thank you', age: 30, body: '<p>A simple card to say thanks.</p>' },
  { slug: 'new-year', title: 'Happy New Year', age: 10, body: '<p>Fireworks over the city: a card for the new year.</p>' },
  { slug: 'congratulations', title: 'Congratulations', age: 90, body: '<p>For exams passed, new jobs and every other success.</p>' },
];

const LISTINGS: ContentSeed[] = [
  { slug: 'ton', title: 'Toncoin (TON) is listed', age: 5, body: '<p>Deposits, withdrawals and the TON-USDT market are open.</p>' },
  { slug: 'xrp', title: 'XRP is listed', age: 6, body: '<p>Deposits, withdrawals and the XRP-USDT market are open.</p>' },
  { slug: 'doge', title: 'Dogecoin (DOGE) is listed', age: 48, body: '<p>Deposits, withdrawals and the DOGE-USDT market are open.</p>' },
  { slug: 'wbt', title: 'WhiteBIT Token (WBT) trading starts', age: 200, body: '<p>WBT-USDT is open for trading.</p>' },
];

const LEGAL: ContentSeed[] = [
  {
    slug: 'terms-of-use',
    title: 'Terms of use',
    age: 70,
    body: '<p>These terms govern your use of the exchange. The signed version is attached as a PDF.</p>',
    files: [{ name: 'terms-of-use.pdf' }],
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    age: 70,
    body: '<p>What we collect, why, and how long we keep it. The full text is attached.</p>',
    files: [{ name: 'privacy-policy.pdf' }],
  },
];

export const COLLECTIONS: Record<string, readonly ContentSeed[]> = {
  releases: RELEASES,
  news: NEWS,
  help: HELP,
  pages: PAGES,
  'gift-cards': GIFT_CARDS,
  'new-listings': LISTINGS,
  legal: LEGAL,
};

const iso = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
/** Mid-morning UTC of the day `age` days before the ledger's first day. */
const dated = (ledger: Ledger, age: number): string => iso(Math.floor((ledger.createdAt - age * DAY) / DAY) * DAY + 9.5 * 3_600_000);

/** The entries of a collection, newest first. */
export function listEntries(collection: string): ContentSeed[] | undefined {
  const entries = COLLECTIONS[collection];
  return entries ? [...entries].sort((a, b) => a.age - b.age) : undefined;
}

export const summary = (ledger: Ledger, entry: ContentSeed, locale: string) => ({
  slug: entry.slug,
  title: entry.title,
  locale,
  updatedAt: dated(ledger, entry.age),
});

export const full = (ledger: Ledger, entry: ContentSeed, locale: string) => ({
  ...summary(ledger, entry, locale),
  body: entry.body,
  ...(entry.description ? { meta: { description: entry.description } } : {}),
});

export function findEntry(collection: string, slug: string): ContentSeed | undefined {
  return COLLECTIONS[collection]?.find((e) => e.slug === slug);
}
