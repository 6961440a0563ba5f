import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addSkill,
  categoryFilterOptions,
  emptyJobForm,
  filterJobs,
  firstInvalidJobField,
  jobCountLabel,
  jobFromForm,
  removeSkill,
  toCategoryFilter,
  validateJobForm,
} from './jobs';
import { categories } from './constants';
import type { Job, JobForm } from './types';

const job = (over: Partial<Job>): Job => ({
  id: '1',
  title: 'Build a booking calendar',
  description: 'React front end for a yoga studio.',
  budget: '$2,000 - $3,000',
  category: 'development',
  location: 'Remote',
  postedAt: '2 hours ago',
  applicants: 4,
  tags: ['React', 'TypeScript'],
  urgent: false,
  ...over,
});

const jobs: Job[] = [
  job({ id: '1' }),
  job({
    id: '2',
    title: 'Logo for a bakery',
    description: 'Warm, hand-drawn mark.',
    category: 'design',
    tags: ['Branding'],
  }),
  job({
    id: '3',
    title: 'Newsletter copy',
    description: 'Four issues a month.',
    category: 'writing',
    tags: ['Email', 'Copywriting'],
  }),
];

describe('filterJobs', () => {
  it('returns every job for a blank query and all categories', () => {
    expect(filterJobs(jobs, '', 'all')).toEqual(jobs);
    expect(filterJobs(jobs, '   ', 'all')).toEqual(jobs);
  });

  it('matches title, description and tags, case-insensitively and trimmed', () => {
    expect(filterJobs(jobs, '  LOGO ', 'all').map((j) => j.id)).toEqual(['2']);
    expect(filterJobs(jobs, 'hand-drawn', 'all').map((j) => j.id)).toEqual(['2']);
    expect(filterJobs(jobs, 'copywriting', 'all').map((j) => j.id)).toEqual(['3']);
    expect(filterJobs(jobs, 'typescript', 'all').map((j) => j.id)).toEqual(['1']);
  });

  it('filters by category and combines with the query', () => {
    expect(filterJobs(jobs, '', 'design').map((j) => j.id)).toEqual(['2']);
    expect(filterJobs(jobs, 'react', 'design')).toEqual([]);
    expect(filterJobs(jobs, '', 'marketing')).toEqual([]);
  });

  it('returns an ordered subset whose members all match (property)', () => {
    const ascii = fc.string({ unit: fc.constantFrom(...'abcdeABCDE -'.split('')) });
    const arbJob = fc.record({
      title: ascii,
      description: ascii,
      tags: fc.array(ascii, { maxLength: 3 }),
      category: fc.constantFrom(...categories),
    });
    fc.assert(
      fc.property(
        fc.array(arbJob, { maxLength: 8 }),
        ascii,
        fc.constantFrom(...categoryFilterOptions.map((o) => o.value)),
        (parts, query, category) => {
          const list = parts.map((p, i) => job({ ...p, id: String(i) }) as Job);
          const result = filterJobs(list, query, category);
          const indices = result.map((j) => Number(j.id));
          expect(indices).toEqual([...indices].sort((a, b) => a - b));
          const needle = query.trim().toLowerCase();
          for (const j of result) {
            if (category !== 'all') expect(j.category).toBe(category);
            const haystack = [j.title, j.description, ...j.tags].map((s) => s.toLowerCase());
            expect(haystack.some((s) => s.includes(needle))).toBe(true);
          }
          expect(filterJobs(list, query.toUpperCase(), category)).toEqual(result);
        },
      ),
    );
  });
});

describe('toCategoryFilter', () => {
  it('keeps known categories and maps anything else to all', () => {
    expect(toCategoryFilter('design')).toBe('design');
    expect(toCategoryFilter('all')).toBe('all');
    expect(toCategoryFilter('gardening')).toBe('all');
  });

  it('lists All Categories then the five categories', () => {
    expect(categoryFilterOptions.map((o) => o.label)).toEqual([
      'All Categories',
      'Development',
      'Design',
      'Writing',
      'Marketing',
      'Consulting',
    ]);
  });
});

