export { PostJobScreen, type PostJobScreenProps } from './PostJobScreen';
