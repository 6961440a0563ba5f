export { PortfolioCard, type PortfolioCardProps } from './PortfolioCard';
