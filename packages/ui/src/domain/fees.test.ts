import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeCalculator, pricing } from './constants';
import {
  annualRevenue,
  breakEvenMembers,
  clampMembers,
  formatMembers,
  formatPrice,
  formatUsd,
  isMembersInRange,
  monthlyFee,
  parseMembersInput,
  parseNumberInput,
  pricingFacts,
} from './fees';

const { minMembers, maxMembers } = feeCalculator;

describe('clampMembers', () => {
  it('keeps values inside the range', () => {
    expect(clampMembers(3_000)).toBe(3_000);
    expect(clampMembers(12_345)).toBe(12_345);
    expect(clampMembers(25_000)).toBe(25_000);
  });

  it('clamps to the bounds', () => {
    expect(clampMembers(1_000)).toBe(3_000);
    expect(clampMembers(-5)).toBe(3_000);
    expect(clampMembers(99_999)).toBe(25_000);
    expect(clampMembers(Infinity)).toBe(25_000);
    expect(clampMembers(-Infinity)).toBe(3_000);
    expect(clampMembers(NaN)).toBe(3_000);
  });

  it('rounds to a whole member', () => {
    expect(clampMembers(3_500.4)).toBe(3_500);
    expect(clampMembers(3_500.5)).toBe(3_501);
    expect(clampMembers(2_999.6)).toBe(3_000);
  });

  it('always returns an integer within the bounds (property)', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const members = clampMembers(value);
        expect(Number.isInteger(members)).toBe(true);
        expect(members).toBeGreaterThanOrEqual(minMembers);
        expect(members).toBeLessThanOrEqual(maxMembers);
        expect(isMembersInRange(members)).toBe(true);
      }),
    );
  });

  it('leaves in-range integers unchanged (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: minMembers, max: maxMembers }), (value) => {
        expect(clampMembers(value)).toBe(value);
      }),
    );
  });
});

describe('parseMembersInput', () => {
  it.each([
    ['3000', 3_000],
    ['10000', 10_000],
    [' 12000 ', 12_000],
    ['10,000', 10_000],
    ['10 000', 10_000],
    ['10\u00a0000', 10_000],
    ['10\u202f000', 10_000],
    ['25,000.00', 25_000],
    ['3500.6', 3_501],
    ['3500.4', 3_500],
    ['4000.', 4_000],
    ['+5000', 5_000],
  ])('reads %j as %d', (text, expected) => {
    expect(parseMembersInput(text)).toBe(expected);
  });

  it.each([
    ['1000', 3_000],
    ['0', 3_000],
    ['-5000', 3_000],
    ['.5', 3_000],
    ['99999', 25_000],
    ['1,000,000', 25_000],
    ['9'.repeat(400), 25_000],
  ])('clamps %j to %d', (text, expected) => {
    expect(parseMembersInput(text)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'abc',
    '12abc',
    'abc12',
    '1e4',
    '0x2710',
    'Infinity',
    'NaN',
    '1,5',
    '10,00',
    '10,000 000',
    '1.000.000',
    '$5000',
    '5000 members',
    '--5000',
    '.',
    '-',
  ])('ignores %j (returns null)', (text) => {
    expect(parseMembersInput(text)).toBeNull();
  });

  it('never throws, and returns null or a valid member count (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const members = parseMembersInput(text);
        if (members !== null) expect(isMembersInRange(members)).toBe(true);
      }),
    );
  });

  it('reads back any in-range count, formatted or not (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: minMembers, max: maxMembers }), (value) => {
        expect(parseMembersInput(String(value))).toBe(value);
        expect(parseMembersInput(formatMembers(value))).toBe(value);
      }),
    );
  });

  it('agrees with clampMembers for any finite number typed plainly (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (value) => {
        expect(parseMembersInput(String(value))).toBe(clampMembers(value));
      }),
    );
  });
});

describe('parseNumberInput', () => {
  it('keeps the raw value so callers can tell out-of-range input', () => {
    expect(parseNumberInput('1000')).toBe(1_000);
    expect(parseNumberInput('99,999')).toBe(99_999);
    expect(parseNumberInput('3500.6')).toBe(3_500.6);
    expect(parseNumberInput('abc')).toBeNull();
  });
});

describe('monthlyFee and annualRevenue', () => {
  it('matches the pricing reference points (3,334 → $5.00, 10,000 → about $1.67, 16,667 → $1.00)', () => {
    expect(formatUsd(monthlyFee(3_334))).toBe('$5.00');
    expect(formatUsd(monthlyFee(10_000))).toBe('$1.67');
    expect(formatUsd(monthlyFee(16_667))).toBe('$1.00');
    expect(pricingFacts().referencePoints.map((point) => point.fee)).toEqual([
      '$5.00',
      '$1.67',
      '$1.00',
    ]);
  });

  it('gives the fee at both ends of the range', () => {
    expect(formatUsd(monthlyFee(3_000))).toBe('$5.56');
    expect(formatUsd(monthlyFee(25_000))).toBe('$0.67');
  });

  it('falls as the community grows (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: minMembers, max: maxMembers - 1 }),
        fc.integer({ min: 1, max: 1_000 }),
        (members, more) => {
          expect(monthlyFee(Math.min(maxMembers, members + more))).toBeLessThan(
            monthlyFee(members),
          );
        },
      ),
    );
  });

  it('always raises the $200,000 goal: fee × members × 12 ≈ 200000 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: minMembers, max: maxMembers }), (members) => {
        expect(annualRevenue(members)).toBeCloseTo(pricing.annualRevenueGoal, 6);
        expect(monthlyFee(members) * members * 12).toBeCloseTo(200_000, 6);
      }),
    );
  });
});

