/**
 * What a launchpad page shows of a project and of the user: the launchpad balance (the WBT committed and not yet
 * given back or settled), a project's terms and totals, its schedule, and the user's participation with the
 * allocation, cost and refund once the subscription has closed. Figures as the server gives them (decimal strings).
 */
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { useGetWbtBalances } from '../../../generated/api/balances/balances';
import type { LaunchpadParticipation } from '../../../generated/api/model/launchpadParticipation.zod';
import type { LaunchpadProject } from '../../../generated/api/model/launchpadProject.zod';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { useSessionSnapshot } from '../../lib/session/session-store';

export const WBT_DECIMALS = 8;

export function useAmount() {
  const { i18n } = useTranslation();
  return (value: string, ticker: string) => `${formatDecimal(value, i18n.language, { max: 8 })} ${ticker}`;
}

export function LaunchpadBalance() {
  const { t } = useTranslation('launchpad');
  const { loggedIn } = useSessionSnapshot();
  const amount = useAmount();
  const balances = useGetWbtBalances({ query: { enabled: loggedIn, staleTime: 10_000 } });
  if (!loggedIn || !balances.data) return null;
  const b = balances.data.data;
  const main = b.main ?? '0';
  const launchpad = b.launchpad ?? '0';
  return (
    <dl className="stat-grid" data-testid="launchpad-balances">
      <div className="card stat">
        <dt className="stat__label">{t('balance.launchpad')}</dt>
        <dd className="stat__value" data-testid="launchpad-balance" data-value={launchpad}>
          {amount(launchpad, 'WBT')}
        </dd>
      </div>
      <div className="card stat">
        <dt className="stat__label">{t('balance.main')}</dt>
        <dd className="stat__value" data-testid="launchpad-main-balance" data-value={main}>
          {amount(main, 'WBT')}
        </dd>
      </div>
    </dl>
  );
}

function Row({ label, value, testId, raw }: { label: string; value: string; testId?: string; raw?: string }) {
  return (
    <div className="definition-list__row">
      <dt>{label}</dt>
      <dd className="num" data-testid={testId} data-value={raw}>
        {value}
      </dd>
    </div>
  );
}

export function ProjectFigures({ project: p }: { project: LaunchpadProject }) {
  const { t, i18n } = useTranslation('launchpad');
  const amount = useAmount();
  const over = new Decimal(p.hardCap).gt(0)
    ? new Decimal(p.totalCommitted).div(p.hardCap).toDecimalPlaces(2, Decimal.ROUND_DOWN)
    : undefined;
  return (
    <section className="card" aria-labelledby="launchpad-terms">
      <h2 id="launchpad-terms">{t('terms.title')}</h2>
      <dl className="definition-list">
        <Row label={t('terms.price')} value={t('terms.priceValue', { price: amount(p.price, 'WBT'), ticker: p.ticker })} />
        <Row label={t('terms.tokensForSale')} value={amount(p.tokensForSale, p.ticker)} />
        <Row label={t('terms.hardCap')} value={amount(p.hardCap, 'WBT')} />
        <Row
          label={t('terms.limits')}
          value={t('terms.limitsValue', { min: amount(p.minCommit, 'WBT'), max: amount(p.maxCommit, 'WBT') })}
        />
        <Row label={t('terms.votes')} value={t('terms.votesValue', { votes: amount(p.votes, 'WBT'), goal: amount(p.voteGoal, 'WBT') })} />
        <Row
          label={t('terms.committed')}
          value={
            over && over.gt(1)
              ? t('terms.oversubscribed', { committed: amount(p.totalCommitted, 'WBT'), times: over.toFixed() })
              : amount(p.totalCommitted, 'WBT')
          }
          testId="launchpad-total-committed"
          raw={p.totalCommitted}
        />
        <Row label={t('terms.participants')} value={formatDecimal(String(p.participants), i18n.language, { max: 0 })} />
      </dl>
    </section>
  );
}

export function ProjectSchedule({ project: p }: { project: LaunchpadProject }) {
  const { t, i18n } = useTranslation('launchpad');
  const at = (seconds: number) => formatDateTime(seconds, i18n.language);
  return (
    <section className="card" aria-labelledby="launchpad-schedule">
      <h2 id="launchpad-schedule">{t('schedule.title')}</h2>
      <dl className="definition-list">
        <Row label={t('schedule.vote')} value={t('schedule.period', { from: at(p.voteStartsAt), to: at(p.voteEndsAt) })} />
        <Row label={t('schedule.sale')} value={t('schedule.period', { from: at(p.saleStartsAt), to: at(p.saleEndsAt) })} />
        <Row label={t('schedule.distribution')} value={at(p.distributionAt)} />
      </dl>
    </section>
  );
}

export function Participation({ project: p, participation: mine }: { project: LaunchpadProject; participation: LaunchpadParticipation }) {
  const { t } = useTranslation('launchpad');
  const amount = useAmount();
  const closed = p.status === 'distributing' || p.status === 'distributed';
  if (new Decimal(mine.voted).isZero() && new Decimal(mine.committed).isZero())
    return (
      <p className="notice" data-testid="launchpad-participation">
        {t('participation.none')}
      </p>
    );
  return (
    <section className="card" aria-labelledby="launchpad-participation" data-testid="launchpad-participation">
      <h2 id="launchpad-participation">{t('participation.title')}</h2>
      <dl className="definition-list">
        <Row label={t('participation.voted')} value={amount(mine.voted, 'WBT')} testId="launchpad-voted" raw={mine.voted} />
        <Row label={t('participation.committed')} value={amount(mine.committed, 'WBT')} testId="launchpad-committed" raw={mine.committed} />
        <Row label={t('participation.locked')} value={amount(mine.locked, 'WBT')} testId="launchpad-locked" raw={mine.locked} />
        {closed && (
          <>
            <Row label={t('participation.tokens')} value={amount(mine.tokens, p.ticker)} testId="launchpad-tokens" raw={mine.tokens} />
            <Row label={t('participation.used')} value={amount(mine.used, 'WBT')} testId="launchpad-used" raw={mine.used} />
            <Row label={t('participation.refund')} value={amount(mine.refund, 'WBT')} testId="launchpad-refund" raw={mine.refund} />
          </>
        )}
      </dl>
      {closed && (
        <p className="notice" data-testid="launchpad-distribution">
          {t(mine.distributed ? 'participation.distributed' : 'participation.distributing', { ticker: p.ticker })}
        </p>
      )}
    </section>
  );
}
