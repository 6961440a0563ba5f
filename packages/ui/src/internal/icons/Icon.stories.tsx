import { Flex, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, iconPaths, SvgIcon, type IconName } from './Icon';

const names = Object.keys(iconPaths) as IconName[];

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'layers' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    await expect(svg).toHaveAttribute('stroke', 'currentColor');
    await expect(svg).toHaveAttribute('stroke-width', '2');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('focusable', 'false');
    await expect(svg?.getBoundingClientRect().width).toBe(16);
  },
};

/** Every drawing in the shared set, each once. */
export const AllIcons: Story = {
  render: () => (
    <Flex wrap="wrap" gap="4">
      {names.map((name) => (
        <Flex key={name} direction="column" align="center" gap="1" width="5rem">
          <Icon name={name} size={24} />
          <Text size="1">{name}</Text>
        </Flex>
      ))}
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    const svgs = [...canvasElement.querySelectorAll('svg')];
    await expect(svgs).toHaveLength(names.length);
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
    // No two names draw the same thing.
    const drawings = new Set(svgs.map((svg) => svg.innerHTML));
    await expect(drawings.size).toBe(names.length);
    await expect(within(canvasElement).getByText('mastodon')).toBeVisible();
  },
};

/** The frame for icons drawn on another grid, e.g. the shell's 16 × 16 set. */
export const OtherGrid: Story = {
  render: () => (
    <SvgIcon size={32} grid={16} strokeWidth={1.5}>
      <path d="M8 3v10M3 8h10" />
    </SvgIcon>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('viewBox', '0 0 16 16');
    await expect(svg).toHaveAttribute('stroke-width', '1.5');
    await expect(svg?.getBoundingClientRect().width).toBe(32);
  },
};

/** Icons take the text colour around them. */
export const Dark: Story = {
  globals: { appearance: 'dark' },
  render: (args) => (
    <Text as="p" size="3">
      <Icon {...args} /> 3 open jobs
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    const text = within(canvasElement).getByText('3 open jobs');
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(getComputedStyle(svg as Element).color).toBe(getComputedStyle(text).color);
  },
};
