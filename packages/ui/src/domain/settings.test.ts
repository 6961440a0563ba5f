import { describe, expect, it } from 'vitest';
import { settingsSavedMessage, settingsSectionLabels } from './settings';

describe('settings copy', () => {
  it('names the saved section in the toast body', () => {
    expect(settingsSavedMessage('notifications')).toBe(
      'Your notifications settings have been updated successfully.',
    );
  });

  it('labels the four tabs', () => {
    expect(Object.values(settingsSectionLabels)).toEqual([
      'Profile',
      'Notifications',
      'Privacy',
      'Billing',
    ]);
  });
});
