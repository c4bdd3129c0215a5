export * from './general/general.zod.ts';
export * from './trade/trade.zod.ts';
