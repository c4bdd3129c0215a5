/**
 * Quick Send: sending crypto to another Meridian user by nickname, shown as a chat. The contract has no
 * Quick Send call yet, so /quicksend/chat explains the product and its rules, and /quicksend/chat/:id says
 * which conversation it is and how transfers in it work.
 */
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { asSections, InfoScreen } from '../../ui/info-sections';
import { StandardAreaPage } from '../../ui/standard-area-page';

export default function QuicksendPage() {
  const entry = useRouteEntry();
  const { t } = useTranslation('quicksend');
  const { prefix } = useLocalizedPath();
  const { id } = useParams({ strict: false }) as { id?: string };
  const topic = entry.path === '/quicksend/chat/:id' ? 'conversation' : 'chat';
  return (
    <StandardAreaPage>
      <InfoScreen
        testId={`quicksend-${topic}`}
        summary={t(`${topic}.summary`, { id: id ?? '' })}
        sections={asSections(t(`${topic}.sections`, { returnObjects: true }))}
        links={[
          { href: `${prefix}/settings/general/nickname`, label: t('links.nickname') },
          { href: `${prefix}/balance`, label: t('links.balance') },
          ...(topic === 'conversation' ? [{ href: `${prefix}/quicksend/chat`, label: t('links.chats') }] : []),
        ]}
      />
    </StandardAreaPage>
  );
}
