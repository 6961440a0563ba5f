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
  /** An invitation to apply to a job: drawn as a card with a link to the job. */
  invitation?: {
    jobId: string;
    jobTitle: string;
  };
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
  /** The daily digest email (off by default): new matching jobs and what is waiting. */
  dailyDigest: boolean;
  /** The local hour (0-23) the digest is sent at. */
  digestHour: number;
  /** The IANA time zone of that hour ('Europe/Lisbon'). */
  digestTimeZone: string;
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

/**
 * Where a proposal stands: 'pending' until the client answers; 'accepted' (an engagement
 * started), 'declined' by the client, 'withdrawn' by the freelancer, or 'not_selected' when the
 * client closed the job or hired someone else while it was still pending.
 */
export type ProposalStatus = 'pending' | 'accepted' | 'declined' | 'withdrawn' | 'not_selected';

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
  /** The client's note to the freelancer when they declined it, if they wrote one. */
  declineNote?: string;
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

/**
 * Where a job stands: 'open' takes proposals; 'in_progress' once the client hired someone;
 * 'closed' by the client (or when the work is done).
 */
export type JobStatus = 'open' | 'in_progress' | 'closed';

/** One of a client's own jobs, as 'My jobs' lists it. */
export interface MyJob {
  id: string;
  title: string;
  status: JobStatus;
  /** A text range such as '$2,000 - $4,000'. */
  budget: string;
  /** Relative text such as '2 hours ago'. */
  postedAt: string;
  /** Proposals received in all. */
  proposals: number;
  /** Of those, how many wait for an answer. */
  pendingProposals: number;
}

/** One of a freelancer's own proposals, as 'My proposals' lists it. */
export interface MyProposal {
  id: string;
  jobId: string;
  jobTitle: string;
  jobStatus: JobStatus;
  /** The bid as shown, e.g. '$1,200'. */
  bid: string;
  /** Relative text such as '2 hours ago'. */
  submittedAt: string;
  status: ProposalStatus;
}

/** The Jobs screen's views: every open job, the client's own jobs, the freelancer's proposals. */
export type JobsView = 'browse' | 'my-jobs' | 'my-proposals';

/**
 * Where hired work stands: 'active' (In progress) after the client accepted a proposal;
 * 'awaiting_confirmation' once the freelancer marked it complete; 'completed' when the client
 * confirmed (or completed it directly); 'cancelled' by either side before completion.
 */
export type EngagementStatus = 'active' | 'awaiting_confirmation' | 'completed' | 'cancelled';

/** A review as written: 1–5 stars and up to 2,000 characters. */
export interface ReviewForm {
  /** 1 to 5; 0 while none is chosen. */
  rating: number;
  text: string;
}

/**
 * Where the viewer's review of the other person stands:
 * 'not_yet' before completion; 'open' may write one (until `reviewBy`); 'waiting' theirs is
 * written and hidden until the other person writes theirs or 14 days pass (`revealOn`);
 * 'published' both reviews (or the one written, after 14 days) are visible; 'closed' the 30
 * days passed without one.
 */
export type ReviewState = 'not_yet' | 'open' | 'waiting' | 'published' | 'closed';

/** Hired work between a client and a freelancer, for one job, as one of the two sees it. */
export interface Engagement {
  id: string;
  jobId: string;
  jobTitle: string;
  /** The agreed amount as shown, e.g. '$3,800'. */
  amount: string;
  status: EngagementStatus;
  /** The viewer's side of it. */
  role: 'client' | 'freelancer';
  /** The other party. */
  other: {
    id: string;
    name: string;
    /** Avatar initials. */
    avatar: string;
  };
  /** The day it started, as shown ('March 3, 2025'). */
  startedAt: string;
  /** The day the freelancer marked it complete, while awaiting confirmation. */
  markedCompleteAt?: string;
  /** The day it was completed. */
  completedAt?: string;
  /** The day it was cancelled. */
  cancelledAt?: string;
  /** Why it was cancelled, as written. */
  cancelReason?: string;
  /** Who cancelled it. */
  cancelledBy?: 'you' | 'them';
  /** The two parties' conversation, when one exists. */
  conversationId?: string;
  /** Where the viewer's review stands. Default 'not_yet'. */
  review?: ReviewState;
  /** The last day a review can be written ('April 2, 2025'), while `review` is 'open'. */
  reviewBy?: string;
  /** The day a hidden review becomes visible at the latest, while `review` is 'waiting'. */
  revealOn?: string;
  /** The viewer's own review, once written. */
  myReview?: ReviewForm;
  /** The other person's review of the viewer, once visible. */
  theirReview?: ReviewForm;
}

/** One of the client's open jobs, offered in 'Invite to a job'. */
export interface InviteJob {
  id: string;
  title: string;
  /** Relative text such as '2 hours ago'. */
  postedAt: string;
}
