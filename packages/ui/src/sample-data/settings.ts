import type { Settings } from '../domain/types';

/** The signed-in sample user's settings before any change. */
export const sampleSettings: Settings = {
  profile: {
    name: 'Maya Okafor',
    email: 'maya.okafor@example.com',
    bio: 'Full-stack developer who builds booking and payment flows for small studios. Ten years of React, Node and Postgres; I write the tests before I hand anything over.',
    location: 'Lisbon, Portugal',
    hourlyRate: '85',
  },
  notifications: {
    emailNotifications: true,
    pushNotifications: false,
    jobAlerts: true,
    messageAlerts: true,
    marketingEmails: false,
    dailyDigest: false,
    digestHour: 8,
    digestTimeZone: 'UTC',
  },
  privacy: {
    profileVisibility: 'public',
    showEmail: false,
    showLocation: true,
    showRates: true,
  },
};
