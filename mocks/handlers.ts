/**
 * The embedded mock backend's REST handlers: the stateful mock exchange first (it answers what must
 * stay consistent), then every generated MSW handler (faker data valid against the contract).
 */
import type { RequestHandler } from 'msw';
import { getGeneralMock } from '../generated/api/general/general.msw';
import { getTradeMock } from '../generated/api/trade/trade.msw';

export const generatedHandlers: RequestHandler[] = [...getGeneralMock(), ...getTradeMock()];

export function mockHandlers(): RequestHandler[] {
  return [...generatedHandlers];
}
