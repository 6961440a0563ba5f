/* The jobs, dashboard, messages and profile screens draw their icons from the shared set. */
export { Icon, type IconName, type IconProps } from '../../internal/icons';
