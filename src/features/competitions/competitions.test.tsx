import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  getGetCompetitionLeaderboardMockHandler,
  getGetCompetitionMockHandler,
  getJoinCompetitionMockHandler,
  getListCompetitionsMockHandler,
} from '../../../generated/api/competitions/competitions.msw';
import type { Competition } from '../../../generated/api/model/competition.zod';
import { mockServer } from '../../../mocks/node';
import { session } from '../../lib/session/session-store';
import { renderScreen } from '../../testing/render';
import { CompetitionList, CompetitionScreen } from './competitions-page';

const COMPETITION: Competition = {
  slug: 'btc-volume-sprint',
  title: 'BTC volume sprint',
  status: 'active',
  markets: ['BTC-USDT'],
  quote: 'USDT',
  startsAt: 1794960000,
  endsAt: 1795564800,
  prizeTicker: 'USDT',
  prizePool: '10000',
  prizes: [
    { fromRank: 1, toRank: 1, amount: '3000' },
    { fromRank: 4, toRank: 10, amount: '400' },
  ],
  minVolume: '1000',
  participants: 412,
  participation: { joined: false, volume: '0' },
};

const BOARD = {
  updatedAt: 1795082403,
  entries: [
    { rank: 1, nickname: 'wh***le', volume: '4812093.5', prize: '3000', own: false },
    { rank: 2, nickname: 'sa***hi', volume: '3901245.12', own: false },
  ],
};

afterEach(() => session.clear());

describe('trading competitions', () => {
  it("lists a status's competitions with the user's rank where joined", async () => {
    session.markLoggedIn({ permissions: {} });
    mockServer.use(
      getListCompetitionsMockHandler({
        data: [{ ...COMPETITION, participation: { joined: true, joinedAt: 1795082403, volume: '1944.9', rank: 188 } }],
      }),
    );
    await renderScreen(<CompetitionList status="active" />);
    const row = await screen.findByTestId('competition-row');
    expect(row.textContent).toContain('Markets: BTC-USDT · prize pool 10,000 USDT · 412 participants');
    expect(within(row).getByTestId('competition-row-rank').textContent).toBe('188 of 412');
  });

  it('joins: the own place appears, and the leaderboard adds the own row after the first places', async () => {
    session.markLoggedIn({ permissions: {} });
    const joined = { ...COMPETITION, participants: 413, participation: { joined: true, joinedAt: 1795082403, volume: '0', rank: 413 } };
    mockServer.use(
      getGetCompetitionMockHandler({ data: COMPETITION }),
      getGetCompetitionLeaderboardMockHandler({ data: BOARD }),
      getJoinCompetitionMockHandler({ data: joined }),
    );
    await renderScreen(<CompetitionScreen slug="btc-volume-sprint" />);
    expect(await screen.findAllByTestId('leaderboard-row')).toHaveLength(2);
    expect(screen.queryByTestId('competition-place')).toBeNull();
    mockServer.use(
      getGetCompetitionLeaderboardMockHandler({ data: { ...BOARD, own: { rank: 413, nickname: 'de***mo', volume: '0', own: true } } }),
    );
    await userEvent.click(screen.getByTestId('competition-join'));
    expect((await screen.findByTestId('competition-rank')).textContent).toBe('413 of 413');
    await waitFor(() => expect(screen.getByTestId('leaderboard-own').textContent).toContain('You (de***mo)'));
    expect(screen.queryByTestId('competition-join')).toBeNull();
  });

  it('asks a guest to log in to join', async () => {
    mockServer.use(
      getGetCompetitionMockHandler({ data: { ...COMPETITION, participation: undefined } }),
      getGetCompetitionLeaderboardMockHandler({ data: BOARD }),
    );
    await renderScreen(<CompetitionScreen slug="btc-volume-sprint" />);
    expect((await screen.findByTestId('login-prompt')).textContent).toContain('Log in to join the competition.');
  });
});
