import { describe, expect, it } from 'vitest';
import {
  formatBid,
  jobLimits,
  messageLimit,
  parseBid,
  proposalLimits,
  validateAmount,
  validateProposalForm,
} from './proposals';
import type { ProposalForm } from './types';

const form = (over: Partial<ProposalForm>): ProposalForm => ({
  coverLetter: 'I have built booking calendars for two studios.',
  bid: '1200',
  ...over,
});

describe('limits', () => {
  it('are the numbers the database enforces', () => {
    expect(proposalLimits).toEqual({ coverLetter: 5000, bidMax: 10_000_000, declineNote: 1000 });
    expect(jobLimits).toEqual({
      title: 150,
      description: 5000,
      budget: 60,
      location: 100,
      skills: 20,
      skill: 50,
    });
    expect(messageLimit).toBe(4000);
  });
});

describe('parseBid', () => {
  it.each([
    ['1200', 1200],
    ['1,200', 1200],
    ['$1200.50', 1200.5],
    ['$ 1,200.5', 1200.5],
    ['  950  ', 950],
    ['0', 0],
    ['10,000,000', 10_000_000],
    ['10000001', 10_000_001],
    ['1.234', undefined],
    ['-5', undefined],
    ['', undefined],
    ['   ', undefined],
    ['abc', undefined],
    ['12,00', undefined],
    ['1,2345', undefined],
    ['1e3', undefined],
    ['$', undefined],
    ['1200 USD', undefined],
    ['.5', undefined],
  ])('%j is %j', (input, expected) => {
    expect(parseBid(input)).toBe(expected);
  });
});

describe('validateProposalForm', () => {
  it('accepts a letter and a bid', () => {
    expect(validateProposalForm(form({}))).toEqual({});
  });

  it('asks for both when blank', () => {
    expect(validateProposalForm({ coverLetter: '', bid: '' })).toEqual({
      coverLetter: 'Write a cover letter.',
      bid: 'Enter your bid.',
    });
  });

  it('treats whitespace alone as blank', () => {
    expect(validateProposalForm({ coverLetter: ' \n\t ', bid: '   ' })).toEqual({
      coverLetter: 'Write a cover letter.',
      bid: 'Enter your bid.',
    });
  });

  it('takes 5,000 characters and refuses 5,001', () => {
    expect(validateProposalForm(form({ coverLetter: 'a'.repeat(5000) }))).toEqual({});
    expect(validateProposalForm(form({ coverLetter: 'a'.repeat(5001) }))).toEqual({
      coverLetter: 'Keep the cover letter to 5,000 characters.',
    });
  });

  it('counts an emoji as one character (code points, like the database)', () => {
    // 5,000 emoji are 10,000 UTF-16 units but 5,000 characters.
    expect(validateProposalForm(form({ coverLetter: '👍'.repeat(5000) }))).toEqual({});
    expect(validateProposalForm(form({ coverLetter: `${'👍'.repeat(4999)}ab` }))).toEqual({
      coverLetter: 'Keep the cover letter to 5,000 characters.',
    });
  });

  it('does not count the spaces around the letter', () => {
    expect(validateProposalForm(form({ coverLetter: `  ${'a'.repeat(5000)}\n\n` }))).toEqual({});
  });

  it.each(['0', '$0', '0.00', '0,000'])('refuses the bid %j: a bid is more than $0', (bid) => {
    expect(validateProposalForm(form({ bid }))).toEqual({ bid: 'A bid must be more than $0.' });
  });

  it.each(['1,200', '$1200.50', '10,000,000', '0.01'])('accepts the bid %j', (bid) => {
    expect(validateProposalForm(form({ bid }))).toEqual({});
  });

  it.each(['1.234', '-5', 'abc', '12,00'])('refuses the bid %j as not an amount', (bid) => {
    expect(validateProposalForm(form({ bid }))).toEqual({
      bid: 'Enter the bid as an amount in dollars, e.g. 1200.',
    });
  });

  it('refuses a bid above $10,000,000', () => {
    expect(validateProposalForm(form({ bid: '10000001' }))).toEqual({
      bid: 'A bid can be at most $10,000,000.',
    });
    expect(validateProposalForm(form({ bid: '10,000,000.01' }))).toEqual({
      bid: 'A bid can be at most $10,000,000.',
    });
  });
});

describe('validateAmount', () => {
  it.each([
    ['', 'Enter the agreed amount.'],
    ['  ', 'Enter the agreed amount.'],
    ['abc', 'Enter the amount in dollars, e.g. 1200.'],
    ['-5', 'Enter the amount in dollars, e.g. 1200.'],
    ['0', 'The agreed amount must be more than $0.'],
    ['$0.00', 'The agreed amount must be more than $0.'],
    ['10000001', 'The agreed amount can be at most $10,000,000.'],
  ])('refuses %j: %s', (input, message) => {
    expect(validateAmount(input)).toBe(message);
  });

  it.each(['3800', '$3,800', '0.5', '10,000,000'])('accepts %j', (input) => {
    expect(validateAmount(input)).toBeUndefined();
  });
});

describe('formatBid', () => {
  it.each([
    [1200, '$1,200'],
    [1200.5, '$1,200.50'],
    [0, '$0'],
    [10_000_000, '$10,000,000'],
    [999.99, '$999.99'],
    [12.345, '$12.35'],
  ])('%j is %j', (value, expected) => {
    expect(formatBid(value)).toBe(expected);
  });

  it('round-trips with parseBid', () => {
    for (const value of [5, 1200, 1200.5, 3_800_000.25]) {
      expect(parseBid(formatBid(value))).toBe(value);
    }
  });
});