describe('formatUsd and formatMembers', () => {
  it('formats dollars with cents and thousands separators', () => {
    expect(formatUsd(5)).toBe('$5.00');
    expect(formatUsd(0.666666)).toBe('$0.67');
    expect(formatUsd(200_000)).toBe('$200,000.00');
    expect(formatUsd(annualRevenue(3_000))).toBe('$200,000.00');
    expect(formatUsd(1_234_567.891)).toBe('$1,234,567.89');
  });

  it('formats member counts with thousands separators', () => {
    expect(formatMembers(3_000)).toBe('3,000');
    expect(formatMembers(16_667)).toBe('16,667');
    expect(formatMembers(25_000)).toBe('25,000');
  });

  it('rounds a count that is not whole, as Intl does', () => {
    expect(formatMembers(3_333.5)).toBe('3,334');
    expect(formatMembers(1_234.4)).toBe('1,234');
  });
});

describe('dollars without Intl', () => {
  const intlUsd = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const intlWhole = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });

  it("formatUsd writes Intl's text for any amount, halves and negatives included", () => {
    for (const value of [0, 0.005, 0.015, 0.125, 1.005, 2.675, 1.255, -3.5, -0.004, 9.995, 1e15])
      expect(formatUsd(value), String(value)).toBe(intlUsd.format(value));
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        expect(formatUsd(value)).toBe(intlUsd.format(value));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        expect(formatUsd(cents / 100)).toBe(intlUsd.format(cents / 100));
        expect(formatUsd(cents / 1000)).toBe(intlUsd.format(cents / 1000));
      }),
    );
  });

  it("formatPrice writes Intl's text for whole dollars", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        expect(formatPrice(value)).toBe(intlWhole.format(value));
      }),
    );
  });
});

describe('formatPrice', () => {
  it('writes whole dollars without cents and the rest with cents', () => {
    expect(formatPrice(5)).toBe('$5');
    expect(formatPrice(200_000)).toBe('$200,000');
    expect(formatPrice(7.5)).toBe('$7.50');
    expect(formatPrice(1.666)).toBe('$1.67');
  });
});

describe('breakEvenMembers', () => {
  it('is where the $5 launch fee first covers the $200,000 goal (3,334 members)', () => {
    expect(breakEvenMembers()).toBe(3_334);
    expect(pricing.referencePoints[0].members).toBe(breakEvenMembers());
    expect(monthlyFee(breakEvenMembers())).toBeLessThanOrEqual(pricing.launchMonthlyFee);
    expect(monthlyFee(breakEvenMembers() - 1)).toBeGreaterThan(pricing.launchMonthlyFee);
  });
});

describe('pricingFacts', () => {
  it('gives the figures the landing page shows today', () => {
    expect(pricingFacts()).toEqual({
      launchFee: '$5',
      launchFeeWithCents: '$5.00',
      annualGoal: '$200,000',
      breakEvenMembers: '3,334',
      minMembers: '3,000',
      maxMembers: '25,000',
      referencePoints: [
        expect.objectContaining({
          members: 3_334,
          fee: '$5.00',
          label: '$5.00',
          membersLabel: '3,334',
        }),
        expect.objectContaining({
          members: 10_000,
          fee: '$1.67',
          label: '≈$1.67',
          membersLabel: '10,000',
        }),
        expect.objectContaining({
          members: 16_667,
          fee: '$1.00',
          label: '$1.00',
          membersLabel: '16,667+',
        }),
      ],
    });
  });

  it('follows the constants: new pricing, new text', () => {
    const facts = pricingFacts(
      {
        annualRevenueGoal: 300_000,
        launchMonthlyFee: 7.5,
        referencePoints: [
          { members: 4_000, approximate: false },
          { members: 12_000, approximate: true },
        ],
      },
      { minMembers: 1_000, maxMembers: 50_000, defaultMembers: 1_000, step: 50 },
    );
    expect(facts.launchFee).toBe('$7.50');
    expect(facts.launchFeeWithCents).toBe('$7.50');
    expect(facts.annualGoal).toBe('$300,000');
    expect(facts.breakEvenMembers).toBe('3,334');
    expect(facts.minMembers).toBe('1,000');
    expect(facts.maxMembers).toBe('50,000');
    expect(facts.referencePoints).toEqual([
      expect.objectContaining({ fee: '$6.25', label: '$6.25', membersLabel: '4,000' }),
      expect.objectContaining({ fee: '$2.08', label: '≈$2.08', membersLabel: '12,000+' }),
    ]);
    expect(pricingFacts({ ...pricing, annualRevenueGoal: 240_000 }).breakEvenMembers).toBe('4,000');
    expect(pricingFacts({ ...pricing, launchMonthlyFee: 10 }).launchFee).toBe('$10');
  });
});
