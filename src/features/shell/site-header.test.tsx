/** The header's navigation follows the account's permission flags (spec section 6): a hidden product has no link. */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session/session-store';
import { renderScreen } from '../../testing/render';
import { SiteHeader } from './site-header';

afterEach(() => session.clear());

describe('SiteHeader', () => {
  it('leaves Earn out of the navigation when permissions.earn.hide is set, and shows it otherwise', async () => {
    session.markLoggedIn({ permissions: { earn: { enabled: true, hide: true } } });
    await renderScreen(<SiteHeader />, { path: '/' });
    const nav = await screen.findByRole('navigation');
    expect(within(nav).queryByRole('link', { name: 'Earn' })).toBeNull();
    cleanup();
    session.markLoggedIn({ permissions: { earn: { enabled: true, hide: false } } });
    await renderScreen(<SiteHeader />, { path: '/' });
    expect(within(await screen.findByRole('navigation')).getByRole('link', { name: 'Earn' })).toBeTruthy();
  });
});
