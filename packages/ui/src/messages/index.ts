export * from './ConversationList';
export * from './MessageComposer';
export * from './MessageThread';
export * from './MessagesScreen';
