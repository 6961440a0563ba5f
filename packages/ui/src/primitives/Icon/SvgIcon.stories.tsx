import { Flex, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../domain/paths';
import { lineIcons, otherIcons, smallIcons } from './drawings';
import { DrawnIcon, SvgIcon } from './SvgIcon';

/**
 * The frame every icon renders in: a decorative, stroked svg whose viewBox is the drawing's
 * grid and whose height is `size`. `DrawnIcon` puts one drawing of the set in it.
 */
const meta = {
  title: 'Primitives/Icon/SvgIcon',
  component: SvgIcon,
  args: { children: lineIcons.plus.paths },
} satisfies Meta<typeof SvgIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unless told: a 24 × 24 grid, 2 px round strokes in the text colour, 16 px, hidden. */
export const Default: Story = {
  render: (args) => (
    <Text as="p" size="3">
      <SvgIcon {...args} /> Post a Job
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toBeVisible();
    await expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    await expect(svg).toHaveAttribute('width', '16');
    await expect(svg).toHaveAttribute('height', '16');
    await expect(svg?.getBoundingClientRect().width).toBe(16);
    await expect(svg?.getBoundingClientRect().height).toBe(16);
    await expect(svg).toHaveAttribute('fill', 'none');
    await expect(svg).toHaveAttribute('stroke', 'currentColor');
    await expect(svg).toHaveAttribute('stroke-width', '2');
    await expect(svg).toHaveAttribute('stroke-linecap', 'round');
    await expect(svg?.querySelector('path')).toHaveAttribute('d', 'M12 5v14M5 12h14');
    // Decorative: no image for assistive technology, never a tab stop; the text carries it.
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('focusable', 'false');
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await expect(canvas.getByText('Post a Job')).toBeVisible();
    await expect(getComputedStyle(svg as Element).color).toBe(
      getComputedStyle(canvas.getByText('Post a Job')).color,
    );
  },
};

/** `grid` is the viewBox; `size` the height, the width following the grid's proportions. */
export const Grids: Story = {
  render: () => (
    <Flex gap="4" align="center">
      <SvgIcon size={32} grid={16} strokeWidth={1.8} data-testid="square">
        {smallIcons.plusSmall.paths}
      </SvgIcon>
      <SvgIcon size={28} grid={otherIcons.creditCard.grid} data-testid="wide">
        {otherIcons.creditCard.paths}
      </SvgIcon>
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const square = canvas.getByTestId('square');
    await expect(square).toHaveAttribute('viewBox', '0 0 16 16');
    await expect(square).toHaveAttribute('stroke-width', '1.8');
    await expect(square.getBoundingClientRect().width).toBe(32);
    await expect(square.getBoundingClientRect().height).toBe(32);
    const wide = canvas.getByTestId('wide');
    await expect(wide).toHaveAttribute('viewBox', '0 0 40 28');
    await expect(wide.getBoundingClientRect().width).toBe(40);
    await expect(wide.getBoundingClientRect().height).toBe(28);
  },
};

/** `DrawnIcon`: a drawing of the set, on its own grid, with its own stroke width. */
export const Drawn: Story = {
  render: () => (
    <Flex gap="4" align="center">
      <Text size="2">
        <DrawnIcon drawing={smallIcons.signOut} /> Sign Out
      </Text>
      <Text size="2">
        <DrawnIcon drawing={smallIcons.alertCircle} size={14} data-testid="alert" />
      </Text>
      <DrawnIcon drawing={otherIcons.creditCard} size={28} data-testid="card" />
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const signOut = canvas.getByText('Sign Out').querySelector('svg');
    await expect(signOut).toBeVisible();
    await expect(signOut).toHaveAttribute('viewBox', '0 0 16 16');
    await expect(signOut).toHaveAttribute('stroke-width', '1.5');
    await expect(signOut).toHaveAttribute('aria-hidden', 'true');
    await expect(signOut?.getBoundingClientRect().width).toBe(16);
    await expect(
      [...(signOut?.querySelectorAll('path') ?? [])].map((path) => path.getAttribute('d')),
    ).toEqual([
      'M6 2.25H3.75c-.83 0-1.5.67-1.5 1.5v8.5c0 .83.67 1.5 1.5 1.5H6',
      'M10.5 11 13.5 8l-3-3M13.5 8H6',
    ]);

    const alert = canvas.getByTestId('alert');
    await expect(alert).toHaveAttribute('stroke-width', '1.6');
    await expect(alert.getBoundingClientRect().height).toBe(14);
    await expect(alert.querySelectorAll('circle')).toHaveLength(2);

    const card = canvas.getByTestId('card');
    await expect(card).toHaveAttribute('viewBox', '0 0 40 28');
    await expect(card.getBoundingClientRect().width).toBe(40);
    await expect(card.querySelectorAll('rect')).toHaveLength(3);
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
  },
};

/**
 * An icon-only link: named by its label, the drawing hidden inside it; the keyboard reaches
 * the link, never the icon.
 */
export const InALink: Story = {
  render: () => (
    <a href={paths.settings} aria-label="Settings">
      <DrawnIcon drawing={smallIcons.gear} size={20} />
    </a>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Settings' });
    await expect(link).toHaveAttribute('href', '/settings');
    const svg = link.querySelector('svg');
    await expect(svg).toBeVisible();
    await expect(svg).toHaveAttribute('viewBox', '0 0 16 16');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg?.getBoundingClientRect().height).toBe(20);
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
