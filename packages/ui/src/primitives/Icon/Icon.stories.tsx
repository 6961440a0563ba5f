import { Button, Flex, IconButton, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { lineIcons, otherIcons, smallIcons, type IconName } from './drawings';
import { Icon } from './Icon';
import { SvgIcon } from './SvgIcon';

/* The drawings of a set, by name. (Storybook's docgen may tag an exported object with
 * `displayName` and `__docgenInfo`; those are not drawings.) */
const names = (set: object) =>
  Object.entries(set)
    .filter(([, drawing]) => typeof drawing === 'object' && drawing !== null && 'grid' in drawing)
    .map(([name]) => name as IconName);

/** A captioned gallery of one set, each drawing once. */
function Gallery({ set, size }: { set: object; size?: number }) {
  return (
    <Flex wrap="wrap" gap="4">
      {names(set).map((name) => (
        <Flex key={name} direction="column" align="center" gap="1" width="7rem">
          <Icon name={name} size={size} />
          <Text size="1">{name}</Text>
        </Flex>
      ))}
    </Flex>
  );
}

const meta = {
  title: 'Primitives/Icon',
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
    await expect(svg).toHaveAttribute('width', '16');
    await expect(svg?.getBoundingClientRect().width).toBe(16);
  },
};

/** The line set: a 24 × 24 grid with 2 px strokes, shown at 24 px. */
export const LineSet: Story = {
  render: () => <Gallery set={lineIcons} size={24} />,
  play: async ({ canvasElement }) => {
    const svgs = [...canvasElement.querySelectorAll('svg')];
    await expect(svgs).toHaveLength(names(lineIcons).length);
    for (const svg of svgs) {
      await expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg.childElementCount).toBeGreaterThan(0);
      await expect(svg.getBoundingClientRect().width).toBe(24);
    }
    // No two names draw the same thing.
    const drawings = new Set(svgs.map((svg) => svg.innerHTML));
    await expect(drawings.size).toBe(svgs.length);
    // No image is exposed to assistive technology; the captions carry the names.
    await expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0);
    await expect(within(canvasElement).getByText('mastodon')).toBeVisible();
  },
};

/** The small set: a 16 × 16 grid with finer strokes, drawn for 16 px (the shell, the sign-in screen). */
export const SmallSet: Story = {
  render: () => <Gallery set={smallIcons} />,
  play: async ({ canvasElement }) => {
    const svgs = [...canvasElement.querySelectorAll('svg')];
    await expect(svgs).toHaveLength(names(smallIcons).length);
    for (const svg of svgs) {
      await expect(svg).toHaveAttribute('viewBox', '0 0 16 16');
      await expect(svg).toHaveAttribute('stroke', 'currentColor');
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg.getBoundingClientRect().width).toBe(16);
    }
    await expect(new Set(svgs.map((svg) => svg.innerHTML)).size).toBe(svgs.length);
    await expect(within(canvasElement).getByText('signOut')).toBeVisible();
  },
};

/** Drawings on other grids keep their proportions: `size` is the height. */
export const OtherGrids: Story = {
  render: () => (
    <Flex gap="4" align="center">
      <Gallery set={otherIcons} size={28} />
      <SvgIcon size={32} grid={16} strokeWidth={1.5} data-testid="custom">
        <path d="M8 3v10M3 8h10" />
      </SvgIcon>
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('svg');
    await expect(card).toHaveAttribute('viewBox', '0 0 40 28');
    await expect(card?.getBoundingClientRect().width).toBe(40);
    await expect(card?.getBoundingClientRect().height).toBe(28);
    const custom = within(canvasElement).getByTestId('custom');
    await expect(custom).toHaveAttribute('viewBox', '0 0 16 16');
    await expect(custom).toHaveAttribute('stroke-width', '1.5');
    await expect(custom.getBoundingClientRect().width).toBe(32);
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

/** Icons take the text colour around them. */
export const Dark: Story = {
  globals: { appearance: 'dark' },
  args: { name: 'star', size: 32 },
  render: (args) => (
    <Text as="p" size="3">
      <Icon {...args} /> 3 open jobs
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    const text = within(canvasElement).getByText('3 open jobs');
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(svg?.getBoundingClientRect().width).toBe(32);
    await expect(getComputedStyle(svg as Element).color).toBe(getComputedStyle(text).color);
  },
};
