import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { WithApollo } from '../../lib/apollo';
import { REALTIME_STATUS_EVENT } from '../../lib/realtime';
import { useLiveConversations } from './api/live';
import { ConversationList } from './components/conversation-list';
import { Thread } from './components/thread';

/**
 * /messages and /messages/:memberId: the conversation list and the open thread side by side on a wide screen;
 * on a phone the list, then the thread on its own address (Back returns to the list).
 */
function Messages() {
  const { t } = useTranslation();
  const { memberId } = useParams();
  useDocumentTitle(t('messages.title'));
  useLiveConversations();
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const onStatus = (e: Event) => setOffline(!(e as CustomEvent<boolean>).detail);
    window.addEventListener(REALTIME_STATUS_EVENT, onStatus);
    return () => window.removeEventListener(REALTIME_STATUS_EVENT, onStatus);
  }, []);

  return (
    <div className={memberId ? 'messages-page messages-has-thread' : 'messages-page'}>
      <h1 className="messages-title">{t('messages.title')}</h1>
      <p className="messages-offline" role="status">
        {offline ? t('messages.reconnecting') : null}
      </p>
      <div className="messages-layout">
        <div className="messages-list-pane">
          <ConversationList openMemberId={memberId} />
        </div>
        <div className="messages-thread-pane">
          {memberId ? <Thread key={memberId} memberId={memberId} /> : <p className="messages-choose">{t('messages.chooseConversation')}</p>}
        </div>
      </div>
    </div>
  );
}

export default function MessagesPage() {
  return (
    <WithApollo>
      <Messages />
    </WithApollo>
  );
}
