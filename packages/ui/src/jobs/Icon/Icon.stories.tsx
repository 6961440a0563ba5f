import { Button, Flex, IconButton, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon, type IconName } from './Icon';

/** The icons the jobs, dashboard, messages and profile screens use. */
const appIcons: IconName[] = [
  'search',
  'mapPin',
  'clock',
  'users',
  'dollar',
  'calendar',
  'briefcase',
  'star',
  'arrowLeft',
  'send',
  'plus',
  'x',
  'check',
  'file',
  'message',
  'award',
  'zap',
  'layers',
  'inbox',
];

const meta = {
  title: 'Jobs/Icon',
  component: Icon,
  args: { name: 'briefcase' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).not.toBeNull();
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('focusable', 'false');
    await expect(svg).toHaveAttribute('width', '16');
    await expect(svg?.getBoundingClientRect().width).toBe(16);
  },
};

export const AllIcons: Story = {
  render: (args) => (
    <Flex wrap="wrap" gap="4">
      {appIcons.map((name) => (
        <Flex key={name} direction="column" align="center" gap="1" data-icon={name}>
          <Icon {...args} name={name} size={24} />
          <Text size="1">{name}</Text>
        </Flex>
      ))}
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs).toHaveLength(appIcons.length);
    for (const svg of svgs) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg.childElementCount).toBeGreaterThan(0);
      await expect(svg.getBoundingClientRect().width).toBe(24);
    }
    // No image is exposed to assistive technology; the captions carry the names.
    await expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0);
  },
};

/** An icon-only control takes its name from aria-label; the icon stays hidden. */
export const Labelled: Story = {
  args: { name: 'x' },
  render: (args) => (
    <Flex gap="3" align="center">
      <IconButton variant="soft" aria-label="Remove skill React" onClick={fn()}>
        <Icon {...args} />
      </IconButton>
      <Button>
        <Icon name="plus" />
        Post a Job
      </Button>
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Remove skill React' });
    await expect(remove.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('button', { name: 'Post a Job' })).toBeVisible();
    await userEvent.tab();
    await expect(remove).toHaveFocus();
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  args: { name: 'star', size: 32 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(canvasElement.querySelector('svg')?.getBoundingClientRect().width).toBe(32);
  },
};
