export { ProfileScreen, type ProfileScreenProps, type ProfileTab } from './ProfileScreen';
