export { Community, communityPoints, type CommunityProps } from './Community';
