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
  args: { joinHref: '/auth?mode=signup' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Join now' })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
  },
};
