export { DevelopersScreen, type DevelopersScreenProps } from './DevelopersScreen';
