/**
 * Quick Send (the contract's assumed quick-send operations): /quicksend/chat finds a user by nickname#tag or e-mail
 * and lists the user's chats; /quicksend/chat/:id is one chat, its messages, transfers and requests, with the
 * composer to write, send an amount or ask for one. Both routes need a login; /quicksend redirects to the list.
 */
import { useParams } from '@tanstack/react-router';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { ChatList } from './chat-list';
import { ChatScreen } from './chat-screen';
import { ContactSearch } from './contact-search';

export default function QuicksendPage() {
  const entry = useRouteEntry();
  const { id } = useParams({ strict: false }) as { id?: string };
  return (
    <StandardAreaPage>
      {entry.path === '/quicksend/chat/:id' ? (
        <ChatScreen id={id ?? ''} />
      ) : (
        <div className="quicksend">
          <ContactSearch />
          <ChatList />
        </div>
      )}
    </StandardAreaPage>
  );
}
