/**
 * The session call's failure when even the notice's own chunk cannot load (issue 17: never left unsaid): the shell
 * says so in its own texts, in the page's language, with a retry; the next failure asks for the chunk again.
 */
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStatus } from '../../lib/session/session-status';
import { renderScreen } from '../../testing/render';
import { waitCeiling } from '../../testing/wait';
import { SessionStartupError } from './session-startup-error';

const network = vi.hoisted(() => ({ down: true }));

vi.mock('./startup-error-module', async () => {
  const { lazyModule } = await import('../../lib/loading/lazy-module');
  return {
    startupErrorModule: lazyModule(() =>
      network.down ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : import('./startup-error'),
    ),
  };
});

afterEach(() => {
  sessionStatus.ready();
  sessionStatus.setRetry(undefined);
});

describe('the start-up error without its chunk', () => {
  it('says the failure in the shell’s own texts, retries, and shows the full notice once the chunk loads', async () => {
    const retry = vi.fn(() => sessionStatus.loading());
    sessionStatus.setRetry(retry);
    sessionStatus.failed({ reason: 'network' });
    await renderScreen(<SessionStartupError />, { path: '/tr', locale: 'tr' });
    const standIn = await screen.findByRole('alert');
    expect(standIn.getAttribute('data-testid')).toBe('startup-error');
    expect(standIn.textContent).toContain('Borsaya ulaşamadık.');

    await userEvent.click(within(standIn).getByRole('button', { name: 'Tekrar dene' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect((within(screen.getByRole('alert')).getByRole('button') as HTMLButtonElement).disabled).toBe(true);

    // The retry fails again, with the network back: the chunk is asked for again and the full notice takes over.
    network.down = false;
    sessionStatus.failed({ reason: 'network' });
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Başlangıç isteği sunucuya ulaşamadı.'), waitCeiling);
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Yeniden dene' })).toBeTruthy();
  });
});
