import { describe, expect, it } from 'vitest';
import {
  formatResponseTime,
  portfolioLinkError,
  profileConstraintFields,
  validatePortfolioItem,
  validateProfile,
} from './profileEdit';
import { checkImageFile, isAllowedImageUrl, sniffImageType } from './images';

const profile = {
  name: 'Maya',
  email: '',
  bio: '',
  location: '',
  hourlyRate: '',
  title: '',
  skills: [],
};

describe('validateProfile', () => {
  it('accepts a filled-in profile and an empty optional one', () => {
    expect(validateProfile(profile)).toEqual({});
    expect(
      validateProfile({ ...profile, title: 'Designer', hourlyRate: '42.50', skills: ['Figma'] }),
    ).toEqual({});
  });
  it('names each field that breaks a limit', () => {
    const errors = validateProfile({
      ...profile,
      name: '   ',
      bio: 'x'.repeat(6000),
      hourlyRate: '99999999',
      title: '\u00a0',
      skills: Array.from({ length: 21 }, (_, i) => `s${i}`),
    });
    expect(errors.name).toBe('Display name cannot be empty.');
    expect(errors.bio).toBe('Bio can be at most 2,000 characters (this one has 6,000).');
    expect(errors.hourlyRate).toBe('Hourly rate must be between $0 and $10,000.');
    expect(errors.title).toMatch(/Title cannot be only spaces/);
    expect(errors.skills).toBe('List at most 20 skills (this list has 21).');
  });
  it('refuses a rate that is not a number and duplicate skills', () => {
    const errors = validateProfile({ ...profile, hourlyRate: '12abc', skills: ['Go', 'go'] });
    expect(errors.hourlyRate).toMatch(/must be a number/);
    expect(errors.skills).toBe('"go" is listed twice.');
  });
  it('maps every profile constraint to a field', () => {
    expect(profileConstraintFields['profiles_bio_check']).toBe('bio');
    expect(profileConstraintFields['profiles_hourly_rate_check']).toBe('hourlyRate');
  });
});

describe('portfolio items', () => {
  it('needs a title and description, and takes only web links', () => {
    expect(validatePortfolioItem({ title: '', description: '', link: '' })).toEqual({
      title: 'Title cannot be empty.',
      description: 'Description cannot be empty.',
    });
    expect(portfolioLinkError('https://example.com/work?a=1')).toBeUndefined();
    expect(portfolioLinkError('javascript:alert(1)')).toMatch(/https:\/\//);
    expect(portfolioLinkError('https://exa mple.com')).toMatch(/https:\/\//);
  });
});

describe('response time', () => {
  it('is written from the computed minutes, and empty without any', () => {
    expect(formatResponseTime(null)).toBe('');
    expect(formatResponseTime(12)).toBe('Within 12 minutes');
    expect(formatResponseTime(130)).toBe('Within 2 hours');
    expect(formatResponseTime(60 * 72)).toBe('Within 3 days');
  });
});

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('images', () => {
  it('tells PNG, JPEG and WebP by their bytes', () => {
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe(
      'image/webp',
    );
    expect(
      sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">')),
    ).toBe(null);
  });
  it('refuses an SVG named .png, an empty file and a file over 5 MB, saying why', async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'me.png', {
      type: 'image/png',
    });
    const refused = await checkImageFile(svg);
    expect(refused).toMatchObject({ ok: false });
    expect(!refused.ok && refused.message).toMatch(/"me.png" is not a PNG, JPEG or WebP picture/);
    expect(await checkImageFile(new File([], 'x.png'))).toMatchObject({ ok: false });
    const big = new File([png, new Uint8Array(5 * 1024 * 1024)], 'big.png');
    const tooBig = await checkImageFile(big);
    expect(!tooBig.ok && tooBig.message).toMatch(/at most 5 MB/);
    expect(await checkImageFile(new File([png], 'ok.bin'))).toEqual({
      ok: true,
      type: 'image/png',
    });
  });
  it('draws only our storage, same-origin paths and inline pictures', () => {
    const origin = 'http://127.0.0.1:54321';
    expect(isAllowedImageUrl(`${origin}/storage/v1/object/public/avatars/u/a.png`, origin)).toBe(
      true,
    );
    expect(isAllowedImageUrl('/portfolio/one.svg', origin)).toBe(true);
    expect(isAllowedImageUrl('data:image/png;base64,AAAA', origin)).toBe(true);
    expect(isAllowedImageUrl('https://evil.example/x.png', origin)).toBe(false);
    expect(isAllowedImageUrl('//evil.example/x.png', origin)).toBe(false);
    expect(isAllowedImageUrl('javascript:alert(1)', origin)).toBe(false);
    expect(isAllowedImageUrl(`${origin}/rest/v1/profiles`, origin)).toBe(false);
  });
});
