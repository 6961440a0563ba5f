import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting';

describe('greetingName', () => {
  it('takes the part of the email before the @', () => {
    expect(greetingName('maya.okafor@example.com')).toBe('maya.okafor');
  });

  it("falls back to 'User' when the email is missing, empty or blank", () => {
    expect(greetingName(undefined)).toBe('User');
    expect(greetingName(null)).toBe('User');
    expect(greetingName('')).toBe('User');
    expect(greetingName('   ')).toBe('User');
    expect(greetingName('@example.com')).toBe('User');
    expect(greetingName('  @example.com')).toBe('User');
  });

  it('trims whitespace around the name', () => {
    expect(greetingName('  dev@fairlance.dev')).toBe('dev');
  });

  it('returns any non-blank local part unchanged but trimmed (property)', () => {
    const local = fc.string({ minLength: 1 }).filter((s) => !s.includes('@') && s.trim() !== '');
    fc.assert(
      fc.property(local, fc.string(), (name, domain) => {
        expect(greetingName(`${name}@${domain}`)).toBe(name.trim());
      }),
    );
  });

  it('never returns an empty name or one containing @ (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (email) => {
        const name = greetingName(email);
        expect(name.trim()).not.toBe('');
        expect(name).not.toContain('@');
      }),
    );
  });
});
