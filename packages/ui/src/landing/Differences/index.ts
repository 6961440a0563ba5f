export { Differences, differences, type DifferencesProps } from './Differences';
