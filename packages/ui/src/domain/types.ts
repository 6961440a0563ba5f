/*
 * Domain types for every entity of the product: users, jobs and their clients, profiles,
 * reviews, conversations and messages, settings, dashboard stats, activity and proposals.
 */

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
  /** Their user id, when their profile can be shown: the name links to it. */
  id?: string;
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
  /** The author's user id, when their profile can be shown: the name links to it. */
  authorId?: string;
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
  /**
   * How many reviews the rating is the average of. 0 shows 'No rating yet' instead of stars;
   * left out, the rating is shown as given (the sample profiles).
   */
  reviewCount?: number;
}

export interface Conversation {
  id: string;
  name: string;
  /** The other person's user id, when their profile can be shown: the header links to it. */
  personId?: string;
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
  /**
   * Delivery of one's own message: 'sending' while it is on its way, 'failed' when it was
   * refused (the text stays, with a way to send it again). Left out: delivered.
   */
  status?: 'sending' | 'failed';
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
  /** The person the line is about; their name in the title or detail links to their profile. */
  person?: { id: string; name: string };
  title: string;
  detail: string;
  /** Relative text such as '2 hours ago'. */
  time: string;
}

/** Where a proposal stands. */
export type ProposalStatus = 'pending' | 'accepted' | 'declined' | 'withdrawn';

/** A freelancer's reply to a job, as the job's poster sees it. */
export interface Proposal {
  id: string;
  jobId: string;
  /** Who sent it. */
  freelancer: {
    id: string;
    name: string;
    /** Avatar initials. */
    avatar: string;
    /** Their professional title; may be empty. */
    title: string;
  };
  coverLetter: string;
  /** The bid as shown, e.g. '$1,200'. */
  bid: string;
  /** Relative text such as '2 hours ago'. */
  submittedAt: string;
  status: ProposalStatus;
}

/** The apply form's fields, as typed. */
export interface ProposalForm {
  coverLetter: string;
  /** The bid in US dollars, as typed ('1200', '1,200.50'). */
  bid: string;
}

/**
 * How the viewer stands to a job: 'visitor' may apply; 'applied' already sent a proposal;
 * 'owner' posted it (sees the proposals and may close it).
 */
export type JobRelation = 'visitor' | 'applied' | 'owner';
