import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkColors, lightColors } from '../theme/tokens';
import { ColorRoles, RadiusScale, ShadowScale, SpaceScale, TypeScale } from './Foundations';

const meta = {
  title: 'Foundations/Tokens',
  component: ColorRoles,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ColorRoles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const accent = canvas.getByRole('rowheader', { name: 'accent' }).closest('tr');
    await expect(accent).not.toBeNull();
    const cells = within(accent as HTMLElement);
    await expect(cells.getByText('--brand-color-accent')).toBeVisible();
    await expect(cells.getByText(lightColors.accent)).toBeVisible();
    await expect(cells.getByText(darkColors.accent)).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(Object.keys(lightColors).length + 1);
  },
};

export const Type: Story = {
  render: () => <TypeScale />,
  play: async ({ canvasElement }) => {
    const samples = within(canvasElement).getAllByText('Keep what you earn');
    await expect(samples).toHaveLength(9);
    const sizes = samples.map((el) => parseFloat(getComputedStyle(el).fontSize));
    // Each step is larger than the one before it.
    await expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
    await expect(sizes[2]).toBe(16);
  },
};

export const Space: Story = {
  render: () => <SpaceScale />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('--brand-space-4')).toBeVisible();
    await expect(canvas.getByText('1rem')).toBeVisible();
  },
};

export const Radius: Story = {
  render: () => <RadiusScale />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('--brand-radius-full')).toBeVisible();
  },
};

export const Shadows: Story = {
  render: () => <ShadowScale />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('--brand-shadow-3')).toBeVisible();
  },
};

export const DarkColors: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    // The live variable follows the appearance class.
    const value = getComputedStyle(canvasElement).getPropertyValue('--brand-color-canvas').trim();
    await expect(value).toBe(darkColors.canvas);
  },
};
