import { pricing } from './constants';
import type { CommunityFigures } from './community';
import { membersText } from './community';
import { formatPrice, formatUsd, monthlyFee } from './fees';
import { formatMonthYear } from './format';

/*
 * The public ledger's words and scales (LedgerScreen), apart from the landing page's line
 * (./community.ts), so the landing page loads none of them.
 */

/**
 * A 'YYYY-MM' month as words: '2026-11' → 'November 2026' (`short`: 'Nov 2026'). Anything
 * else is returned as it came.
 */
export function monthLabel(month: string, short = false): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return month;
  const [name = '', year = ''] = formatMonthYear(`${month}-01T00:00:00Z`).split(' ');
  return `${short ? name.slice(0, 3) : name} ${year}`;
}

/**
 * How the fee is worked out for these members, in words a person can check:
 * '$200,000 ÷ 12 members ÷ 12 = $1,388.89, more than the $5 launch fee: the fee is $5.'
 */
export function feeWorking(figures: Pick<CommunityFigures, 'members' | 'monthlyFee'>): string {
  const goal = formatPrice(pricing.annualRevenueGoal);
  const launch = formatPrice(pricing.launchMonthlyFee);
  if (figures.members < 1)
    return `With no members yet there is nothing to divide: the fee is the flat ${launch} launch fee.`;
  const share = monthlyFee(figures.members);
  const split = `${goal} ÷ ${membersText(figures.members)} ÷ 12 = ${formatUsd(share)}`;
  return share > pricing.launchMonthlyFee
    ? `${split}, more than the ${launch} launch fee: the fee is ${formatPrice(figures.monthlyFee)}.`
    : `${split}: the fee is ${formatUsd(figures.monthlyFee)}.`;
}

/**
 * When the figures were counted, in UTC: '2026-11-27T12:04:09Z' → 'November 27, 2026 at 12:04
 * UTC'. '' when `iso` is not a date.
 */
export function formatCountedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const [month = ''] = formatMonthYear(iso).split(' ');
  const two = (n: number) => String(n).padStart(2, '0');
  return `${month} ${date.getUTCDate()}, ${date.getUTCFullYear()} at ${two(date.getUTCHours())}:${two(date.getUTCMinutes())} UTC`;
}

/** A round number at or above `value` for a chart's scale: 1, 2 or 5 × a power of ten. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}
