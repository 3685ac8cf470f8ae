import { useState } from 'react';
import { Tabs } from '../../../components/ui';
import { AdminChatInbox } from '../../chat/public';
import { FeedbackTable } from '../feedback/FeedbackTable';

/** The dashboard's Chat Support tab: the live chats (default) and the contact form's feedback. */
export function ChatSupportTab() {
  const [tab, setTab] = useState('chats');
  return (
    <Tabs
      label="Chat Support"
      selected={tab}
      onSelect={setTab}
      tabs={[
        { id: 'chats', label: 'Chats', panel: <AdminChatInbox /> },
        { id: 'feedback', label: 'Feedback', panel: <FeedbackTable /> },
      ]}
    />
  );
}
