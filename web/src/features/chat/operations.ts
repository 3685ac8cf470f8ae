import { graphql } from '../../graphql';

const _ChatMessageFieldsFragment = graphql(`
  fragment ChatMessageFields on ChatMessageView {
    id
    seq
    conversationUserId
    role
    kind
    content
    promptType
    answer
    awaitingAnswer
    replyToId
    clientMessageId
    isRead
    createdAt
    sender {
      id
      name
      role
    }
  }
`);

export const ChatMessagesQuery = graphql(`
  query ChatMessages($userId: ID, $after: Int, $first: Int) {
    chatMessages(userId: $userId, after: $after, first: $first) {
      hasMore
      messages {
        ...ChatMessageFields
      }
    }
  }
`);

export const ChatEventsSubscription = graphql(`
  subscription ChatEvents($userId: ID) {
    chatEvents(userId: $userId) {
      type
      conversationUserId
      message {
        ...ChatMessageFields
      }
    }
  }
`);

export const SendChatMessageMutation = graphql(`
  mutation SendChatMessage($input: SendChatMessageInput!) {
    sendChatMessage(input: $input) {
      ...ChatMessageFields
    }
  }
`);

export const ReplyToChatMutation = graphql(`
  mutation ReplyToChat($input: ReplyToChatInput!) {
    replyToChat(input: $input) {
      ...ChatMessageFields
    }
  }
`);

export const SendChatPromptMutation = graphql(`
  mutation SendChatPrompt($input: SendChatPromptInput!) {
    sendChatPrompt(input: $input) {
      ...ChatMessageFields
    }
  }
`);

export const AnswerChatPromptMutation = graphql(`
  mutation AnswerChatPrompt($input: AnswerChatPromptInput!) {
    answerChatPrompt(input: $input) {
      ...ChatMessageFields
    }
  }
`);

export const MarkChatReadMutation = graphql(`
  mutation MarkChatRead($userId: ID) {
    markChatRead(userId: $userId) {
      modifiedCount
    }
  }
`);

export const ClearChatMutation = graphql(`
  mutation ClearChat($userId: ID!) {
    clearChat(userId: $userId) {
      message
      deletedCount
    }
  }
`);

export const SetChatTypingMutation = graphql(`
  mutation SetChatTyping($userId: ID, $typing: Boolean!) {
    setChatTyping(userId: $userId, typing: $typing)
  }
`);

export const ChatTypingSubscription = graphql(`
  subscription ChatTypingEvents($userId: ID) {
    chatTyping(userId: $userId) {
      conversationUserId
      role
      name
      typing
      expiresAt
    }
  }
`);

export const ChatUnreadCountQuery = graphql(`
  query ChatUnreadCount {
    chatUnreadCount
  }
`);

export const ChatUnreadCountChangedSubscription = graphql(`
  subscription ChatUnreadCountChanged {
    chatUnreadCountChanged
  }
`);

export const SupportOnlineChangedSubscription = graphql(`
  subscription SupportOnlineChanged {
    supportOnlineChanged
  }
`);

const _ChatSummaryFieldsFragment = graphql(`
  fragment ChatSummaryFields on ChatConversationSummary {
    userId
    unreadCount
    lastActivityAt
    promptsAnswered
    helpfulAnswers
    helpfulnessRate
    removed
    user {
      id
      name
      email
    }
    lastMessage {
      id
      seq
      role
      kind
      content
      createdAt
    }
  }
`);

export const ChatInboxQuery = graphql(`
  query ChatInbox {
    chatPrompts
    chatInbox {
      totalUnread
      promptsAnswered
      helpfulAnswers
      helpfulnessRate
      conversations {
        ...ChatSummaryFields
      }
    }
  }
`);

export const ChatInboxChangedSubscription = graphql(`
  subscription ChatInboxChanged {
    chatInboxChanged {
      ...ChatSummaryFields
    }
  }
`);
