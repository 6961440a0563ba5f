import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../domain/paths';
import { DesktopSidebar } from './DesktopSidebar';
import { sectionHrefs } from './sections';

const meta = {
  title: 'Shell/AppShell/DesktopSidebar',
  component: DesktopSidebar,
  args: {
    id: 'sidebar',
    state: 'expanded',
    currentSection: 'dashboard',
    hrefs: sectionHrefs,
    postJobHref: paths.postJob,
  },
  // The desktop sidebar is hidden below 768 px by the shell's media rule (the phone sheet shows
  // the nav there): shot on a desktop only.
  parameters: { visual: { viewports: ['desktop'] } },
} satisfies Meta<typeof DesktopSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 16rem wide, with the section names. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveAttribute('data-state', 'expanded');
    await expect(within(nav).getByText('Dashboard')).toBeVisible();
    await expect(nav.getBoundingClientRect().width).toBe(256);
  },
};

/** The 3rem rail of icons: names stay for assistive technology, the text is hidden. */
export const Collapsed: Story = {
  args: { state: 'collapsed' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveAttribute('data-state', 'collapsed');
    await expect(nav.getBoundingClientRect().width).toBe(48);
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
