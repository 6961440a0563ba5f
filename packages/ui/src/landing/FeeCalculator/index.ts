export { FeeCalculator, type FeeCalculatorProps } from './FeeCalculator';
