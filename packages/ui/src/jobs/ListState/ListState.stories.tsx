import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListError, ListLoading } from './ListState';

/**
 * The states a list shows before it has rows: loading (a polite status) and a failed load
 * (an alert, with 'Try again' when the list can load again). The jobs lists use them (Browse,
 * My jobs, My proposals); a list's own empty state is its own (JobsEmptyState, MyJobsList's
 * Empty, MyProposalsList's Empty).
 */
const meta = {
  title: 'Jobs/ListState',
  component: ListError,
  args: { message: 'Could not load the jobs. Check your connection.', onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: () => <ListLoading label="Loading jobs…" />,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading jobs…');
    await expect(status).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const LoadFailed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Could not load the jobs. Check your connection.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LoadFailedKeyboard: Story = {
  // The same picture as LoadFailed: this one drives 'Try again' from the keyboard.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LoadFailedNoRetry: Story = {
  args: { message: 'This list is not available.', onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This list is not available.');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};
