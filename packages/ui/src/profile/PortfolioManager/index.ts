export * from './PortfolioManager';
