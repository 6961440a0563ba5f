import type { Category, ExperienceLevel, Timeline } from './types';

/* The business constants and limits of the product specification (section 9). */

export const pricing = {
  /** The community's annual running-cost goal, in dollars. */
  annualRevenueGoal: 200_000,
  /** The flat fee at launch, dollars per month. */
  launchMonthlyFee: 5,
  /** Reference points shown beside the calculator. */
  referencePoints: [
    { members: 3_334, monthlyFee: 5.0, label: '$5.00' },
    { members: 10_000, monthlyFee: 200_000 / 10_000 / 12, label: '≈$1.67' },
    { members: 16_667, monthlyFee: 1.0, label: '$1.00' },
  ],
} as const;

export const feeCalculator = {
  minMembers: 3_000,
  maxMembers: 25_000,
  defaultMembers: 3_000,
  step: 100,
} as const;

export const sampleBilling = {
  plan: 'Pro',
  monthlyPrice: 5.0,
  billingCycle: 'monthly',
  cardLast4: '4242',
} as const;

export const ratings = { max: 5 } as const;

export const simulation = {
  /** Simulated save / post delay, in milliseconds. */
  delayMs: 1_000,
} as const;

export const breakpoints = {
  /** Below this width the app uses its phone layout. */
  mobilePx: 768,
} as const;

export const sidebar = {
  width: '16rem',
  widthMobile: '18rem',
  widthIcon: '3rem',
  cookieName: 'sidebar_state',
  cookieMaxAgeSeconds: 60 * 60 * 24 * 7,
  keyboardShortcut: 'b',
} as const;

export const toasts = {
  position: 'bottom-right',
  durationMs: 4_000,
  visibleToasts: 3,
  hotkey: ['altKey', 'KeyT'],
} as const;

export const authTiming = {
  tickMs: 30_000,
  refreshThresholdTicks: 3,
  realtimeReconnectDelaysMs: [1_000, 2_000, 5_000, 10_000],
  storageListLimit: 100,
} as const;

export const categories: readonly Category[] = [
  'development',
  'design',
  'writing',
  'marketing',
  'consulting',
];

export const categoryLabels: Record<Category, string> = {
  development: 'Development',
  design: 'Design',
  writing: 'Writing',
  marketing: 'Marketing',
  consulting: 'Consulting',
};

export const experienceLevels: readonly ExperienceLevel[] = ['entry', 'intermediate', 'expert'];

export const experienceLabels: Record<ExperienceLevel, string> = {
  entry: 'Entry level',
  intermediate: 'Intermediate',
  expert: 'Expert',
};

export const timelines: readonly Timeline[] = ['1-2 weeks', '3-4 weeks', '1-2 months', '3+ months'];
