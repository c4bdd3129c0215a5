export * from './general/general.ts';
export * from './trade/trade.ts';
