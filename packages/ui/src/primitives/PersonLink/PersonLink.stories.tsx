import { Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mentionPerson, PersonLink } from './PersonLink';

const meta = {
  title: 'Primitives/PersonLink',
  component: PersonLink,
  args: { name: 'Sarah Chen', personId: 'sarah-chen' },
} satisfies Meta<typeof PersonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A name on its own (a heading, a card): a link to the profile, underlined on hover. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Sarah Chen' })).toHaveAttribute(
      'href',
      '/profile/sarah-chen',
    );
  },
};

/** No id (a withheld or private person): the name as plain text. */
export const WithoutProfile: Story = {
  args: { personId: undefined, name: 'Private client' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Private client')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Inside a sentence (`mentionPerson`): underlined always, so it shows without colour. */
export const InText: Story = {
  render: () => (
    <Text as="p" size="2">
      {mentionPerson('New message from Sarah Chen', { id: 'sarah-chen', name: 'Sarah Chen' })}
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Sarah Chen' });
    await expect(getComputedStyle(link).textDecorationLine).toContain('underline');
    await expect(canvasElement).toHaveTextContent('New message from Sarah Chen');
  },
};
