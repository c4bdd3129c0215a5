/**
 * The ledger's answers to the contract's assumed `launchpad` operations (mocks/ledger/launchpad/launchpad.ts): the
 * projects with their status on the ledger's clock (a guest sees them too, without a participation), joining one with
 * WBT, and the user's launchpad history (filtered by period, asset and kind). Every call first settles what is due.
 */
import { http, type RequestHandler } from 'msw';
import {
  GetLaunchpadProject200Response,
  JoinLaunchpadProject200Response,
  JoinLaunchpadProjectBody,
  ListLaunchpadHistory200Response,
  ListLaunchpadProjects200Response,
} from '../../../generated/api/launchpad/launchpad.zod';
import { rules } from '../earn/history-page';
import { inPeriod, json, notFound, pageOf, paging, periodOf, posting, query, signedIn, validation, type LedgerContext } from '../http';
import {
  defineLaunchpad,
  join,
  launchpadHistory,
  projectBySlug,
  projects,
  settleLaunchpad,
  wireProject,
  type LaunchpadStatus,
} from '../launchpad/launchpad';
import { parsedBody } from '../money/requests';

const STATUSES: readonly string[] = ['new', 'voted', 'published', 'active', 'distributing', 'distributed', 'failed'];
/** The kinds of movement the history lists (the contract's LaunchpadHistoryType). */
const MOVES = ['vote', 'vote-return', 'subscription', 'distribution', 'refund'] as const;

export function launchpadHandlers(ctx: LedgerContext): RequestHandler[] {
  const { ledger, exchange } = ctx;
  defineLaunchpad(ledger);
  const slugOf = (params: Record<string, string | readonly string[] | undefined>) => String(params.slug);
  /** Settles first: the user's balances and participations are those of the clock now. */
  const settled = <T>(answer: () => T): T => {
    if (exchange.isLoggedIn()) settleLaunchpad(ledger);
    return answer();
  };

  return [
    http.get('*/v2/launchpad/projects', ({ request }) =>
      settled(() => {
        const status = query(request).get('status');
        const wanted = status !== null && STATUSES.includes(status) ? (status as LaunchpadStatus) : undefined;
        return json(ListLaunchpadProjects200Response, {
          data: projects(ledger, wanted).map((p) => wireProject(ledger, p, exchange.isLoggedIn())),
        });
      }),
    ),
    http.get('*/v2/launchpad/projects/:slug', ({ params }) =>
      settled(() => {
        const project = projectBySlug(slugOf(params));
        if (!project) return notFound('Project not found.');
        return json(GetLaunchpadProject200Response, { data: wireProject(ledger, project, exchange.isLoggedIn()) });
      }),
    ),
    http.post('*/v2/launchpad/projects/:slug/join', async ({ request, params }) => {
      const parsed = await parsedBody(request, JoinLaunchpadProjectBody);
      if (!parsed.ok) return parsed.answer;
      return signedIn(ctx, () => {
        const project = projectBySlug(slugOf(params));
        if (!project) return notFound('Project not found.');
        return rules(() =>
          posting(() => {
            join(ledger, project, parsed.body.amount);
            return json(JoinLaunchpadProject200Response, { data: wireProject(ledger, project, true) });
          }),
        );
      });
    }),
    http.get('*/v2/launchpad/history', ({ request }) =>
      signedIn(ctx, () => {
        // Filtered before the page is cut, so that the page and its total are of what was asked for.
        const range = periodOf(request);
        if ('error' in range) return range.error;
        const q = query(request);
        const type = q.get('type');
        if (type && !(MOVES as readonly string[]).includes(type))
          return validation(30, { type: [`The kind must be one of ${MOVES.join(', ')}.`] });
        const ticker = q.get('ticker')?.toUpperCase();
        const rows = launchpadHistory(ledger).filter(
          (e) => (!type || e.type === type) && (!ticker || e.asset === ticker) && inPeriod(range.period, e.time),
        );
        return json(ListLaunchpadHistory200Response, pageOf(rows, paging(request, 100, 100)));
      }),
    ),
  ];
}
