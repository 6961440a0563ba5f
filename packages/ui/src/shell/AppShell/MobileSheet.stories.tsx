import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paths } from '../../domain/paths';
import { MobileSheet } from './MobileSheet';
import { sectionHrefs } from './sections';

const meta = {
  title: 'Shell/AppShell/MobileSheet',
  component: MobileSheet,
  args: {
    id: 'sidebar-sheet',
    open: true,
    onOpenChange: fn(),
    returnFocusRef: createRef<HTMLButtonElement>(),
    currentSection: 'profile',
    hrefs: sectionHrefs,
    postJobHref: paths.postJob,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MobileSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: a modal named 'Navigation' with the sidebar; the close button asks to close it. */
export const Open: Story = {
  play: async ({ args }) => {
    const sheet = await within(document.body).findByRole('dialog', { name: 'Navigation' });
    const nav = within(sheet).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close navigation' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
