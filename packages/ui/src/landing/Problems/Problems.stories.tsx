import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Problems } from './Problems';

const meta = {
  title: 'Landing/Problems',
  component: Problems,
} satisfies Meta<typeof Problems>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', {
      level: 2,
      name: 'Platforms take a cut of every job you win',
    });
    await expect(heading).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('id', 'problem');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.getByRole('heading', { name: 'A cut of every invoice' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await expect(doc.defaultView?.innerWidth).toBe(375);
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
    // Nothing forces horizontal scrolling at 375 px.
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 2,
        name: 'Platforms take a cut of every job you win',
      }),
    ).toBeVisible();
  },
};
