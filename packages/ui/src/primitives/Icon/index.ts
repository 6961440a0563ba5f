export { Icon, SvgIcon, type IconProps, type SvgIconProps } from './Icon';
export {
  icons,
  lineIcons,
  otherIcons,
  smallIcons,
  type IconDrawing,
  type IconName,
} from './drawings';
