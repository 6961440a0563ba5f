export { TodayFee, type TodayFeeProps } from './TodayFee';
