/**
 * The ledger's answers to the contract's assumed `mining-pool` operations (mocks/ledger/mining/mining-pool.ts,
 * modelled on the published Mining Pool API): the user's accounts, workers, hashrate and rewards, and the pool's public
 * statistics, the watcher links (mocks/ledger/mining/watcher-links.ts: made, listed and revoked by the owner, opened by
 * anyone without a session) and the pool's referral programme. Every call first pays the days that have passed on the
 * ledger's clock; an account, worker or link that is not the user's is a 404.
 */
import { http, type RequestHandler } from 'msw';
import {
  CreateMiningAccount200Response,
  CreateMiningAccountBody,
  CreateMiningWatcherLink200Response,
  CreateMiningWatcherLinkBody,
  GetMiningWatcherView200Response,
  ListMiningReferrals200Response,
  ListMiningWatcherLinks200Response,
  GetMiningDashboard200Response,
  GetMiningHashrate200Response,
  GetMiningPoolStats200Response,
  GetMiningWorkerHashrate200Response,
  ListMiningAccountRewards200Response,
  ListMiningAccounts200Response,
  ListMiningRewards200Response,
  ListMiningWorkers200Response,
} from '../../../generated/api/mining-pool/mining-pool.zod';
import { rules } from '../earn/history-page';
import { inPeriod, json, noContent, notFound, paging, periodOf, query, signedIn, validation, type LedgerContext } from '../http';
import {
  accountByName,
  accounts,
  createAccount,
  dashboard,
  defineMiningPool,
  hashratePoints,
  MiningNotFound,
  poolStats,
  rewards,
  settleMining,
  wireAccount,
  wireReward,
  wireWorkers,
  workerById,
  INTERVAL_MS,
  type Interval,
  type RewardRecord,
} from '../mining/mining-pool';
import {
  createWatcherLink,
  defineWatcherLinks,
  poolReferrals,
  revokeWatcherLink,
  watcherLinks,
  watcherView,
  wireWatcherLink,
} from '../mining/watcher-links';
import { parsedBody } from '../money/requests';

const REWARD_STATUSES: readonly string[] = ['pending', 'successful', 'canceled'];
const seconds = (value: string | null): number | undefined => (value !== null && /^\d{1,12}$/.test(value) ? Number(value) : undefined);

