import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSend, createOwnMessage, filterConversations } from './messages';
import type { Conversation } from './types';

describe('canSend', () => {
  it('blocks empty and blank text', () => {
    expect(canSend('')).toBe(false);
    expect(canSend('   ')).toBe(false);
    expect(canSend('\n\t ')).toBe(false);
  });

  it('allows any text with a visible character', () => {
    expect(canSend('Hi')).toBe(true);
    expect(canSend('  ok  ')).toBe(true);
  });

  it('agrees with trimming (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(canSend(text)).toBe(text.trim().length > 0);
      }),
    );
  });
});

describe('filterConversations', () => {
  const base: Conversation = {
    id: '1',
    name: 'Sarah Chen',
    avatar: 'SC',
    lastMessage: 'The mockups look great',
    timestamp: '2m',
    unread: 1,
    online: true,
  };
  const list = [base, { ...base, id: '2', name: 'Diego Alvarez', lastMessage: 'Invoice sent' }];

  it('matches names and last messages, trimmed and case-insensitive', () => {
    expect(filterConversations(list, ' sarah ').map((c) => c.id)).toEqual(['1']);
    expect(filterConversations(list, 'INVOICE').map((c) => c.id)).toEqual(['2']);
    expect(filterConversations(list, '')).toEqual(list);
    expect(filterConversations(list, 'zebra')).toEqual([]);
  });
});

describe('createOwnMessage', () => {
  it('trims the content and marks it as own', () => {
    expect(
      createOwnMessage({ id: 'm1', senderId: 'me', content: ' Hello ', timestamp: '10:02 AM' }),
    ).toEqual({ id: 'm1', senderId: 'me', content: 'Hello', timestamp: '10:02 AM', isOwn: true });
  });
});
