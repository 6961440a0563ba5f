import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Automation } from './Automation';

const meta = {
  title: 'Landing/Automation',
  component: Automation,
} satisfies Meta<typeof Automation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', {
      level: 2,
      name: 'Built for people who automate',
    });
    await expect(heading).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('id', 'automation');
    await expect(
      canvas.getByText(/Full API access, webhooks and integrations with automation tools/),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Webhooks' })).toBeVisible();
    await expect(canvas.getByText(/"event": "job.posted"/)).toBeVisible();
  },
};
