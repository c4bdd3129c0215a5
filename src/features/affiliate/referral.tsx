/**
 * /referral: the user's referral code and link to copy, the reward rate (40 % unless their WBT holding level
 * raises it), how many they invited and the rewards (GET referral settings, which needs a session: a guest sees the
 * rules and a login link), the invited users themselves (./invitees.tsx), and the referral rate of every holding level.
 */
import { useTranslation } from 'react-i18next';
import { useGetWbtBenefits } from '../../../generated/api/balances/balances';
import { useGetReferralSettings } from '../../../generated/api/settings/settings';
import { formatDecimal } from '../../lib/format/number-format';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { asSections, InfoSections } from '../../ui/info-sections';
import { LoginPrompt } from '../../ui/login-prompt';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { CopyRow } from './copy-row';
import { Invitees } from './invitees';
import { AppLink } from '../../ui/app-link';

/** Spec sections 3 and 9: the referral rate when nothing raises it. */
export const DEFAULT_REFERRAL_RATE = '40';

export function Referral() {
  const { t } = useTranslation('affiliate');
  const { loggedIn } = useSessionSnapshot();
  return (
    <div className="referral">
      {loggedIn ? (
        <>
          <MyReferral />
          <Invitees />
        </>
      ) : (
        <LoginPrompt message={t('referral.guest', { rate: DEFAULT_REFERRAL_RATE })} action={t('login')} />
      )}
      <InfoSections sections={asSections(t('referral.sections', { returnObjects: true, rate: DEFAULT_REFERRAL_RATE }))} />
      <RatesByLevel />
    </div>
  );
}

function MyReferral() {
  const { t, i18n } = useTranslation('affiliate');
  const settings = useGetReferralSettings({ query: { staleTime: 60_000 } });
  const lng = i18n.language;
  if (settings.isPending) return <QueryLoading />;
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  const s = settings.data.data;
  return (
    <section className="card referral__mine" aria-labelledby="referral-mine" data-testid="referral-mine">
      <h2 id="referral-mine">{t('referral.mine')}</h2>
      <dl className="copy-list">
        <CopyRow label={t('referral.code')} copyLabel={t('copy.code')} value={s.referralCode} testId="referral-code" />
        <CopyRow label={t('referral.link')} copyLabel={t('copy.link')} value={s.referralLink} testId="referral-link" />
      </dl>
      <dl className="stat-grid">
        <div className="card stat">
          <dt className="stat__label">{t('referral.rate')}</dt>
          <dd className="stat__value" data-testid="referral-rate">
            {formatDecimal(s.rate || DEFAULT_REFERRAL_RATE, lng, { max: 2 })}&nbsp;%
          </dd>
        </div>
        <div className="card stat">
          <dt className="stat__label">{t('referral.invited')}</dt>
          <dd className="stat__value" data-testid="referral-invited" data-value={s.invitedCount}>
            {formatDecimal(String(s.invitedCount), lng, { max: 0 })}
          </dd>
        </div>
        <div className="card stat">
          <dt className="stat__label">{t('referral.earned')}</dt>
          <dd className="stat__value">
            {s.earned.length === 0 ? (
              '0'
            ) : (
              <ul className="plain-list">
                {s.earned.map((e, index) => (
                  <li key={`${e.ticker}-${index}`}>
                    {formatDecimal(e.amount, lng, { max: 8 })} {e.ticker}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function RatesByLevel() {
  const { t, i18n } = useTranslation('affiliate');
  const benefits = useGetWbtBenefits({ query: { staleTime: 5 * 60_000 } });
  const lng = i18n.language;
  if (benefits.isPending) return <QueryLoading />;
  if (benefits.isError) return <QueryError error={benefits.error} onRetry={() => void benefits.refetch()} />;
  const levels = [...benefits.data.data.holding].sort((a, b) => a.level - b.level);
  if (levels.length === 0) return null;
  return (
    <section aria-labelledby="referral-levels">
      <h2 id="referral-levels">{t('referral.levels.title')}</h2>
      <div className="table-scroll" tabIndex={0}>
        <table className="data-table" data-testid="referral-levels">
          <thead>
            <tr>
              <th scope="col">{t('referral.levels.level')}</th>
              <th scope="col">{t('referral.levels.hold')}</th>
              <th scope="col">{t('referral.levels.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {levels.map((l, index) => (
              <tr key={`${l.level}-${index}`}>
                <th scope="row">{t('referral.levels.levelN', { level: l.level })}</th>
                <td className="num">{formatDecimal(l.minAmount, lng, { max: 8 })} WBT</td>
                <td className="num">{formatDecimal(String(l.referralRate ?? DEFAULT_REFERRAL_RATE), lng, { max: 2 })}&nbsp;%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AppLink to="/wbt/boost">{t('referral.levels.raise')}</AppLink>
    </section>
  );
}
