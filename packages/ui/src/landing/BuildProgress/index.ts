export {
  BuildProgress,
  buildItems,
  type BuildItem,
  type BuildProgressProps,
} from './BuildProgress';
