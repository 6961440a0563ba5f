import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleJobs } from '../../sample-data/jobs';
import { JobCard } from './JobCard';

const [first, , , , , , , longJob] = sampleJobs;

const meta = {
  title: 'Jobs/JobCard',
  component: JobCard,
  args: { job: first! },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One real link, named by the title, to the job's page.
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName(first!.title);
    await expect(links[0]).toHaveAttribute('href', '/jobs/1');
    await expect(canvas.getByText('Urgent')).toBeVisible();
    await expect(canvas.getByText('$3,000 - $4,500')).toBeVisible();
    await expect(canvas.getByText('7 applicants')).toBeVisible();
    await expect(canvas.getByText('Stripe')).toBeVisible();
  },
};

export const KeyboardFocus: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    link.focus();
    await expect(link).toHaveFocus();
    // The stretched link covers the whole card, so the card is the click target.
    const card = canvasElement.querySelector('[data-slot="job-card"]')!;
    const linkBox = getComputedStyle(link, '::after');
    await expect(linkBox.position).toBe('absolute');
    await expect(card.getBoundingClientRect().height).toBeGreaterThan(100);
  },
};

export const NotUrgent: Story = {
  args: { job: { ...first!, urgent: false, applicants: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Urgent')).toBeNull();
    await expect(canvas.getByText('1 applicant')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: { job: longJob! },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="job-card"]')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
    await expect(within(canvasElement).getByText('Developer experience')).toBeVisible();
  },
};

export const Phone: Story = {
  // Draws what LongContent draws on a phone: not shot again by the visual gate.
  parameters: { visual: false },
  args: { job: longJob! },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="job-card"]')!;
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
