/** The ledger's answers to the contract's `balances` operations. */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { BalanceListResponse } from '../../../generated/api/model/balanceListResponse.zod';
import { DEMO_USER, type MockExchange } from '../../exchange/mock-exchange';
import { trimmed } from '../../socket/units';
import { json, type LedgerContext } from '../http';

export function balancesHandlers(ctx: LedgerContext): RequestHandler[] {
  const exchange = ctx.exchange;
  const guard = () => (exchange.isLoggedIn() ? undefined : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }));
  return [
    http.get('*/v2/balances', () => guard() ?? json(BalanceListResponse, { data: balances(exchange) })),
    http.get('*/v2/balances/:type', () => guard() ?? json(BalanceListResponse, { data: balances(exchange) })),
  ];
}

function balances(exchange: MockExchange) {
  const account = exchange.hub.account(DEMO_USER);
  const tickers = [...new Set([...exchange.catalogue().flatMap((m) => [m.stock, m.money]), ...account.spot.keys()])].sort();
  return tickers.map((ticker) => {
    const b = account.spot.get(ticker) ?? { available: 0n, freeze: 0n };
    const spot = trimmed(b.available + b.freeze, 8);
    return {
      ticker,
      total: spot,
      main: '0',
      spot,
      margin: '0',
      staking: '0',
      spotInOrders: trimmed(b.freeze, 8),
      spotAvailable: trimmed(b.available, 8),
      withBorrow: spot,
      withoutBorrow: spot,
      borrow: '0',
      hold: '0',
    };
  });
}
