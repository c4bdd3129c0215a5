/**
 * The demo's markets: spot, margin and futures, with trading rules that match the socket mock's simulated
 * markets (the same price and amount decimals), so that every price the book shows is valid in an order.
 */
import { marketProfile } from '../socket/simulated-market';

export interface CatalogueMarket {
  market: string;
  tradeMarketName: string;
  stock: string;
  money: string;
  type: 'spot' | 'futures';
  subType: 'crypto' | 'fiat' | 'stable';
  stockPrec: number;
  moneyPrec: number;
  minAmount: string;
  minTotal: string;
  maxAmount: string;
  makerFee: string;
  takerFee: string;
  isMargin: boolean;
  maxLeverage: number;
  priority: number;
}

const DEFINITIONS: [pair: string, subType: CatalogueMarket['subType'], isMargin: boolean, minTotal: string][] = [
  ['BTC-USDT', 'stable', true, '5'],
  ['ETH-USDT', 'stable', true, '5'],
  ['SOL-USDT', 'stable', true, '5'],
  ['WBT-USDT', 'stable', false, '5'],
  ['XRP-USDT', 'stable', true, '5'],
  ['TON-USDT', 'stable', false, '5'],
  ['DOGE-USDT', 'stable', false, '5'],
  ['ETH-BTC', 'crypto', true, '0.0001'],
  ['BTC-TRY', 'fiat', false, '150'],
  ['USDT-TRY', 'fiat', false, '150'],
  ['BTC-PERP', 'stable', true, '5'],
  ['ETH-PERP', 'stable', true, '5'],
];

export const MARKET_CATALOGUE: readonly CatalogueMarket[] = DEFINITIONS.map(([pair, subType, isMargin, minTotal], index) => {
  const [stock, money] = pair.split('-') as [string, string];
  const tradeMarketName = pair.replace('-', '_');
  const profile = marketProfile(tradeMarketName);
  const futures = money === 'PERP';
  return {
    market: pair,
    tradeMarketName,
    stock,
    money: futures ? 'USDT' : money,
    type: futures ? 'futures' : 'spot',
    subType,
    stockPrec: profile.amountDecimals,
    moneyPrec: profile.priceDecimals,
    // Two decimals coarser than the amount precision: 0.0001 BTC, 0.01 ETH.
    minAmount: profile.amountDecimals <= 2 ? '1' : `0.${'0'.repeat(profile.amountDecimals - 3)}1`,
    minTotal,
    maxAmount: '1000000',
    makerFee: '0.001',
    takerFee: '0.001',
    isMargin,
    maxLeverage: futures ? 100 : 10,
    priority: index + 1,
  };
});
