import { Flex, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '../internal/icons';
import { LandingIcon, landingIconNames } from './icons';

const meta = {
  title: 'Landing/Icons',
  component: LandingIcon,
  args: { name: 'handshake' },
} satisfies Meta<typeof LandingIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg?.getBoundingClientRect().width).toBe(20);
  },
};

export const AllIcons: Story = {
  render: () => (
    <Flex wrap="wrap" gap="4">
      {landingIconNames.map((name) => (
        <Flex key={name} direction="column" align="center" gap="1" width="5rem">
          <LandingIcon name={name} />
          <Text size="1">{name}</Text>
        </Flex>
      ))}
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs).toHaveLength(19);
    for (const svg of svgs) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg.childElementCount).toBeGreaterThan(0);
    }
    await expect(within(canvasElement).getByText('github')).toBeVisible();
  },
};

/** 'bolt' is the shared set's 'zap', drawn once. */
export const SharedDrawing: Story = {
  render: () => (
    <Flex gap="3" data-testid="pair">
      <LandingIcon name="bolt" size={24} />
      <Icon name="zap" size={24} />
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    const [bolt, zap] = [...within(canvasElement).getByTestId('pair').querySelectorAll('svg')];
    await expect(bolt?.innerHTML).toBe(zap?.innerHTML);
  },
};
