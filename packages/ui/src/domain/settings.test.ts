import { describe, expect, it } from 'vitest';
import { settingsSectionLabels } from './settings';

describe('settings copy', () => {
  it('labels the four tabs', () => {
    expect(Object.values(settingsSectionLabels)).toEqual([
      'Profile',
      'Notifications',
      'Privacy',
      'Billing',
    ]);
  });
});
