import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../domain/paths';
import * as styles from './AppShell.css';
import { appSections, sectionHrefs } from './sections';
import { SidebarNav } from './SidebarNav';

const meta = {
  title: 'Shell/AppShell/SidebarNav',
  component: SidebarNav,
  args: {
    collapsed: false,
    currentSection: 'jobs',
    hrefs: sectionHrefs,
    postJobHref: paths.postJob,
  },
  // The desktop sidebar is hidden below 768 px by the shell's media rule (the phone sheet shows
  // the nav there): shot on a desktop only.
  parameters: { visual: { viewports: ['desktop'] } },
  decorators: [
    (Story, { args }) => (
      <nav
        aria-label="Main"
        data-state={args.collapsed ? 'collapsed' : 'expanded'}
        className={styles.sidebar}
      >
        <Story />
      </nav>
    ),
  ],
} satisfies Meta<typeof SidebarNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand, 'Post Job' and the five sections, the current one marked. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(within(nav).getByRole('link', { name: 'Post Job' })).toHaveAttribute(
      'href',
      paths.postJob,
    );
    for (const { label, href } of appSections) {
      await expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    await expect(within(nav).getByRole('link', { name: 'Jobs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(links.filter((l) => l.getAttribute('aria-current') === 'page')).toHaveLength(1);
  },
};

/** Collapsed to icons: each link keeps its name, and a tooltip shows it on focus. */
export const Collapsed: Story = {
  args: { collapsed: true, currentSection: 'messages' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const messages = canvas.getByRole('link', { name: 'Messages' });
    await expect(messages).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Post Job' })).toHaveFocus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Post Job');
  },
};

/** Unread messages: a count after 'Messages', which names the link 'Messages 4 unread'. */
export const WithUnread: Story = {
  args: { unreadMessages: 4 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const messages = within(nav).getByRole('link', { name: 'Messages 4 unread' });
    await expect(within(messages).getByText('4')).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: 'Messages' })).toBeNull();
  },
};

/** No unread messages: no badge and the plain name. */
export const NoUnread: Story = {
  // Draws what Expanded draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { unreadMessages: 0 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Messages' })).toBeVisible();
    await expect(nav.querySelector('[data-slot="sidebar-unread-badge"]')).toBeNull();
  },
};
