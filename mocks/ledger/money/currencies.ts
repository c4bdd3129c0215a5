/**
 * The demo's currencies: every ticker the markets, balances and earn products use, each with the networks it
 * moves on (a network belongs to its coin: BTC on Bitcoin, USDT on ERC20, TRC20 and BEP20, XRP and TON with a
 * memo), their fees, limits and confirmations, and the fiat currencies with their payment providers. Deposit
 * addresses are made here too, deterministic and in each network's own format.
 */
import type { Random } from '../../socket/random';

export interface NetworkInfo {
  code: string;
  name: string;
  explorer: string;
  isDepositable: boolean;
  isWithdrawal: boolean;
  isMemo?: boolean;
  confirmations: number;
  minDeposit: string;
  minWithdraw: string;
  withdrawFee: string;
  /** The largest withdrawal (fee included; the contract's assumed maxWithdraw, the published fee's max_amount). */
  maxWithdraw?: string;
}

export interface ProviderInfo {
  ticker: string;
  name: string;
  description: string;
  isDepositable: boolean;
  isWithdrawal: boolean;
  /** A provider that pays out: the details it needs, its limits and its fee (fixed plus a percentage of the amount). */
  withdrawDetails?: 'card' | 'iban';
  minWithdraw?: string;
  maxWithdraw?: string;
  withdrawFixedFee?: string;
  withdrawPercentFee?: string;
}

export interface CurrencyInfo {
  ticker: string;
  name: string;
  image: string;
  isFiat: boolean;
  isDepositable: boolean;
  isWithdrawal: boolean;
  tradingEnabled: boolean;
  tradeTicker: string;
  inMargin: boolean;
  decimal: number;
  networks: NetworkInfo[];
  providers: ProviderInfo[];
}

/** How addresses of a network look (and which address types it offers, the first the default). */
interface NetworkKind {
  name: string;
  explorer: string;
  types: readonly string[];
  isMemo?: boolean;
}

const NETWORK_KINDS: Record<string, NetworkKind> = {
  BTC: { name: 'Bitcoin', explorer: 'https://mempool.space/tx/', types: ['segwit', 'legacy'] },
  ERC20: { name: 'Ethereum (ERC20)', explorer: 'https://etherscan.io/tx/', types: ['default'] },
  TRC20: { name: 'Tron (TRC20)', explorer: 'https://tronscan.org/#/transaction/', types: ['default'] },
  BEP20: { name: 'BNB Smart Chain (BEP20)', explorer: 'https://bscscan.com/tx/', types: ['default'] },
  SOL: { name: 'Solana', explorer: 'https://solscan.io/tx/', types: ['default'] },
  XRP: { name: 'XRP Ledger', explorer: 'https://xrpscan.com/tx/', types: ['default'], isMemo: true },
  TON: { name: 'TON', explorer: 'https://tonviewer.com/transaction/', types: ['default'], isMemo: true },
  DOGE: { name: 'Dogecoin', explorer: 'https://dogechain.info/tx/', types: ['default'] },
  WBT: { name: 'Whitechain', explorer: 'https://explorer.whitechain.io/tx/', types: ['default'] },
};

/** [network, confirmations, minDeposit, minWithdraw, withdrawFee, maxWithdraw ('' none), withdrawals open] */
type NetworkRow = [
  code: string,
  confirmations: number,
  minDeposit: string,
  minWithdraw: string,
  withdrawFee: string,
  maxWithdraw: string,
  withdraw?: boolean,
];

function network([code, confirmations, minDeposit, minWithdraw, withdrawFee, maxWithdraw, withdraw = true]: NetworkRow): NetworkInfo {
  const kind = NETWORK_KINDS[code]!;
  return {
    code,
    name: kind.name,
    explorer: kind.explorer,
    isDepositable: true,
    isWithdrawal: withdraw,
    ...(kind.isMemo ? { isMemo: true } : {}),
    confirmations,
    minDeposit,
    minWithdraw,
    withdrawFee,
    ...(maxWithdraw ? { maxWithdraw } : {}),
  };
}

