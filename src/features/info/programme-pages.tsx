/**
 * Programme pages: /bug-bounty (scope, rewards by severity, rules, where to report), /aml-service (what an
 * address or transaction check answers, its risk levels, who checks for free) and /ambassador (what an
 * ambassador does and how to apply). The contract has no call for these, so they inform and point to the
 * region's mailbox for each programme.
 */
import { useTranslation } from 'react-i18next';
import { loginPath } from '../../lib/navigation/safe-redirect';
import { useRegion } from '../../lib/region/current-region';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { formatDecimal } from '../../lib/format/number-format';
import { InfoFrame } from './info-frame';
import { useList } from './prose';
import { AppLink } from '../../ui/app-link';

/** Reward ceilings per severity, in USDT. */
const BOUNTY_REWARDS = [
  { severity: 'critical', from: '2000', upTo: '10000' },
  { severity: 'high', from: '500', upTo: '3000' },
  { severity: 'medium', from: '100', upTo: '800' },
  { severity: 'low', from: '25', upTo: '100' },
] as const;

function Bullets({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function BugBountyPage() {
  const { t, i18n } = useTranslation('info');
  const region = useRegion();
  const inScope = useList('info', 'bounty.inScope');
  const outOfScope = useList('info', 'bounty.outOfScope');
  const rules = useList('info', 'bounty.rules');
  const report = useList('info', 'bounty.report');
  const amount = (value: string) => formatDecimal(value, i18n.language);
  return (
    <InfoFrame links={[]}>
      <p className="prose">{t('bounty.intro', { name: region.name })}</p>
      <div className="grid-2">
        <section className="card" aria-labelledby="bounty-in">
          <h2 id="bounty-in">{t('bounty.inScopeTitle')}</h2>
          <Bullets items={inScope} className="rule-list rule-list--do" />
        </section>
        <section className="card" aria-labelledby="bounty-out">
          <h2 id="bounty-out">{t('bounty.outOfScopeTitle')}</h2>
          <Bullets items={outOfScope} className="rule-list rule-list--dont" />
        </section>
      </div>
      <section aria-labelledby="bounty-rewards">
        <h2 id="bounty-rewards">{t('bounty.rewardsTitle')}</h2>
        <p>{t('bounty.rewardsText')}</p>
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table info-table" data-testid="bounty-rewards">
            <thead>
              <tr>
                <th scope="col">{t('bounty.columns.severity')}</th>
                <th scope="col">{t('bounty.columns.example')}</th>
                <th scope="col" className="num">
                  {t('bounty.columns.reward')}
                </th>
              </tr>
            </thead>
            <tbody>
              {BOUNTY_REWARDS.map((row) => (
                <tr key={row.severity}>
                  <th scope="row">{t(`bounty.severity.${row.severity}.name`)}</th>
                  <td>{t(`bounty.severity.${row.severity}.example`)}</td>
                  <td className="num">{t('bounty.range', { from: amount(row.from), to: amount(row.upTo) })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="bounty-rules" className="prose">
        <h2 id="bounty-rules">{t('bounty.rulesTitle')}</h2>
        <Bullets items={rules} />
        <h2>{t('bounty.reportTitle')}</h2>
        <ol>
          {report.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="notice">
          {t('bounty.contact')} <a href={`mailto:${region.mailboxes.security}`}>{region.mailboxes.security}</a>
        </p>
      </section>
    </InfoFrame>
  );
}

export function AmlServicePage() {
  const { t } = useTranslation('info');
  const region = useRegion();
  const { prefix } = useLocalizedPath();
  const { loggedIn } = useSessionSnapshot();
  const steps = useList('info', 'aml.steps');
  const uses = useList('info', 'aml.uses');
  return (
    <InfoFrame links={[]}>
      <p className="prose">{t('aml.intro')}</p>
      <section aria-labelledby="aml-levels">
        <h2 id="aml-levels">{t('aml.levelsTitle')}</h2>
        <ul className="risk-levels">
          {(['safe', 'warning', 'danger'] as const).map((level) => (
            <li key={level} className={`card risk-level risk-level--${level}`}>
              <h3>{t(`aml.levels.${level}.name`)}</h3>
              <p>{t(`aml.levels.${level}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid-2">
        <section aria-labelledby="aml-how" className="prose">
          <h2 id="aml-how">{t('aml.stepsTitle')}</h2>
          <ol>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="aml-uses" className="prose">
          <h2 id="aml-uses">{t('aml.usesTitle')}</h2>
          <Bullets items={uses} />
        </section>
      </div>
      <section aria-labelledby="aml-price" className="card">
        <h2 id="aml-price">{t('aml.priceTitle')}</h2>
        <p>{t('aml.price')}</p>
        <p>
          <AppLink to="/wbt">{t('aml.wbt')}</AppLink>
        </p>
      </section>
      <p>
        {loggedIn ? (
          <AppLink className="button" to="/support">
            {t('aml.askSupport')}
          </AppLink>
        ) : (
          <AppLink className="button" to={loginPath(`${prefix}/aml-service`)}>
            {t('aml.login')}
          </AppLink>
        )}
      </p>
      <p className="home__muted">{t('aml.compliance', { email: region.mailboxes.travelrule })}</p>
    </InfoFrame>
  );
}

export function AmbassadorPage() {
  const { t } = useTranslation('info');
  const region = useRegion();
  const tasks = useList('info', 'ambassador.tasks');
  const benefits = useList('info', 'ambassador.benefits');
  const requirements = useList('info', 'ambassador.requirements');
  const apply = useList('info', 'ambassador.apply', { email: region.mailboxes.partnerships });
  return (
    <InfoFrame links={[]}>
      <p className="prose">{t('ambassador.intro', { name: region.name })}</p>
      <div className="grid-2">
        <section className="card" aria-labelledby="amb-tasks">
          <h2 id="amb-tasks">{t('ambassador.tasksTitle')}</h2>
          <Bullets items={tasks} />
        </section>
        <section className="card" aria-labelledby="amb-benefits">
          <h2 id="amb-benefits">{t('ambassador.benefitsTitle')}</h2>
          <Bullets items={benefits} className="rule-list rule-list--do" />
        </section>
      </div>
      <section aria-labelledby="amb-req" className="prose">
        <h2 id="amb-req">{t('ambassador.requirementsTitle')}</h2>
        <Bullets items={requirements} />
        <h2>{t('ambassador.applyTitle')}</h2>
        <ol>
          {apply.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          <a className="button" href={`mailto:${region.mailboxes.partnerships}?subject=${encodeURIComponent(t('ambassador.subject'))}`}>
            {t('ambassador.cta')}
          </a>
        </p>
      </section>
    </InfoFrame>
  );
}
