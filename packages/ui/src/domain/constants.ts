import type { Category, ExperienceLevel, Timeline } from './types';

/*
 * The product's business constants and limits: pricing, the fee calculator's range, the sample
 * billing, ratings, the simulated delay, and the job categories, experience levels and timelines.
 */

export const pricing = {
  /** The community's annual running-cost goal, in dollars. */
  annualRevenueGoal: 200_000,
  /** The flat fee at launch, dollars per month. */
  launchMonthlyFee: 5,
  /**
   * Community sizes shown beside the calculator. Their fees follow from the goal
   * (`pricingFacts` in fees.ts); `approximate` marks a fee the page calls "about" (≈).
   */
  referencePoints: [
    { members: 3_334, approximate: false },
    { members: 10_000, approximate: true },
    { members: 16_667, approximate: false },
  ],
} as const;

/** The shape of `pricing`, so the page's figures can be derived from other values in tests. */
export interface PricingRules {
  readonly annualRevenueGoal: number;
  readonly launchMonthlyFee: number;
  readonly referencePoints: readonly { readonly members: number; readonly approximate: boolean }[];
}

/** The shape of `feeCalculator`. */
export interface FeeCalculatorRules {
  readonly minMembers: number;
  readonly maxMembers: number;
  readonly defaultMembers: number;
  readonly step: number;
}

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
