/**
 * The help centre's single sign-on (brand_id) against the demo ledger: the brand's page is looked up, the sign-on
 * made for it, and the browser sent to the support centre's sign-in with the token and that page; a failed sign-on
 * offers a retry and the help centre without signing in; only https addresses are followed.
 */
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockHandlers } from '../../../mocks/handlers';
import { mockExchange, mockServer } from '../../../mocks/node';
import { renderScreen } from '../../testing/render';
import { SupportSignOn, supportBrand, supportSignInUrl } from './support-sign-on';

beforeEach(() => {
  mockExchange.login();
  mockServer.use(...mockHandlers(mockExchange));
});

describe('support sign-on', () => {
  it('reads only a positive whole brand', () => {
    expect(supportBrand('?brand_id=360001234568')).toBe(360001234568);
    for (const bad of ['', '?brand_id=', '?brand_id=0', '?brand_id=-4', '?brand_id=12x', '?brand_id=1e5'])
      expect(supportBrand(bad)).toBeUndefined();
  });

  it('follows only https addresses', () => {
    expect(supportSignInUrl('https://help.meridian.example/access/jwt', 'a.b.c', 'https://help.meridian.example/hc/tr')).toBe(
      'https://help.meridian.example/access/jwt?jwt=a.b.c&return_to=https%3A%2F%2Fhelp.meridian.example%2Fhc%2Ftr',
    );
    expect(supportSignInUrl('javascript:alert(1)', 'a.b.c', undefined)).toBeUndefined();
    expect(supportSignInUrl('http://help.meridian.example/access/jwt', 'a.b.c', undefined)).toBeUndefined();
    expect(supportSignInUrl('https://help.meridian.example/access/jwt', 'a.b.c', 'javascript:alert(1)')).toBe(
      'https://help.meridian.example/access/jwt?jwt=a.b.c',
    );
  });

  it("signs on for the brand and leaves for the support centre's sign-in with the token and the brand's page", async () => {
    const leave = vi.fn();
    await renderScreen(<SupportSignOn brand={360001234568} leave={leave} />);
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    const target = new URL(leave.mock.calls[0]![0] as string);
    expect(target.origin + target.pathname).toBe('https://help.meridian.example/access/jwt');
    expect(target.searchParams.get('return_to')).toBe('https://help.meridian.example/hc/tr');
    const claims = JSON.parse(atob(target.searchParams.get('jwt')!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      email: string;
    };
    expect(claims.email).toBe('demo@meridian.example');
  });

  it('offers a retry and the help centre without signing in when the sign-on fails', async () => {
    let fail = true;
    mockServer.use(http.post('*/v2/zendesk/sso/login', () => (fail ? HttpResponse.json({ message: 'down' }, { status: 503 }) : undefined)));
    const leave = vi.fn();
    await renderScreen(<SupportSignOn brand={360001234567} leave={leave} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not sign you in/);
    expect(screen.getByRole('link', { name: 'Open the help centre' }).getAttribute('href')).toBe('https://help.meridian.example/hc/en-us');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
  });
});
