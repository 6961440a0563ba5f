export { MessagesScreen, type MessagesScreenProps } from './MessagesScreen';
