export { Icon, iconPaths, SvgIcon, type IconName, type IconProps, type SvgIconProps } from './Icon';
