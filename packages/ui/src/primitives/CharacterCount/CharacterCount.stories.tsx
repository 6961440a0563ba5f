import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CharacterCount } from './CharacterCount';

const meta = {
  title: 'Jobs/CharacterCount',
  component: CharacterCount,
  args: { count: 120, limit: 5000 },
} satisfies Meta<typeof CharacterCount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plenty left: the count is shown, and screen readers hear nothing. */
export const Normal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('120 / 5,000')).toBeVisible();
    const count = canvasElement.querySelector('[data-slot="character-count"]');
    await expect(count).toHaveAttribute('data-state', 'normal');
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('');
  },
};

/** Within `warnAt` of the limit: a short polite warning. */
export const NearTheLimit: Story = {
  args: { count: 4950 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4,950 / 5,000')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="character-count"]')).toHaveAttribute(
      'data-state',
      'near',
    );
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Fewer than 100 characters left.',
    );
  },
};

/** At the limit: said once, and the count shows it. */
export const AtTheLimit: Story = {
  args: { count: 5000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('5,000 / 5,000')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="character-count"]')).toHaveAttribute(
      'data-state',
      'full',
    );
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'You have reached the limit of 5,000 characters.',
    );
  },
};