/** A small round icon with the ticker's first letter, inline so that the demo needs no image host. */
function icon(ticker: string, colour: string): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'><circle cx='20' cy='20' r='20' fill='${colour}'/>` +
    `<text x='20' y='26' font-family='sans-serif' font-size='16' text-anchor='middle' fill='white'>${ticker.slice(0, 1)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

interface CryptoRow {
  ticker: string;
  name: string;
  colour: string;
  decimal: number;
  trading: boolean;
  inMargin: boolean;
  networks: NetworkRow[];
}

const CRYPTO: readonly CryptoRow[] = [
  {
    ticker: 'BTC',
    name: 'Bitcoin',
    colour: '#f7931a',
    decimal: 8,
    trading: true,
    inMargin: true,
    networks: [['BTC', 2, '0.0001', '0.001', '0.0002', '2']],
  },
  {
    ticker: 'ETH',
    name: 'Ethereum',
    colour: '#627eea',
    decimal: 8,
    trading: true,
    inMargin: true,
    networks: [['ERC20', 12, '0.005', '0.01', '0.0015', '50']],
  },
  {
    ticker: 'USDT',
    name: 'Tether',
    colour: '#26a17b',
    decimal: 6,
    trading: true,
    inMargin: true,
    networks: [
      ['TRC20', 20, '1', '10', '1', '2000'],
      ['ERC20', 12, '10', '20', '5', '5000'],
      ['BEP20', 15, '1', '10', '0.8', '5000'],
    ],
  },
  {
    ticker: 'USDC',
    name: 'USD Coin',
    colour: '#2775ca',
    decimal: 6,
    trading: false,
    inMargin: false,
    networks: [
      ['ERC20', 12, '10', '20', '5', '5000'],
      ['BEP20', 15, '1', '10', '0.8', '5000'],
    ],
  },
  {
    ticker: 'SOL',
    name: 'Solana',
    colour: '#9945ff',
    decimal: 8,
    trading: true,
    inMargin: true,
    networks: [['SOL', 32, '0.01', '0.1', '0.01', '1000']],
  },
  {
    ticker: 'XRP',
    name: 'XRP',
    colour: '#23292f',
    decimal: 6,
    trading: true,
    inMargin: true,
    networks: [['XRP', 1, '1', '20', '0.25', '50000']],
  },
  {
    ticker: 'TON',
    name: 'Toncoin',
    colour: '#0098ea',
    decimal: 8,
    trading: true,
    inMargin: false,
    networks: [['TON', 1, '0.1', '1', '0.05', '10000']],
  },
  {
    ticker: 'DOGE',
    name: 'Dogecoin',
    colour: '#c2a633',
    decimal: 8,
    trading: true,
    inMargin: false,
    networks: [['DOGE', 40, '10', '50', '5', '']],
  },
  {
    ticker: 'WBT',
    name: 'WBT',
    colour: '#111111',
    decimal: 8,
    trading: true,
    inMargin: false,
    networks: [
      ['WBT', 12, '0.1', '1', '0.05', '5000'],
      ['ERC20', 12, '1', '5', '0.8', '5000', false],
    ],
  },
];

const FIAT: readonly (Omit<CurrencyInfo, 'image' | 'isFiat' | 'networks' | 'tradeTicker' | 'inMargin' | 'decimal'> & { colour: string })[] =
  [
    {
      ticker: 'TRY',
      name: 'Turkish lira',
      colour: '#e30a17',
      isDepositable: true,
      isWithdrawal: true,
      tradingEnabled: true,
      providers: [
        {
          ticker: 'TRY',
          name: 'Bank transfer (FAST)',
          description: 'Instant transfer from a Turkish bank account, 24/7.',
          isDepositable: true,
          isWithdrawal: true,
          withdrawDetails: 'iban',
          minWithdraw: '100',
          maxWithdraw: '150000',
          withdrawFixedFee: '5',
          withdrawPercentFee: '0',
        },
        {
          ticker: 'TRY',
          name: 'Papara',
          description: 'Deposit from a Papara wallet within minutes.',
          isDepositable: true,
          isWithdrawal: false,
        },
      ],
    },
    {
      ticker: 'EUR',
      name: 'Euro',
      colour: '#003399',
      isDepositable: true,
      isWithdrawal: true,
      tradingEnabled: false,
      providers: [
        {
          ticker: 'EUR',
          name: 'SEPA',
          description: 'Bank transfer within the SEPA area, 1-2 business days.',
          isDepositable: true,
          isWithdrawal: true,
          withdrawDetails: 'iban',
          minWithdraw: '10',
          maxWithdraw: '10000',
          withdrawFixedFee: '1',
          withdrawPercentFee: '0',
        },
        {
          ticker: 'EUR',
          name: 'Visa/Mastercard',
          description: 'Instant card deposit; card payouts within 30 minutes.',
          isDepositable: true,
          isWithdrawal: true,
          withdrawDetails: 'card',
          minWithdraw: '20',
          maxWithdraw: '2000',
          withdrawFixedFee: '2',
          withdrawPercentFee: '2',
        },
      ],
    },
  ];

/**
 * Demo tokens: practice copies of a real asset, named D and its ticker (the balance page's "hide demo tokens" knows
 * them so). They move on no network and have no market: worth nothing (rates.ts prices them at 0).
 */
export const DEMO_TOKENS: readonly { ticker: string; of: string; name: string; decimal: number }[] = [
  { ticker: 'DUSDT', of: 'USDT', name: 'Demo Tether', decimal: 6 },
];

export const CURRENCIES: readonly CurrencyInfo[] = [
  ...CRYPTO.map((c) => ({
    ticker: c.ticker,
    name: c.name,
    image: icon(c.ticker, c.colour),
    isFiat: false,
    isDepositable: true,
    isWithdrawal: true,
    tradingEnabled: c.trading,
    tradeTicker: c.ticker,
    inMargin: c.inMargin,
    decimal: c.decimal,
    networks: c.networks.map(network),
    providers: [],
  })),
  ...DEMO_TOKENS.map((d) => ({
    ticker: d.ticker,
    name: d.name,
    image: icon(d.ticker, '#8a8f98'),
    isFiat: false,
    isDepositable: false,
    isWithdrawal: false,
    tradingEnabled: false,
    tradeTicker: d.ticker,
    inMargin: false,
    decimal: d.decimal,
    networks: [],
    providers: [],
  })),
  ...FIAT.map(({ colour, ...f }) => ({
    ...f,
    image: icon(f.ticker, colour),
    isFiat: true,
    tradeTicker: f.ticker,
    inMargin: false,
    decimal: 2,
    networks: [],
  })),
];

export const currencyOf = (ticker: string): CurrencyInfo | undefined => CURRENCIES.find((c) => c.ticker === ticker);

export const networkOf = (ticker: string, code: string): NetworkInfo | undefined =>
  currencyOf(ticker)?.networks.find((n) => n.code === code);

/** Decimals of a currency's amounts (8 when it is not listed). */
export const decimalsOf = (ticker: string): number => currencyOf(ticker)?.decimal ?? 8;

/** Every network with the address types it offers (GET /v2/address/types). */
export function addressTypes(): { network: string; types: string[] }[] {
  const codes = [...new Set(CURRENCIES.flatMap((c) => c.networks.map((n) => n.code)))];
  return codes.map((code) => ({ network: code, types: [...NETWORK_KINDS[code]!.types] }));
}

export const addressTypesOf = (code: string): readonly string[] => NETWORK_KINDS[code]?.types ?? ['default'];

// ------------------------------------------------------------------ addresses

const HEX = '0123456789abcdef';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const chars = (random: Random, alphabet: string, length: number): string =>
  Array.from({ length }, () => alphabet[random.int(0, alphabet.length - 1)]).join('');

/**
 * A deposit address in the format of its network (bc1q… or 1… on Bitcoin, 0x and 40 hex digits on the EVM chains,
 * T… on Tron, base58 on Solana, r… on the XRP Ledger, EQ… on TON, D… on Dogecoin) and, where the network needs
 * one, the memo (destination tag) that tells the exchange's shared address whose deposit it is.
 */
export function makeAddress(random: Random, code: string, type: string): { address: string; memo?: string } {
  const memo = () => String(random.int(100_000_000, 999_999_999));
  switch (code) {
    case 'BTC':
      return { address: type === 'legacy' ? `1${chars(random, BASE58, 33)}` : `bc1q${chars(random, BECH32, 38)}` };
    case 'ERC20':
    case 'BEP20':
    case 'WBT':
      return { address: `0x${chars(random, HEX, 40)}` };
    case 'TRC20':
      return { address: `T${chars(random, BASE58, 33)}` };
    case 'SOL':
      return { address: chars(random, BASE58, 44) };
    case 'XRP':
      return { address: `r${chars(random, BASE58, 33)}`, memo: memo() };
    case 'TON':
      return { address: `EQ${chars(random, BASE64URL, 46)}`, memo: memo() };
    case 'DOGE':
      return { address: `D${chars(random, BASE58, 33)}` };
    default:
      return { address: chars(random, BASE58, 40) };
  }
}

/** What an address of a network must look like (the tests check the generated ones against it). */
export const ADDRESS_FORMATS: Record<string, RegExp> = {
  BTC: /^(bc1q[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{38}|1[1-9A-HJ-NP-Za-km-z]{33})$/,
  ERC20: /^0x[0-9a-f]{40}$/,
  BEP20: /^0x[0-9a-f]{40}$/,
  WBT: /^0x[0-9a-f]{40}$/,
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  SOL: /^[1-9A-HJ-NP-Za-km-z]{44}$/,
  XRP: /^r[1-9A-HJ-NP-Za-km-z]{33}$/,
  TON: /^EQ[A-Za-z0-9_-]{46}$/,
  DOGE: /^D[1-9A-HJ-NP-Za-km-z]{33}$/,
};
