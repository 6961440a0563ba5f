export { sampleSettings } from './settings';
export { sampleJobs, sampleJobDetails, getSampleJob } from './jobs';
export { sampleOwnProfile, sampleProfiles, getSampleProfile } from './profiles';
export { sampleConversations, sampleMessages, sampleOwnUserId } from './messages';
export { sampleDashboard } from './dashboard';
export { illustration, palettes, type IllustrationKind, type Palette } from './illustrations';
export {
  sampleEngagements,
  sampleInviteJobs,
  sampleMyJobs,
  sampleMyProposals,
  sampleProposals,
} from './hiring';
export { sampleEmptyCommunity, sampleLargeCommunity, sampleYoungCommunity } from './community';
