import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brand } from '../../brand';
import { BrandMark } from './BrandMark';

const meta = {
  title: 'Primitives/BrandMark',
  component: BrandMark,
} satisfies Meta<typeof BrandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(brand.name)).toBeVisible();
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg?.getBoundingClientRect().width).toBe(28);
  },
};

/** Without the name the mark is decorative: nothing is announced. */
export const MarkOnly: Story = {
  args: { withName: false, size: 44 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(brand.name)).toBeNull();
    await expect(canvasElement.textContent).toBe('');
    await expect(canvasElement.querySelector('svg')?.getBoundingClientRect().width).toBe(44);
  },
};

/** As the landing page and the shell use it: inside a home link, whose name is the brand. */
export const InLink: Story = {
  render: (args) => (
    <a href="#top" style={{ fontSize: '1.25rem', textDecoration: 'none' }}>
      <BrandMark {...args} />
    </a>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: brand.name });
    await expect(link).toHaveAttribute('href', '#top');
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(within(canvasElement).getByText(brand.name)).toBeVisible();
  },
};
