export { ClientCard, type ClientCardProps } from './ClientCard';
