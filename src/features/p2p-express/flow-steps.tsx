/** The three steps of a P2P Express deposit or withdrawal, the current one marked (only the amount step is a link: the later ones need the flow's order). */
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { FLOW_STEPS, stepPath, type Direction, type FlowStep } from './flow-search';

export function FlowSteps({ direction, current }: { direction: Direction; current: FlowStep }) {
  const { t } = useTranslation('p2p-express');
  return (
    <ol className="flow-steps" aria-label={t('steps.label')} data-testid="p2p-steps">
      {FLOW_STEPS.map((step) => (
        <li key={step} aria-current={step === current ? 'step' : undefined} className={step === current ? 'is-current' : undefined}>
          {step === 'amount' && current !== 'amount' ? (
            <AppLink to={stepPath(direction, 'amount')}>{t(`steps.${step}`)}</AppLink>
          ) : (
            t(`steps.${step}`)
          )}
        </li>
      ))}
    </ol>
  );
}
