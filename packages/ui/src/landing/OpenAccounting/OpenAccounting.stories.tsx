import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OpenAccounting } from './OpenAccounting';

const meta = {
  title: 'Landing/OpenAccounting',
  component: OpenAccounting,
} satisfies Meta<typeof OpenAccounting>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', {
      level: 2,
      name: 'Every dollar in and out, in public',
    });
    await expect(heading).toBeVisible();
    await expect(canvas.getByText(/An open-source core and open public accounting/)).toBeVisible();
    await expect(canvas.getByText('$200,000 ÷ members ÷ 12')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
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
        name: 'Every dollar in and out, in public',
      }),
    ).toBeVisible();
  },
};
