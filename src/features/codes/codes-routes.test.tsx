/**
 * Every route the codes module serves renders its screen with the generated mock data: the route's title as
 * the one h1, and no error screen (the e2e route walk relies on both).
 */
import { screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureSocket } from '../../lib/socket/configure-socket';
import { tradeSocket } from '../../lib/socket/socket-client';
import { createKit } from '../../testing/socket-test-kit';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { routeKey } from '../../lib/routing/route-keys';
import { ROUTES } from '../../lib/routing/route-table';
import { session } from '../../lib/session/session-store';
import { renderScreen } from '../../testing/render';
import Page from './codes-page';

const titles = JSON.parse(readFileSync(join(process.cwd(), 'locales/en/pages.json'), 'utf8')) as Record<string, { title: string }>;
const PARAMS: Record<string, string> = { slug: 'BTC', status: 'all', id: '1', network: 'TRC20' };
const routes = ROUTES.filter((r) => r.kind === 'page' && r.path.startsWith('/codes'));

beforeAll(() => {
  session.markLoggedIn({ permissions: {} });
  // Socket screens wait on a connection that never opens: they show their loading state.
  configureSocket(createKit().env);
});
afterAll(() => {
  tradeSocket().stop();
  session.clear();
});

describe('codes routes', () => {
  it.each(routes.map((r) => [r.path, r] as const))('%s', async (_path, entry) => {
    // Screens read their params from the address, as in the app.
    history.replaceState(
      null,
      '',
      entry.path.replace(/:([A-Za-z]+)/g, (_, name: string) => PARAMS[name] ?? name),
    );
    await renderScreen(
      <RouteEntryContext.Provider value={entry}>
        <Page />
      </RouteEntryContext.Provider>,
    );
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(titles[routeKey(entry.path)]!.title));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
