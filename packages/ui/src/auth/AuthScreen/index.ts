export { AuthScreen, type AuthScreenProps, type AuthTab } from './AuthScreen';
