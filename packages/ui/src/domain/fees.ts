import { feeCalculator, pricing, type FeeCalculatorRules, type PricingRules } from './constants';
import { formatNumber, formatUsd } from './format';

export { formatUsd };

/*
 * The fee calculator's rules, as pure functions.
 *
 * members: an integer from 3,000 to 25,000 (default 3,000).
 * monthly fee per member = 200000 / members / 12.
 * annual revenue = fee × members × 12.
 */

const { minMembers, maxMembers } = feeCalculator;

/**
 * Clamps any number to a whole member count within 3,000–25,000.
 * Rounds to the nearest integer first; NaN falls back to the lower bound.
 */
export function clampMembers(value: number): number {
  if (Number.isNaN(value)) return minMembers;
  const rounded = Math.round(value);
  return Math.min(maxMembers, Math.max(minMembers, rounded));
}

/** True when a member count is a whole number within the calculator's range. */
export function isMembersInRange(value: number): boolean {
  return Number.isInteger(value) && value >= minMembers && value <= maxMembers;
}

/*
 * What a person may type: an optional sign, digits (optionally grouped in
 * threes by commas or spaces, e.g. '10,000' or '10 000'), and an optional
 * decimal part. Anything else ('12abc', '1e4', '1,5', '$5') is not a number here.
 */
const plainNumber = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const groupedNumber = /^[+-]?\d{1,3}(?:([, ])\d{3})(?:\1\d{3})*(?:\.\d*)?$/;
/* Spaces people and locales use to group digits: space, no-break space, narrow no-break space. */
const groupSpaces = /[\u00a0\u202f\u2009]/g;

/**
 * Reads a number from free text, without clamping or rounding.
 * Returns null for anything that is not a plain decimal number; an absurdly
 * long run of digits reads as ±Infinity.
 */
export function parseNumberInput(text: string): number | null {
  const trimmed = text.replace(groupSpaces, ' ').trim();
  if (trimmed === '') return null;
  if (!plainNumber.test(trimmed) && !groupedNumber.test(trimmed)) return null;
  // A validated digit string too long for a double reads as ±Infinity, which clamps fine.
  const value = Number(trimmed.replace(/[, ]/g, ''));
  return Number.isNaN(value) ? null : value;
}

/**
 * Turns what a person typed into a valid member count, or null to keep the
 * last valid value. Accepts thousands separators ('10,000', '10 000'), rounds
 * decimals and clamps out-of-range numbers (negatives included) to the bounds.
 * Never throws.
 */
export function parseMembersInput(text: string): number | null {
  const value = parseNumberInput(text);
  return value === null ? null : clampMembers(value);
}

/** The monthly fee each member pays: goal / members / 12, in dollars (goal: $200,000 a year). */
export function monthlyFee(
  members: number,
  annualGoal: number = pricing.annualRevenueGoal,
): number {
  return annualGoal / members / 12;
}

/** What the community raises in a year: fee × members × 12, in dollars. */
export function annualRevenue(members: number): number {
  return monthlyFee(members) * members * 12;
}

/*
 * Plain arithmetic where it gives Intl's text (./format.ts): the landing page's calculator and
 * the Billing tab draw dollars as they hydrate, and the first `Intl` formatter a page makes
 * loads the browser's locale data. Made on first use for what arithmetic does not cover.
 */
let count: Intl.NumberFormat | undefined;

/** A member count with thousands separators: 10000 → '10,000'. */
export function formatMembers(members: number): string {
  if (Number.isSafeInteger(members)) return formatNumber(members);
  count ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return count.format(members);
}

/**
 * A price as the page's copy writes it: whole dollars without cents, anything
 * else with cents. 5 → '$5', 200000 → '$200,000', 7.5 → '$7.50'.
 */
export function formatPrice(value: number): string {
  if (!Number.isSafeInteger(value)) return formatUsd(value);
  const text = `$${formatNumber(Math.abs(value))}`;
  return value < 0 ? `-${text}` : text;
}

/**
 * The smallest community whose launch fee covers the yearly goal:
 * ceil(goal / (launch fee × 12)), 3,334 for $200,000 at $5.
 */
export function breakEvenMembers(rules: PricingRules = pricing): number {
  return Math.ceil(rules.annualRevenueGoal / (rules.launchMonthlyFee * 12));
}

/** A reference point beside the calculator, with the figures the page shows. */
export interface PricingReferencePoint {
  members: number;
  /** goal / members / 12, in dollars. */
  monthlyFee: number;
  /** The fee with cents: '$1.67'. */
  fee: string;
  /** The fee as the reference button shows it: '≈$1.67' when approximate. */
  label: string;
  /** The count as the reference button shows it: '10,000'; the last one '16,667+'. */
  membersLabel: string;
  approximate: boolean;
}

/** Every price, bound and count the landing page shows, as text. */
export interface PricingFacts {
  /** The flat launch fee as the copy writes it: '$5'. */
  launchFee: string;
  /** The launch fee with cents: '$5.00'. */
  launchFeeWithCents: string;
  /** The yearly running-cost goal: '$200,000'. */
  annualGoal: string;
  /** Members at which the launch fee covers the goal: '3,334'. */
  breakEvenMembers: string;
  /** The calculator's lower bound: '3,000'. */
  minMembers: string;
  /** The calculator's upper bound: '25,000'. */
  maxMembers: string;
  referencePoints: readonly PricingReferencePoint[];
}

/**
 * The landing page's figures, derived from the business constants (`pricing`,
 * `feeCalculator`): change a constant and every section follows. Pure; the
 * sections call it with the defaults.
 */
export function pricingFacts(
  rules: PricingRules = pricing,
  calculator: FeeCalculatorRules = feeCalculator,
): PricingFacts {
  const last = rules.referencePoints.length - 1;
  return {
    launchFee: formatPrice(rules.launchMonthlyFee),
    launchFeeWithCents: formatUsd(rules.launchMonthlyFee),
    annualGoal: formatPrice(rules.annualRevenueGoal),
    breakEvenMembers: formatMembers(breakEvenMembers(rules)),
    minMembers: formatMembers(calculator.minMembers),
    maxMembers: formatMembers(calculator.maxMembers),
    referencePoints: rules.referencePoints.map(({ members, approximate }, index) => {
      const fee = monthlyFee(members, rules.annualRevenueGoal);
      return {
        members,
        monthlyFee: fee,
        fee: formatUsd(fee),
        label: `${approximate ? '≈' : ''}${formatUsd(fee)}`,
        membersLabel: `${formatMembers(members)}${index === last ? '+' : ''}`,
        approximate,
      };
    }),
  };
}
