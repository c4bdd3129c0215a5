/**
 * The ledger's answers to the contract's assumed `competitions` operations (mocks/ledger/competitions/competitions.ts):
 * the competitions of a status on the ledger's clock, one competition with the user's place, joining, the
 * leaderboard, and the user's prizes with their claim.
 */
import { http, type RequestHandler } from 'msw';
import {
  ClaimCompetitionReward200Response,
  GetCompetition200Response,
  GetCompetitionLeaderboard200Response,
  JoinCompetition200Response,
  ListCompetitionRewards200Response,
  ListCompetitions200Response,
} from '../../../generated/api/competitions/competitions.zod';
import {
  claim,
  competitionBySlug,
  CompetitionNotFound,
  competitionRewards,
  competitions,
  defineCompetitions,
  join,
  leaderboard,
  RewardNotFound,
  wireCompetition,
  type CompetitionStatus,
} from '../competitions/competitions';
import { rules } from '../earn/history-page';
import { json, notFound, query, signedIn, type LedgerContext } from '../http';

const STATUSES: readonly string[] = ['active', 'upcoming', 'finished'];

export function competitionsHandlers(ctx: LedgerContext): RequestHandler[] {
  const { ledger, exchange } = ctx;
  defineCompetitions(ledger);
  /** An unknown competition or prize is its 404, a broken rule its 422. */
  const answer = async (make: () => Response | Promise<Response>) => {
    try {
      return await rules(make);
    } catch (error) {
      if (error instanceof CompetitionNotFound || error instanceof RewardNotFound) return notFound(error.message);
      throw error;
    }
  };
  const slug = (params: Record<string, string | readonly string[] | undefined>) => String(params.slug);
  const wire = (s: string) => wireCompetition(ledger, exchange, competitionBySlug(s), exchange.isLoggedIn());

  return [
    http.get('*/v2/competitions', ({ request }) => {
      const status = query(request).get('status') ?? 'active';
      const wanted = (STATUSES.includes(status) ? status : 'active') as CompetitionStatus;
      return json(ListCompetitions200Response, { data: competitions(ledger, wanted).map((c) => wire(c.slug)) });
    }),
    http.get('*/v2/competitions/:slug', ({ params }) => answer(() => json(GetCompetition200Response, { data: wire(slug(params)) }))),
    http.post('*/v2/competitions/:slug/join', ({ params }) =>
      signedIn(ctx, () =>
        answer(() => {
          join(ledger, competitionBySlug(slug(params)));
          return json(JoinCompetition200Response, { data: wire(slug(params)) });
        }),
      ),
    ),
    http.get('*/v2/competitions/:slug/leaderboard', ({ params, request }) =>
      answer(() => {
        const limit = Math.min(100, Math.max(1, Number(query(request).get('limit') ?? 20) || 20));
        return json(GetCompetitionLeaderboard200Response, {
          data: leaderboard(ledger, exchange, competitionBySlug(slug(params)), limit, exchange.isLoggedIn()),
        });
      }),
    ),
    http.get('*/v2/competition-rewards', () =>
      signedIn(ctx, () => json(ListCompetitionRewards200Response, { data: competitionRewards(ledger, exchange) })),
    ),
    http.post('*/v2/competition-rewards/:id/claim', ({ params }) =>
      signedIn(ctx, () => answer(() => json(ClaimCompetitionReward200Response, { data: claim(ledger, exchange, Number(params.id)) }))),
    ),
  ];
}