export function miningPoolHandlers(ctx: LedgerContext): RequestHandler[] {
  const { ledger } = ctx;
  defineMiningPool(ledger);
  defineWatcherLinks(ledger);
  /** A signed-in call after the due rewards; an unknown account or worker is its 404, a broken rule its 422. */
  const user = (answer: () => Response | Promise<Response>) =>
    signedIn(ctx, async () => {
      settleMining(ledger);
      try {
        return await rules(answer);
      } catch (error) {
        if (error instanceof MiningNotFound) return notFound(error.message);
        throw error;
      }
    });
  const name = (params: Record<string, string | readonly string[] | undefined>) => String(params.account);
  const period = (request: Request) => {
    const q = query(request);
    const interval = (q.get('interval') ?? '1h') as Interval;
    return { interval: interval in INTERVAL_MS ? interval : '1h', from: seconds(q.get('from')), to: seconds(q.get('to')) };
  };
  const rewardPage = (request: Request, rows: RewardRecord[]) => {
    const { offset, limit } = paging(request, 30, 100);
    return {
      data: rows.slice(offset, offset + limit).map((r) => wireReward(r as RewardRecord & { id: number })),
      pagination: { limit, offset, total: rows.length },
    };
  };

  return [
    http.get('*/v2/mining-pool/accounts', () =>
      user(() => json(ListMiningAccounts200Response, { data: accounts(ledger).map((a) => wireAccount(ledger, a)) })),
    ),
    http.post('*/v2/mining-pool/accounts', async ({ request }) => {
      const parsed = await parsedBody(request, CreateMiningAccountBody);
      if (!parsed.ok) return parsed.answer;
      return user(() => json(CreateMiningAccount200Response, { data: wireAccount(ledger, createAccount(ledger, parsed.body.name)) }));
    }),
    http.get('*/v2/mining-pool/accounts/:account', ({ params }) =>
      user(() => json(GetMiningDashboard200Response, { data: dashboard(ledger, accountByName(ledger, name(params))) })),
    ),
    http.get('*/v2/mining-pool/accounts/:account/hashrate', ({ params, request }) =>
      user(() => {
        const account = accountByName(ledger, name(params));
        const { interval, from, to } = period(request);
        return json(GetMiningHashrate200Response, {
          data: {
            account: account.name,
            interval,
            hashrate: hashratePoints(ledger, account.workers, `a${account.id}`, interval, from, to),
          },
        });
      }),
    ),
    http.get('*/v2/mining-pool/accounts/:account/workers', ({ params }) =>
      user(() => json(ListMiningWorkers200Response, { data: wireWorkers(ledger, accountByName(ledger, name(params))) })),
    ),
    http.get('*/v2/mining-pool/accounts/:account/workers/:workerId/hashrate', ({ params, request }) =>
      user(() => {
        const account = accountByName(ledger, name(params));
        const worker = workerById(account, Number(params.workerId));
        const { interval, from, to } = period(request);
        return json(GetMiningWorkerHashrate200Response, {
          data: {
            account: account.name,
            worker: worker.name,
            interval,
            hashrate: hashratePoints(ledger, [worker], `w${worker.id}`, interval, from, to),
          },
        });
      }),
    ),
    http.get('*/v2/mining-pool/accounts/:account/rewards', ({ params, request }) =>
      user(() => json(ListMiningAccountRewards200Response, rewardPage(request, rewards(ledger, accountByName(ledger, name(params)).id)))),
    ),
    http.get('*/v2/mining-pool/rewards', ({ request }) =>
      user(() => {
        // The published call's account, from and to (the reward's day), and its status, before the page is cut.
        const range = periodOf(request);
        if ('error' in range) return range.error;
        const q = query(request);
        const status = q.get('status');
        if (status && !REWARD_STATUSES.includes(status))
          return validation(30, { status: ['The status must be pending, successful or canceled.'] });
        const name = q.get('account');
        const accountId = name ? accountByName(ledger, name).id : undefined;
        const rows = rewards(ledger, accountId).filter(
          (r) =>
            inPeriod(range.period, Math.floor(r.date / 1000)) &&
            (!status || wireReward(r as RewardRecord & { id: number }).status === status),
        );
        return json(ListMiningRewards200Response, rewardPage(request, rows));
      }),
    ),
    http.get('*/v2/mining-pool/accounts/:account/watcher-links', ({ params }) =>
      user(() => json(ListMiningWatcherLinks200Response, { data: watcherLinks(ledger, name(params)).map(wireWatcherLink) })),
    ),
    http.post('*/v2/mining-pool/accounts/:account/watcher-links', async ({ params, request }) => {
      const parsed = await parsedBody(request, CreateMiningWatcherLinkBody);
      if (!parsed.ok) return parsed.answer;
      return user(() =>
        json(CreateMiningWatcherLink200Response, { data: wireWatcherLink(createWatcherLink(ledger, name(params), parsed.body)) }),
      );
    }),
    http.delete('*/v2/mining-pool/watcher-links/:id', ({ params }) =>
      user(() => {
        revokeWatcherLink(ledger, String(params.id));
        return noContent();
      }),
    ),
    // A watcher link is opened without a session: whoever has it sees what it allows.
    http.get('*/v2/mining-pool/watcher-links/:id/accounts/:account', ({ params }) => {
      settleMining(ledger);
      try {
        return json(GetMiningWatcherView200Response, { data: watcherView(ledger, String(params.id), name(params)) });
      } catch (error) {
        if (error instanceof MiningNotFound) return notFound(error.message);
        throw error;
      }
    }),
    http.get('*/v2/mining-pool/referrals', () => user(() => json(ListMiningReferrals200Response, { data: poolReferrals(ledger) }))),
    http.get('*/api/v4/public/mining-pool', () => json(GetMiningPoolStats200Response, { data: poolStats(ledger) })),
  ];
}
