import { describe, expect, it } from 'vitest';
import { buildItems, buildNext, buildSummary } from './buildProgress';
import { paths } from './paths';

describe('buildItems', () => {
  it('lists the first-started item, then the spec’s ten planned items in order', () => {
    expect(buildItems.map((item) => item.label)).toEqual([
      'Start the application in a site-builder tool',
      'Authentication',
      'A $5 per month subscription through a card payment provider',
      'Posting a job',
      'Replying to a job',
      'An API or webhook notification system',
      'A searchable job feed',
      'Spam and abuse detection',
      'Community feedback on freelancers',
      'AI auto-tagging of jobs',
      'Optional daily email notifications',
    ]);
    expect(buildItems[0]).toEqual({
      label: 'Start the application in a site-builder tool',
      done: true,
    });
  });

  it('names a route of the product for every done item after the first, and none for a planned one', () => {
    const routes: string[] = Object.values(paths).filter((p) => typeof p === 'string');
    for (const item of buildItems.slice(1)) {
      if (!item.done) {
        expect(item.route, item.label).toBeUndefined();
        continue;
      }
      // The route's fixed part is one of the product's paths (the app's test checks the table).
      const fixed = item.route?.replace(/\/:.*$/, '');
      expect(routes, item.label).toContain(fixed);
    }
  });
});

describe('buildSummary and buildNext', () => {
  it('counts what is done and names what comes next', () => {
    expect(buildSummary()).toBe('8 of 11 done');
    expect(buildNext()).toBe(
      'Next: a $5 per month subscription through a card payment provider, then spam and abuse detection.',
    );
    expect(buildNext([{ label: 'Authentication', done: true }])).toBe('');
    expect(buildSummary([])).toBe('0 of 0 done');
  });
});
