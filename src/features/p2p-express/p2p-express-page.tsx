/**
 * P2P Express. The contract has no P2P call yet, so every route explains its step of the product: what
 * P2P Express does, the deposit and withdrawal flows (amount, card, confirmation) with the current step
 * marked, and an order's lifecycle. The region's local currency is named where the flow uses it.
 */
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRegion } from '../../lib/region/current-region';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { asSections, InfoScreen } from '../../ui/info-sections';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { AppLink } from '../../ui/app-link';

export const FLOW_STEPS = ['amount', 'add-card', 'confirmation'] as const;

export default function P2pExpressPage() {
  const entry = useRouteEntry();
  const { id } = useParams({ strict: false }) as { id?: string };
  return (
    <StandardAreaPage>
      <P2pScreen path={entry.path} id={id} />
    </StandardAreaPage>
  );
}

export function P2pScreen({ path, id }: { path: string; id?: string }) {
  const { t } = useTranslation('p2p-express');
  const { prefix } = useLocalizedPath();
  const region = useRegion();
  const [, , flow, step] = path.split('/');
  const direction = flow === 'deposit' || flow === 'withdraw' ? flow : undefined;
  const topic = direction ?? (path === '/p2p-express/:id' ? 'order' : 'index');
  const fiat = region.fiatCurrencies[0] ?? 'USD';
  const stepIndex = direction ? FLOW_STEPS.indexOf(step as (typeof FLOW_STEPS)[number]) : -1;
  const notice = (
    <>
      {direction && stepIndex >= 0 && (
        <ol className="flow-steps" aria-label={t('steps.label')} data-testid="p2p-steps">
          {FLOW_STEPS.map((s, i) => (
            <li key={s} aria-current={i === stepIndex ? 'step' : undefined} className={i === stepIndex ? 'is-current' : undefined}>
              <AppLink to={`/p2p-express/${direction}/${s}`}>{t(`steps.${s}`)}</AppLink>
            </li>
          ))}
        </ol>
      )}
      {topic === 'order' && <p className="notice">{t('order.id', { id: id ?? '' })}</p>}
    </>
  );
  return (
    <InfoScreen
      testId={`p2p-${topic}`}
      summary={t(`${topic}.summary`, { fiat })}
      sections={asSections(t(`${topic}.sections`, { returnObjects: true, fiat }))}
      notice={notice}
      links={[
        { href: `${prefix}/p2p-express/deposit/amount`, label: t('links.deposit') },
        { href: `${prefix}/p2p-express/withdraw/amount`, label: t('links.withdraw') },
        { href: `${prefix}/settings/security/saved-cards`, label: t('links.cards') },
      ].filter((l) => !l.href.endsWith(path))}
    />
  );
}
