/** The tax-reporting partner: drawn only behind the koinly permission, signing in opens the partner's address. */
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getGetSettingsResponseMock } from '../../../generated/api/session/session.msw';
import { mockServer } from '../../../mocks/node';
import { renderScreen } from '../../testing/render';
import type { SettingsData } from './settings-data';
import { TaxReporting } from './tax-reporting';

function settings(koinly: { enabled: boolean; hide: boolean }, confirmable: boolean): SettingsData {
  const data = getGetSettingsResponseMock().data;
  return { ...data, permissions: { ...data.permissions, koinly }, user: { ...data.user, isTaxLoginConfirmable: confirmable } };
}

describe('the tax-reporting partner', () => {
  it('is not drawn while the koinly permission is off or hidden (the spec disables it)', async () => {
    const { container } = await renderScreen(<TaxReporting settings={settings({ enabled: false, hide: false }, true)} />);
    expect(container.querySelector('[data-testid="tax-reporting"]')).toBeNull();
    await renderScreen(<TaxReporting settings={settings({ enabled: true, hide: true }, true)} />);
    expect(screen.queryByTestId('tax-reporting')).toBeNull();
  });

  it("signs in: opens the partner's one-time address, and says a blocked pop-up with the address to open", async () => {
    let calls = 0;
    mockServer.use(
      http.post('*/v2/tax-login', () => {
        calls++;
        return HttpResponse.json({ data: { redirectUrl: 'https://tax.example/meridian/sso?token=abc123' } });
      }),
    );
    const open = vi.fn().mockReturnValueOnce(true).mockReturnValueOnce(false);
    await renderScreen(<TaxReporting settings={settings({ enabled: true, hide: false }, true)} open={open} />);
    await userEvent.click(screen.getByTestId('tax-login'));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://tax.example/meridian/sso?token=abc123'));
    expect(screen.queryByTestId('tax-login-blocked')).toBeNull();
    await userEvent.click(screen.getByTestId('tax-login'));
    expect((await screen.findByTestId('tax-login-blocked')).textContent).toContain(
      'Pop-up Blocker is enabled! Please disable your pop-up blocker.',
    );
    expect(screen.getByRole('link', { name: 'Open Koinly' }).getAttribute('href')).toBe('https://tax.example/meridian/sso?token=abc123');
    expect(calls).toBe(2);
  });

  it('is offered only once the account may confirm the sign-in', async () => {
    await renderScreen(<TaxReporting settings={settings({ enabled: true, hide: false }, false)} />);
    expect(screen.queryByTestId('tax-login')).toBeNull();
    expect(screen.getByText('Your account cannot sign in to Koinly yet: verify your identity first.')).toBeTruthy();
  });
});
