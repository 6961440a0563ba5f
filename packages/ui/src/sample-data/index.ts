export { sampleSettings } from './settings';
