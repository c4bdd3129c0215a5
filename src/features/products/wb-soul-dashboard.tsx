/**
 * /wb-soul/dashboard: the user's soulbound token (the contract's assumed getWbSoul and mintWbSoul): the level its
 * points reach and how far the next one is, the token once minted (its id, chain, address and date) or minting it
 * (which needs the verified identity: the server says so, and the page leads to the verification), and every
 * achievement with the progress the account's activity has made towards it. Progress is compared with decimal.js.
 */
import { useQueryClient } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import type { WbSoulAchievement } from '../../../generated/api/model/wbSoulAchievement.zod';
import type { WbSoulDashboard } from '../../../generated/api/model/wbSoulDashboard.zod';
import { getGetWbSoulQueryKey, useGetWbSoul, useMintWbSoul } from '../../../generated/api/wb-soul/wb-soul';
import { formatDate } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { ApiError } from '../../lib/http/errors';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { QueryLoading } from '../../ui/query-state';

export function WbSoulDashboardScreen() {
  const soul = useGetWbSoul({ query: { staleTime: 30_000 } });
  if (soul.isPending) return <QueryLoading />;
  if (soul.isError) return <CallError error={soul.error} onRetry={() => void soul.refetch()} />;
  return <Dashboard soul={soul.data.data} />;
}

/** The next level above the points, and the share of the way to it (0 to 1). */
export function nextLevel(soul: Pick<WbSoulDashboard, 'points' | 'level' | 'levels'>) {
  const current = soul.levels.find((l) => l.level === soul.level) ?? soul.levels[0]!;
  const next = soul.levels.find((l) => l.points > soul.points);
  if (!next) return undefined;
  const span = next.points - current.points;
  return { ...next, missing: next.points - soul.points, share: span > 0 ? (soul.points - current.points) / span : 0 };
}

function Dashboard({ soul }: { soul: WbSoulDashboard }) {
  const { t } = useTranslation('products');
  const next = nextLevel(soul);
  const top = soul.levels.at(-1)!.level;
  const completed = soul.achievements.filter((a) => a.completedAt !== undefined).length;
  return (
    <div className="wb-soul" data-testid="wb-soul">
      <section className="card" aria-labelledby="soul-level">
        <h2 id="soul-level" data-testid="soul-level">
          {t('soul.level', { level: soul.level, top })}
        </h2>
        <p data-testid="soul-points">{t('soul.points', { count: soul.points })}</p>
        {next ? (
          <>
            <progress className="soul__progress" max={1} value={next.share} aria-label={t('soul.toNext', { level: next.level })} />
            <p className="field__hint" data-testid="soul-next">
              {t('soul.next', { count: next.missing, level: next.level })}
            </p>
          </>
        ) : (
          <p className="field__hint">{t('soul.topReached')}</p>
        )}
        <p className="field__hint">{t('soul.completed', { done: completed, total: soul.achievements.length })}</p>
      </section>
      <SoulToken soul={soul} />
      <section aria-labelledby="soul-achievements">
        <h2 id="soul-achievements">{t('soul.achievements')}</h2>
        <ul className="plain-list soul__achievements" data-testid="soul-achievements">
          {soul.achievements.map((a) => (
            <Achievement key={a.id} achievement={a} />
          ))}
        </ul>
      </section>
      <p className="product-info__links">
        <AppLink className="button button--secondary" to="/wb-soul">
          {t('links.soul')}
        </AppLink>
      </p>
    </div>
  );
}

function SoulToken({ soul }: { soul: WbSoulDashboard }) {
  const { t, i18n } = useTranslation('products');
  const queryClient = useQueryClient();
  const mint = useMintWbSoul({ mutation: { onSuccess: (answer) => queryClient.setQueryData(getGetWbSoulQueryKey(), answer) } });
  const needsKyc = mint.error instanceof ApiError && mint.error.errors?.kyc !== undefined;
  return (
    <section className="card" aria-labelledby="soul-token" data-testid="soul-token" data-minted={soul.minted}>
      <h2 id="soul-token">{t('soul.token')}</h2>
      {soul.token ? (
        <dl className="definition-list">
          <dt>{t('soul.tokenId')}</dt>
          <dd data-testid="soul-token-id">#{soul.token.tokenId}</dd>
          <dt>{t('soul.network')}</dt>
          <dd>{soul.token.network}</dd>
          <dt>{t('soul.address')}</dt>
          <dd className="soul__address">{soul.token.address}</dd>
          <dt>{t('soul.minted')}</dt>
          <dd>{formatDate(soul.token.mintedAt, i18n.language)}</dd>
        </dl>
      ) : (
        <>
          <p>{t('soul.notMinted')}</p>
          <button
            type="button"
            className="button"
            disabled={mint.isPending}
            aria-busy={mint.isPending}
            onClick={() => mint.mutate()}
            data-testid="soul-mint"
          >
            {t('soul.mint')}
          </button>
          {needsKyc ? (
            <p className="notice notice--warning" role="alert" data-testid="soul-needs-kyc">
              {t('soul.needsKyc')} <AppLink to="/verification">{t('links.verification')}</AppLink>
            </p>
          ) : (
            mint.error && <CallError error={mint.error} />
          )}
        </>
      )}
    </section>
  );
}

function Achievement({ achievement: a }: { achievement: WbSoulAchievement }) {
  const { t, i18n } = useTranslation('products');
  const done = a.completedAt !== undefined;
  const shown = Decimal.min(new Decimal(a.progress), new Decimal(a.target));
  const amount = (value: string | Decimal) => formatDecimal(value.toString(), i18n.language, { max: a.unit === 'count' ? 0 : 2 });
  // "640.25 of 1,000 USDT": the unit once, after the target.
  const target = a.unit === 'count' ? amount(a.target) : `${amount(a.target)} ${a.unit}`;
  return (
    <li
      className={`card soul__achievement${done ? ' soul__achievement--done' : ''}`}
      data-testid="soul-achievement"
      data-id={a.id}
      data-done={done}
    >
      <h3 className="card__title">{t(`soul.names.${a.id}.title`)}</h3>
      <p className="field__hint">{t(`soul.names.${a.id}.text`)}</p>
      <progress max={1} value={shown.div(a.target).toNumber()} aria-label={t(`soul.names.${a.id}.title`)} />
      <p data-testid="soul-achievement-progress">
        {done
          ? t('soul.doneOn', { date: formatDate(a.completedAt!, i18n.language), points: a.points })
          : t('soul.progress', { progress: amount(shown), target, points: a.points })}
      </p>
    </li>
  );
}
