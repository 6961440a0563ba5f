/* Small parts every area uses. An area imports these, never another area. */
export * from './BrandMark';
export * from './Field';
export { Icon, type IconName, type IconProps } from './Icon';
export * from './Link';
export * from './SelectField';
export * from './StarRating';
export * from './NotFoundState';
export * from './PersonLink';
export * from './StatusBadge';
