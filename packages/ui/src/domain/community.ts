import { pricing } from './constants';
import { breakEvenMembers, formatMembers, formatPrice, monthlyFee } from './fees';

/*
 * The community's figures as the database publishes them (`public.community_figures()`,
 * cached for a minute): totals only, nothing about any one person. The landing page's
 * "Today" line and the public ledger read them; the words they show are made here.
 */

/** One month since launch: members who joined in it and the running total at its end. */
export interface MembersMonth {
  /** 'YYYY-MM' (UTC). */
  month: string;
  /** Accounts confirmed in this month. */
  joined: number;
  /** Confirmed members at the end of this month (the running total). */
  members: number;
}

/** The open accounting figures: one row of totals from the database. */
export interface CommunityFigures {
  /** Confirmed accounts. */
  members: number;
  /** Jobs open now. */
  openJobs: number;
  /** Jobs posted since the start of this month (UTC). */
  jobsPostedThisMonth: number;
  /** Engagements completed since the start of this month (UTC). */
  engagementsCompletedThisMonth: number;
  /** The fee these members give: goal / members / 12, never above the launch fee, in dollars. */
  monthlyFee: number;
  /** The flat fee until the goal is covered ($5). */
  launchMonthlyFee: number;
  /** The yearly running-cost goal ($200,000). */
  annualRevenueGoal: number;
  /** The fee is the flat launch fee up to this many members (3,334). */
  feeFallsAfterMembers: number;
  /** Members still needed before the fee falls (0 once there). */
  membersUntilFeeFalls: number;
  /** Members by month, from the first member's month to this one. */
  membersByMonth: readonly MembersMonth[];
  /** When the database computed these figures (ISO 8601). */
  computedAt: string;
}

/**
 * The fee a community of `members` pays today: the calculator's formula (goal / members / 12),
 * never above the flat launch fee, in cents, as the database computes it.
 */
export function todaysMonthlyFee(members: number): number {
  const fee = Math.min(pricing.launchMonthlyFee, monthlyFee(Math.max(members, 1)));
  return Math.round(fee * 100) / 100;
}

/** '1 member', '3,334 members'. */
export function membersText(count: number): string {
  return `${formatMembers(count)} ${count === 1 ? 'member' : 'members'}`;
}

/** What the landing page says beside the calculator, from the live figures. */
export interface TodayFeeText {
  /** 'Today: 12 members → $5 a month'. */
  line: string;
  /**
   * Below the point where the fee starts falling: '3,322 more members before the fee starts to
   * fall.'; past it: 'The fee has been falling since 3,334 members covered the $200,000 goal.'
   */
  note: string;
}

/** The landing page's "Today" line: the member count, the fee, and how far the fall is. */
export function todayFeeText(
  figures: Pick<CommunityFigures, 'members' | 'monthlyFee' | 'membersUntilFeeFalls'>,
): TodayFeeText {
  const line = `Today: ${membersText(figures.members)} → ${formatPrice(figures.monthlyFee)} a month`;
  const note =
    figures.membersUntilFeeFalls > 0
      ? `${formatMembers(figures.membersUntilFeeFalls)} more ${figures.membersUntilFeeFalls === 1 ? 'member' : 'members'} before the fee starts to fall.`
      : `The fee has been falling since ${formatMembers(breakEvenMembers())} members covered the ${formatPrice(pricing.annualRevenueGoal)} goal.`;
  return { line, note };
}
