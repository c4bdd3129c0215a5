import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { getGetWbtBalancesMockHandler } from '../../../generated/api/balances/balances.msw';
import { getGetLaunchpadProjectMockHandler, getJoinLaunchpadProjectMockHandler } from '../../../generated/api/launchpad/launchpad.msw';
import type { LaunchpadProject } from '../../../generated/api/model/launchpadProject.zod';
import { mockServer } from '../../../mocks/node';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { session } from '../../lib/session/session-store';
import { renderScreen } from '../../testing/render';
import LaunchpadPage, { ProjectScreen } from './launchpad-page';

const inRoute = (path: string, ui: ReactNode) => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>{ui}</RouteEntryContext.Provider>
);

const project = (over: Partial<LaunchpadProject> = {}): LaunchpadProject => ({
  slug: 'nova-grid',
  name: 'Nova Grid',
  ticker: 'NOVA',
  status: 'active',
  summary: 'Home batteries.',
  price: '0.0008',
  tokensForSale: '50000000',
  hardCap: '40000',
  minCommit: '10',
  maxCommit: '2000',
  totalCommitted: '80000',
  participants: 2841,
  voteGoal: '150000',
  votes: '212480',
  voteStartsAt: 1794355200,
  voteEndsAt: 1794960000,
  saleStartsAt: 1795046400,
  saleEndsAt: 1795651200,
  distributionAt: 1795737600,
  participation: { voted: '0', committed: '0', locked: '0', tokens: '0', used: '0', refund: '0', distributed: false },
  ...over,
});

const balances = (main: string, launchpad: string) =>
  getGetWbtBalancesMockHandler({ data: { main, hold: '0', unhold: '0', trade: '0', launchpad } });

afterEach(() => session.clear());

describe('the launchpad', () => {
  it('lists the projects of the chosen status, asking the server for that status', async () => {
    session.markLoggedIn({ permissions: {} });
    const asked: (string | null)[] = [];
    mockServer.use(
      balances('250', '40'),
      http.get('*/v2/launchpad/projects', ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        asked.push(status);
        const all = [project(), project({ slug: 'lumen-pay', name: 'Lumen Pay', ticker: 'LUMP', status: 'new' })];
        return HttpResponse.json({ data: status ? all.filter((p) => p.status === status) : all });
      }),
    );
    await renderScreen(inRoute('/launchpad/projects', <LaunchpadPage />));
    await waitFor(() => expect(screen.getAllByTestId('launchpad-project-row')).toHaveLength(2));
    expect(screen.getByTestId('launchpad-balance').textContent).toBe('40 WBT');
    await userEvent.click(screen.getByRole('radio', { name: 'New' }));
    await waitFor(() => expect(screen.getAllByTestId('launchpad-project-row')).toHaveLength(1));
    expect(screen.getByTestId('launchpad-project-row').dataset.slug).toBe('lumen-pay');
    expect(asked).toEqual([null, 'new']);
  });

  it('shows an oversubscribed sale and, once distributed, the allocation, the WBT used and the refund', async () => {
    session.markLoggedIn({ permissions: {} });
    mockServer.use(
      balances('149.5', '0'),
      getGetLaunchpadProjectMockHandler({
        data: project({
          status: 'distributed',
          participation: {
            voted: '0',
            committed: '100.5',
            locked: '0',
            tokens: '56025.08',
            used: '44.82006400',
            refund: '55.679936',
            distributed: true,
          },
        }),
      }),
    );
    await renderScreen(inRoute('/launchpad/projects/:slug', <ProjectScreen slug="nova-grid" />));
    expect((await screen.findByTestId('launchpad-total-committed')).textContent).toBe('80,000 WBT (2 times the hard cap)');
    expect(screen.getByTestId('launchpad-tokens').textContent).toBe('56,025.08 NOVA');
    expect(screen.getByTestId('launchpad-refund').textContent).toBe('55.679936 WBT');
    expect(screen.getByTestId('launchpad-distribution').textContent).toBe('Your NOVA and refund have been credited to your main balance.');
    expect(screen.queryByTestId('launchpad-join-form')).toBeNull();
  });

  it('votes while the project is new: the form says vote, checks the balance, and shows the vote after it', async () => {
    session.markLoggedIn({ permissions: {} });
    const voting = project({ status: 'new' });
    mockServer.use(
      balances('30', '0'),
      getGetLaunchpadProjectMockHandler({ data: voting }),
      getJoinLaunchpadProjectMockHandler({ data: { ...voting, participation: { ...voting.participation!, voted: '25', locked: '25' } } }),
    );
    await renderScreen(inRoute('/launchpad/projects/:slug', <ProjectScreen slug="nova-grid" />));
    const form = await screen.findByTestId('launchpad-join-form');
    expect(within(form).getByRole('heading').textContent).toBe('Vote for Nova Grid');
    await userEvent.type(within(form).getByTestId('launchpad-amount-input'), '31');
    await userEvent.click(within(form).getByTestId('launchpad-join-submit'));
    expect((await within(form).findByTestId('launchpad-amount-input-error')).textContent).toBe('More than your main balance (30 WBT).');
    await userEvent.clear(within(form).getByTestId('launchpad-amount-input'));
    await userEvent.type(within(form).getByTestId('launchpad-amount-input'), '25');
    await userEvent.click(within(form).getByTestId('launchpad-join-submit'));
    expect((await screen.findByTestId('launchpad-voted')).textContent).toBe('25 WBT');
  });

  it('asks a guest to log in to take part', async () => {
    mockServer.use(getGetLaunchpadProjectMockHandler({ data: project({ participation: undefined }) }));
    await renderScreen(inRoute('/launchpad/projects/:slug', <ProjectScreen slug="nova-grid" />));
    expect((await screen.findByTestId('login-prompt')).textContent).toContain('Log in to vote or subscribe with your WBT.');
  });

  it('hides the form from a user whose launchpad permission is off', async () => {
    session.markLoggedIn({ permissions: { launchpad: { enabled: false, hide: false } } });
    mockServer.use(balances('250', '0'), getGetLaunchpadProjectMockHandler({ data: project() }));
    await renderScreen(inRoute('/launchpad/projects/:slug', <ProjectScreen slug="nova-grid" />));
    expect((await screen.findByTestId('launchpad-disabled')).textContent).toBe('The launchpad is not available for your account.');
    expect(screen.queryByTestId('launchpad-join-form')).toBeNull();
  });
});
