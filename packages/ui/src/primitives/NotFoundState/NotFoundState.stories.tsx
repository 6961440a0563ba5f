import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundState } from './NotFoundState';

/**
 * The one not-found pattern: the 404 page, an unknown job, conversation or profile. A mark,
 * what was not found, why, and one way back.
 */
const meta = {
  title: 'Primitives/NotFoundState',
  component: NotFoundState,
  args: {
    title: 'Job not found',
    description: 'This job may have been filled or removed by the client, or the link is mistyped.',
    actionHref: '/jobs',
    actionLabel: 'Back to jobs',
    actionIcon: 'arrowLeft',
  },
  argTypes: {
    mark: { control: 'inline-radio', options: ['search', '404'] },
    headingAs: { control: 'inline-radio', options: ['h1', 'h2'] },
  },
} satisfies Meta<typeof NotFoundState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
    await expect(canvas.getByText(/filled or removed by the client/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    );
  },
};

/** Inside a screen that has its own h1 (the Messages pane), the state's heading is an h2. */
export const AsSection: Story = {
  args: {
    headingAs: 'h2',
    title: 'Conversation not found',
    description: 'This conversation does not exist or is not one of yours.',
    actionHref: '/messages',
    actionLabel: 'Back to messages',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Conversation not found' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The 404 page's mark: the code, large, hidden from screen readers (the heading says it). */
export const Code404: Story = {
  args: {
    mark: '404',
    title: 'Oops! Page not found',
    description: 'The page you asked for does not exist, or it has moved.',
    actionHref: '/',
    actionLabel: 'Return to Home',
    actionIcon: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('404')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  },
};
