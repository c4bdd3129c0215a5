/**
 * The deposit address: its QR code, the memo where the network needs one, the network's address types and the
 * user's addresses on it; a copy saves the spec's deposit details.
 */
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Currency } from '../../../generated/api/model/currency.zod';
import {
  getGetDepositAddressMockHandler,
  getListAddressTypesMockHandler,
  getListCurrenciesResponseMock,
  getListDepositAddressesMockHandler,
} from '../../../generated/api/profile/profile.msw';
import { mockServer } from '../../../mocks/node';
import { renderScreen } from '../../testing/render';
import { serverConfigHandler } from '../../testing/server-config';
import { DepositAddress } from './deposit-address';
import { DEPOSIT_DETAILS_KEY } from './deposit-details';

const xrp: Currency = {
  ...getListCurrenciesResponseMock().data[0]!,
  ticker: 'XRP',
  name: 'XRP',
  isFiat: false,
  decimal: 6,
  networks: [
    {
      code: 'XRP',
      name: 'XRP Ledger',
      explorer: 'https://xrpscan.com/tx/',
      isDepositable: true,
      isWithdrawal: true,
      isMemo: true,
      confirmations: 1,
      minDeposit: '1',
      minWithdraw: '20',
      withdrawFee: '0.25',
    },
  ],
};
const ADDRESS = 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY';

afterEach(() => {
  localStorage.removeItem(DEPOSIT_DETAILS_KEY);
  vi.unstubAllGlobals();
});

describe('DepositAddress', () => {
  it('shows the address with its QR code and memo, and a copy saves the deposit details', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const entry = { ticker: 'XRP', network: 'XRP', type: 'default', address: ADDRESS, memo: '481516234', createdAt: 1795000000 };
    mockServer.use(
      serverConfigHandler(),
      getGetDepositAddressMockHandler({ data: entry }),
      getListDepositAddressesMockHandler({ data: [entry] }),
      getListAddressTypesMockHandler({ data: [{ network: 'XRP', types: ['default'] }] }),
    );
    await renderScreen(<DepositAddress currency={xrp} network={xrp.networks[0]!} canCreateMany={false} username="demo@meridian.example" />);
    expect((await screen.findByTestId('deposit-address')).textContent).toBe(ADDRESS);
    expect(screen.getByRole('img', { name: 'QR code of your XRP address on XRP Ledger' })).toBeTruthy();
    expect(screen.getByTestId('deposit-memo').textContent).toBe('481516234');
    expect(screen.queryByTestId('deposit-address-type')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    await waitFor(() => expect(localStorage.getItem(DEPOSIT_DETAILS_KEY)).not.toBeNull());
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    expect(JSON.parse(localStorage.getItem(DEPOSIT_DETAILS_KEY)!)).toEqual({
      username: 'demo@meridian.example',
      currency: 'XRP',
      ticker: 'XRP',
      network: 'XRP',
      addressType: 'default',
      address: ADDRESS,
      memo: '481516234',
    });
  });
});
