/** The ledger's answers to the contract's `profile` operations (deposit addresses, currencies, rates). */
import { http, type RequestHandler } from 'msw';
import { CurrencyRateListResponse } from '../../../generated/api/model/currencyRateListResponse.zod';
import { ledgerRates } from '../../exchange/rest-handlers';
import { json, type LedgerContext } from '../http';

export function profileHandlers(ctx: LedgerContext): RequestHandler[] {
  const exchange = ctx.exchange;
  return [http.get('*/v2/currencies/rates', () => json(CurrencyRateListResponse, { data: ledgerRates(exchange) }))];
}
