import { badInput } from '../../common/errors.js';

/** The specs' chat messages, in one place. */
export const ChatMessages = {
  emptyMessage: 'Please enter a message and ensure you are logged in.',
  notAuthenticated: 'Cannot fetch messages: User not authenticated.',
  emptyReply: 'Please enter a reply and select a user.',
  selectUser: 'Please select a user.',
  notAdmin: 'Unauthorized or not an admin.',
  tooLong: 'Message must be at most 2,000 characters.',
  userNotFound: 'User not found',
  promptNotFound: 'Prompt not found',
  unknownPrompt: 'Please choose one of the prompts.',
  alreadyAnswered: 'This question has already been answered.',
  wrongAnswer: 'That answer does not fit this question.',
  moreDetails: 'Please provide more details or ask another question.',
  cleared: 'Chat cleared',
  sessionEnded: 'Session expired. Please log in again.',
} as const;

export const MAX_MESSAGE_LENGTH = 2000;

/** The admin spec's canned prompts; two of them wait for an answer. */
export const CANNED_PROMPTS = [
  'Is this information helpful?',
  'Is your problem solved?',
  'How may I help you?',
  'Do you need further assistance?',
  'Can I provide more details?',
] as const;

export const ANSWERABLE_PROMPTS: Record<string, 'helpful' | 'solved'> = {
  'Is this information helpful?': 'helpful',
  'Is your problem solved?': 'solved',
};

export const ANSWERS_FOR = {
  helpful: ['thumbs_up', 'thumbs_down'],
  solved: ['yes', 'no'],
} as const;

export const ANSWER_TEXT: Record<string, string> = {
  thumbs_up: '👍 Yes, helpful',
  thumbs_down: '👎 Not helpful',
  yes: 'Yes',
  no: 'No',
};

/** Trims and checks a message; returns the text to store. */
export function cleanContent(raw: unknown, emptyMessage: string = ChatMessages.emptyMessage): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) throw badInput(emptyMessage, 'content');
  // Characters as PostgreSQL counts them (code points), not UTF-16 units.
  if ([...text].length > MAX_MESSAGE_LENGTH) throw badInput(ChatMessages.tooLong, 'content');
  return text;
}
