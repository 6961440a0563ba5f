export { Icon, type IconProps } from './Icon';
export { SvgIcon, type SvgIconProps } from './SvgIcon';
export {
  icons,
  lineIcons,
  otherIcons,
  smallIcons,
  type IconDrawing,
  type IconName,
} from './drawings';
