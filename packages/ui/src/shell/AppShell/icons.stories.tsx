import { Flex, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as icons from './icons';

function ShellIcons() {
  return (
    <Flex wrap="wrap" gap="4">
      {Object.entries(icons).map(([name, ShellIcon]) => (
        <Flex key={name} direction="column" align="center" gap="1" width="7rem">
          <ShellIcon />
          <Text size="1">{name}</Text>
        </Flex>
      ))}
    </Flex>
  );
}

const meta = {
  title: 'Shell/Icons',
  component: ShellIcons,
} satisfies Meta<typeof ShellIcons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs).toHaveLength(10);
    for (const svg of svgs) {
      await expect(svg).toHaveAttribute('viewBox', '0 0 16 16');
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg.getBoundingClientRect().width).toBe(16);
    }
    await expect(within(canvasElement).getByText('SignOutIcon')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(canvasElement.querySelectorAll('svg[stroke="currentColor"]')).toHaveLength(10);
  },
};