describe('jobCountLabel', () => {
  it('is singular for one job and plural otherwise', () => {
    expect(jobCountLabel(0)).toBe('0 jobs found');
    expect(jobCountLabel(1)).toBe('1 job found');
    expect(jobCountLabel(12)).toBe('12 jobs found');
  });
});

describe('addSkill', () => {
  it('adds a trimmed skill', () => {
    expect(addSkill(['React'], '  Figma ')).toEqual({
      ok: true,
      skills: ['React', 'Figma'],
      added: 'Figma',
    });
  });

  it('refuses blank input', () => {
    expect(addSkill(['React'], '   ')).toEqual({ ok: false, skills: ['React'], reason: 'blank' });
  });

  it('refuses a duplicate, whatever its case', () => {
    expect(addSkill(['React'], ' react ')).toEqual({
      ok: false,
      skills: ['React'],
      reason: 'duplicate',
    });
  });

  it('never produces blank or case-insensitive duplicate skills (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 12 }), (inputs) => {
        let skills: string[] = [];
        for (const input of inputs) {
          const before = skills;
          const result = addSkill(skills, input);
          skills = result.skills;
          if (result.ok) {
            expect(skills).toHaveLength(before.length + 1);
            expect(result.added).toBe(input.trim());
          } else {
            expect(skills).toEqual(before);
          }
        }
        expect(skills.every((s) => s.trim() === s && s !== '')).toBe(true);
        const lower = skills.map((s) => s.toLowerCase());
        expect(new Set(lower).size).toBe(lower.length);
      }),
    );
  });
});

describe('removeSkill', () => {
  it('removes only the named chip', () => {
    expect(removeSkill(['React', 'Figma', 'SEO'], 'Figma')).toEqual(['React', 'SEO']);
    expect(removeSkill(['React'], 'Vue')).toEqual(['React']);
  });
});

describe('validateJobForm', () => {
  const valid: JobForm = {
    ...emptyJobForm,
    title: 'Landing page for a dental clinic',
    category: 'design',
    description: 'One page, two languages.',
    budget: '$800 - $1,200',
    timeline: '1-2 weeks',
    experienceLevel: 'intermediate',
  };

  it('accepts a complete form without skills', () => {
    expect(validateJobForm(valid)).toEqual({});
  });

  it('requires every starred field, in form order', () => {
    const errors = validateJobForm(emptyJobForm);
    expect(Object.keys(errors)).toEqual([
      'title',
      'category',
      'description',
      'budget',
      'timeline',
      'experienceLevel',
    ]);
    expect(firstInvalidJobField(errors)).toBe('title');
  });

  it('treats blank text as missing', () => {
    const errors = validateJobForm({ ...valid, title: '   ', budget: '\t' });
    expect(Object.keys(errors)).toEqual(['title', 'budget']);
    expect(firstInvalidJobField({ budget: 'x' })).toBe('budget');
    expect(firstInvalidJobField({})).toBeUndefined();
  });

  it('defaults the location to Remote', () => {
    expect(emptyJobForm.location).toBe('Remote');
  });
});

describe('jobFromForm', () => {
  it('builds a fresh job from a valid form', () => {
    const client = { name: 'Ana', avatar: 'A', rating: 5, jobsPosted: 1, memberSince: '2024' };
    const job = jobFromForm(
      {
        ...emptyJobForm,
        title: ' Logo ',
        category: 'design',
        description: 'A mark',
        budget: '$500',
        timeline: '1-2 weeks',
        experienceLevel: 'entry',
        location: ' ',
        skills: ['Figma'],
      },
      { id: 'new-1', client },
    );
    expect(job).toMatchObject({
      id: 'new-1',
      title: 'Logo',
      location: 'Remote',
      postedAt: 'Just now',
      applicants: 0,
      tags: ['Figma'],
      skills: ['Figma'],
      urgent: false,
    });
  });

  it('refuses an invalid form', () => {
    expect(() => jobFromForm(emptyJobForm, { id: 'x', client: {} as never })).toThrow();
  });
});
