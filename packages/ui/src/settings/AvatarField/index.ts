export * from './AvatarField';
