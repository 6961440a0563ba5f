import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BillingPanel } from './BillingPanel';

const meta = {
  title: 'Settings/BillingPanel',
  component: BillingPanel,
} satisfies Meta<typeof BillingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Billing' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Pro plan' })).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('$5.00')).toBeVisible();
    await expect(canvas.getByText('/month')).toBeVisible();
    await expect(canvas.getByText('Billed monthly')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Payment method' })).toBeVisible();
    await expect(canvas.getByText('Card ending in 4242')).toBeVisible();
    // Display only: nothing to press.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const OtherPlan: Story = {
  args: {
    billing: { plan: 'Team', monthlyPrice: 12.5, billingCycle: 'yearly', cardLast4: '1881' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Team plan' })).toBeVisible();
    await expect(canvas.getByText('$12.50')).toBeVisible();
    await expect(canvas.getByText('Billed yearly')).toBeVisible();
    await expect(canvas.getByText('Card ending in 1881')).toBeVisible();
    await expect(canvas.queryByText('Card ending in 4242')).toBeNull();
  },
};

export const Phone: Story = {
  // Draws what Default draws on a phone: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await expect(doc.defaultView?.innerWidth).toBe(375);
    const price = within(canvasElement).getByText('$5.00');
    await expect(price).toBeVisible();
    await expect(price.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
