import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../components/ui/form-errors';
import { messageSchema, replySchema } from './chat-forms';

describe('chat forms', () => {
  it("refuse blank text with the specs' messages and accept trimmed text up to 2,000 characters", () => {
    expect(schemaErrors(messageSchema, { content: '  \n ' })).toEqual({
      content: 'Please enter a message and ensure you are logged in.',
    });
    expect(schemaErrors(replySchema, { content: '' })).toEqual({
      content: 'Please enter a reply and select a user.',
    });
    expect(schemaErrors(messageSchema, { content: 'a'.repeat(2001) })).toEqual({
      content: 'Message must be at most 2,000 characters.',
    });
    expect(schemaErrors(replySchema, { content: ` ${'a'.repeat(2000)} ` })).toBeNull();
  });
});
