/**
 * What the user adds to a chat: a text message, an amount sent from the main balance, or an amount asked of the
 * contact, one tab each. The amount's rules are the contract's (a decimal above zero, at most the asset's decimals,
 * through the one amount field) and the form's checks of what the server answers (one transfer's least and most, what
 * is left of the day's limit, the main balance, for a send); the server's refusals land on their fields or above the
 * button. What was typed stays after every failure; a sent form is emptied.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickSendChat } from '../../../generated/api/model/quickSendChat.zod';
import { SegmentedControl, panelTabs, tabPanel } from '../../ui/segmented-control';
import { AmountForm } from './amount-form';
import { TextForm } from './text-form';

const MODES = ['text', 'send', 'request'] as const;
type Mode = (typeof MODES)[number];

export function ChatComposer({ chat }: { chat: QuickSendChat }) {
  const { t } = useTranslation('quicksend');
  const [mode, setMode] = useState<Mode>('send');
  return (
    <section className="card quicksend-composer" data-testid="quicksend-composer">
      <SegmentedControl
        variant="tabs"
        className="tabs"
        aria-label={t('composer.label')}
        items={panelTabs(MODES, (m) => t(`composer.modes.${m}`), 'quicksend', mode)}
        value={mode}
        onChange={setMode}
        testId="quicksend-modes"
      />
      <div className="tabs__panel" {...tabPanel('quicksend', mode)}>
        {mode === 'text' ? <TextForm chat={chat} /> : <AmountForm key={mode} chat={chat} mode={mode} />}
      </div>
    </section>
  );
}
