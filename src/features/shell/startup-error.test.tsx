/**
 * The start-up in place (issue 17): the header's account corner waits while the session loads, and a failed or
 * hanging settings call shows the start-up error with what to do and a retry, in the page's language; the
 * start-up's own crash screen has built-in English for when i18n did not start.
 */
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStatus } from '../../lib/session/session-status';
import { renderScreen } from '../../testing/render';
import { SiteHeader } from './site-header';
import { SessionStartupError } from './session-startup-error';
import { englishStartupText, StartupErrorScreen } from './startup-error';
import { startupErrorModule } from './startup-error-module';
import { waitCeiling } from '../../testing/wait';

// As src/main.tsx does before it publishes a failure: the notice's own chunk is there when the failure is said.
beforeAll(() => startupErrorModule.load());

afterEach(() => {
  sessionStatus.ready();
  sessionStatus.setRetry(undefined);
});

describe('the start-up in place', () => {
  it('the header shows the account corner loading until the session is known', async () => {
    sessionStatus.loading();
    await renderScreen(<SiteHeader />, { path: '/' });
    expect(await screen.findByTestId('session-loading')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    sessionStatus.ready();
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByTestId('session-loading')).toBeNull();
  });

  it('shows nothing while the start goes well', async () => {
    sessionStatus.loading();
    await renderScreen(<SessionStartupError />, { path: '/' });
    expect(screen.queryByTestId('startup-error')).toBeNull();
  });

  it('says what happened and what to do, and retries in place', async () => {
    const retry = vi.fn(() => sessionStatus.loading());
    sessionStatus.setRetry(retry);
    sessionStatus.failed({ reason: 'timeout', seconds: 15 });
    await renderScreen(<SessionStartupError />, { path: '/' });
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-testid')).toBe('startup-error');
    expect(alert.textContent).toContain('did not answer the start-up request within 15 seconds');
    expect(alert.textContent).toContain('Check your internet connection');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    // During the retry the error stays, its button busy.
    const busy = await within(alert).findByRole('button', { name: 'Trying again…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    sessionStatus.ready();
    await vi.waitFor(() => expect(screen.queryByTestId('startup-error')).toBeNull(), waitCeiling);
  });

  it('speaks the page’s language', async () => {
    sessionStatus.failed({ reason: 'server', status: 503 });
    await renderScreen(<SessionStartupError />, { path: '/tr', locale: 'tr' });
    const alert = await screen.findByRole('alert');
    await vi.waitFor(
      () => expect(alert.textContent).toContain('Sunucu, başlangıç isteğine bir hatayla yanıt verdi (durum 503).'),
      waitCeiling,
    );
    expect(within(alert).getByRole('button', { name: 'Yeniden dene' })).toBeTruthy();
  });

  it('the crash screen has built-in English and reloads', async () => {
    const reload = vi.fn();
    render(<StartupErrorScreen problem={{ reason: 'crash', message: 'boom' }} t={englishStartupText} onRetry={reload} storageBlocked />);
    expect(screen.getByRole('heading', { level: 1, name: 'The exchange could not finish starting' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Allow cookies for this site');
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalled();
    expect(englishStartupText('reason.server', { status: 502 })).toBe(
      'The server answered the start-up request with an error (status 502).',
    );
  });
});
