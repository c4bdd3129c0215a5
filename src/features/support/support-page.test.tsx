import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { turkey } from '../../../regions/turkey';
import { global } from '../../../regions/global';
import { setCurrentRegion } from '../../lib/region/current-region';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { renderScreen } from '../../testing/render';
import { SupportScreen } from './support-page';

const entry = ROUTES.find((r) => r.path === '/support')!;
const renderSupport = (ticket?: string, locale = 'en') =>
  renderScreen(
    <RouteEntryContext.Provider value={entry}>
      <SupportScreen ticket={ticket} />
    </RouteEntryContext.Provider>,
    { locale },
  );

describe('SupportScreen', () => {
  it("shows the region's help centre, contacts by purpose and phone lines with their languages", async () => {
    setCurrentRegion(global);
    await renderSupport();
    expect((await screen.findByTestId('help-centre')).getAttribute('href')).toBe(global.helpCenterUrl);
    const contacts = screen.getByTestId('support-contacts');
    expect(within(contacts).getByRole('link', { name: global.mailboxes.security }).getAttribute('href')).toBe(
      `mailto:${global.mailboxes.security}`,
    );
    expect(screen.getByTestId('support-phones').textContent).toContain('+44 20 3808 1234 in English');
    expect(screen.queryByTestId('support-whatsapp')).toBeNull();
  });

  it("offers the region's WhatsApp, in Turkish", async () => {
    setCurrentRegion(turkey);
    try {
      await renderSupport(undefined, 'tr');
      expect((await screen.findByTestId('support-whatsapp')).getAttribute('href')).toBe(turkey.whatsapp);
      expect(screen.getByRole('heading', { name: 'Talepleriniz' })).toBeTruthy();
    } finally {
      setCurrentRegion(global);
    }
  });
});
