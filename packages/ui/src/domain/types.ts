/* Domain types for every entity of the product specification (section 3). */

export type Category = 'development' | 'design' | 'writing' | 'marketing' | 'consulting';
export type ExperienceLevel = 'entry' | 'intermediate' | 'expert';
export type Timeline = '1-2 weeks' | '3-4 weeks' | '1-2 months' | '3+ months';

export interface FactorSummary {
  id: string;
  factor_type: 'totp' | 'phone';
  status: 'verified' | 'unverified';
  friendly_name?: string;
}

export interface UserIdentitySummary {
  id: string;
  provider: string;
  identity_data?: Record<string, unknown>;
}

/** The signed-in user, as much of it as the screens read. */
export interface User {
  id: string;
  email?: string;
  identities?: UserIdentitySummary[];
  factors?: FactorSummary[];
}

export interface JobClient {
  name: string;
  /** Avatar initials. */
  avatar: string;
  rating: number;
  jobsPosted: number;
  memberSince: string;
}

/** A job as the list shows it. */
export interface Job {
  id: string;
  title: string;
  description: string;
  /** A text range such as '$2,000 - $4,000'. */
  budget: string;
  category: Category;
  location: string;
  /** Relative text such as '2 hours ago'. */
  postedAt: string;
  applicants: number;
  tags: string[];
  urgent: boolean;
}

/** A job as the detail screen shows it. */
export interface JobDetail extends Job {
  client: JobClient;
  skills: string[];
  timeline: Timeline;
  experienceLevel: ExperienceLevel;
}

/** What the post-job form collects. */
export interface JobForm {
  title: string;
  description: string;
  category: Category | '';
  budget: string;
  timeline: Timeline | '';
  experienceLevel: ExperienceLevel | '';
  /** Defaults to 'Remote'. */
  location: string;
  skills: string[];
}

export interface PortfolioItem {
  id: string;
  title: string;
  description: string;
  /** URL of an image shipped with the app or package (never another origin). */
  image: string;
  tags: string[];
}

export interface Review {
  id: string;
  client: string;
  /** 1 to 5. */
  rating: number;
  comment: string;
  project: string;
  date: string;
}

export interface Profile {
  id: string;
  name: string;
  title: string;
  location: string;
  /** Avatar initials. */
  avatar: string;
  rating: number;
  completedJobs: number;
  memberSince: string;
  hourlyRate: string;
  responseTime: string;
  bio: string;
  skills: string[];
  portfolio: PortfolioItem[];
  reviews: Review[];
}

export interface Conversation {
  id: string;
  name: string;
  /** Avatar initials. */
  avatar: string;
  lastMessage: string;
  timestamp: string;
  unread: number;
  online: boolean;
}

export interface Message {
  id: string;
  senderId: string;
  content: string;
  timestamp: string;
  isOwn: boolean;
}

export interface ProfileSettings {
  name: string;
  email: string;
  bio: string;
  location: string;
  hourlyRate: string;
}

export interface NotificationSettings {
  emailNotifications: boolean;
  pushNotifications: boolean;
  jobAlerts: boolean;
  messageAlerts: boolean;
  marketingEmails: boolean;
}

export type ProfileVisibility = 'public' | 'members' | 'private';

export interface PrivacySettings {
  profileVisibility: ProfileVisibility;
  showEmail: boolean;
  showLocation: boolean;
  showRates: boolean;
}

export interface Settings {
  profile: ProfileSettings;
  notifications: NotificationSettings;
  privacy: PrivacySettings;
}

export type SettingsSection = 'profile' | 'notifications' | 'privacy' | 'billing';

/** The four counters at the top of the dashboard. */
export interface DashboardStats {
  activeJobs: number;
  applications: number;
  completed: number;
  messages: number;
}

/** One line of the dashboard's Recent Activity list. */
export interface ActivityItem {
  id: string;
  kind: 'application' | 'message' | 'job' | 'review' | 'payment';
  title: string;
  detail: string;
  /** Relative text such as '2 hours ago'. */
  time: string;
}
