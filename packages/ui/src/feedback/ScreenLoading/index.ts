export { ScreenLoading, type ScreenLoadingProps } from './ScreenLoading';
