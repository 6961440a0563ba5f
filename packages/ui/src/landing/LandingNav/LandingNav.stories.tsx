import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LandingNav } from './LandingNav';

const meta = {
  title: 'Landing/LandingNav',
  component: LandingNav,
  args: { joinHref: '/auth' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '12rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LandingNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Sections' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#problem',
      '#difference',
      '#automation',
      '#community',
    ]);
    await expect(links.map((link) => link.textContent)).toEqual([
      'Problem',
      'Difference',
      'Automation',
      'Community',
    ]);
    await expect(canvas.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/auth');
    await expect(canvas.getByRole('link', { name: 'Fairlance' })).toHaveAttribute('href', '#top');
  },
};

export const CustomJoinHref: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { joinHref: '/auth?mode=signup' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Join now' })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
  },
};

/** A signed-in visitor: 'Go to dashboard' in place of 'Join now', still on one row at 375 px. */
export const SignedIn: Story = {
  args: { session: 'signed-in', dashboardHref: '/dashboard' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Go to dashboard' });
    await expect(link).toHaveAttribute('href', '/dashboard');
    await expect(canvas.queryByRole('link', { name: 'Join now' })).toBeNull();
    const brand = canvas.getByRole('link', { name: 'Fairlance' }).getBoundingClientRect();
    const box = link.getBoundingClientRect();
    await expect(Math.abs(box.top + box.height / 2 - (brand.top + brand.height / 2))).toBeLessThan(
      4,
    );
    await expect(box.right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
