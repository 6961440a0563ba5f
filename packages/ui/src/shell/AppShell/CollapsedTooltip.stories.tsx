import { IconButton } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Icon } from '../../primitives';
import { CollapsedTooltip } from './CollapsedTooltip';

const meta = {
  title: 'Shell/AppShell/CollapsedTooltip',
  component: CollapsedTooltip,
  args: {
    collapsed: true,
    label: 'Settings',
    children: (
      <IconButton variant="ghost" aria-label="Settings">
        <Icon name="gear" />
      </IconButton>
    ),
  },
} satisfies Meta<typeof CollapsedTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed: focusing the icon-only control shows its name beside it. */
export const Collapsed: Story = {
  // Draws what Expanded draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Settings' })).toHaveFocus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Settings');
  },
};

/** Expanded: the control is rendered as it is, with no tooltip. */
export const Expanded: Story = {
  args: { collapsed: false },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Settings' })).toHaveFocus();
    await expect(within(document.body).queryByRole('tooltip')).toBeNull();
  },
};
