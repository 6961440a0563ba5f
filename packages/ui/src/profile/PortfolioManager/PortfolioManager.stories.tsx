import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FieldRefusal } from '../../domain/profileEdit';
import { sampleOwnProfile } from '../../sample-data/profiles';
import { PortfolioManager } from './PortfolioManager';

const items = sampleOwnProfile.portfolio.map((item, i) =>
  i === 0 ? { ...item, link: 'https://example.com/work' } : item,
);

const meta = {
  title: 'Profile/PortfolioManager',
  component: PortfolioManager,
  args: {
    items,
    onSave: fn(async () => {}),
    onDelete: fn(async () => {}),
    onMove: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PortfolioManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = items[0]!;
    await expect(
      canvas.getByRole('button', { name: `Move earlier: ${first.title}` }),
    ).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: `Move later: ${first.title}` }));
    await expect(args.onMove).toHaveBeenCalledWith(first.id, 1);
    await expect(canvas.getByRole('link', { name: /View project/ })).toHaveAttribute(
      'href',
      'https://example.com/work',
    );
  },
};

/** The empty state's button opens the form. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText(/You have not added any projects yet/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add project' }));
    const dialog = await body.findByRole('dialog', { name: 'Add a project' });
    // Visible once its opening animation has run.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
};

export const AddChecksEveryField: Story = {
  // Opens the form over Empty: the form itself is shot by FormRefusedByServer.
  parameters: { visual: false },
  args: { items: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add project' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Add a project' }));
    await userEvent.type(dialog.getByLabelText('Link'), 'javascript:alert(1)');
    const html = new File(['<!doctype html><script>alert(1)</script>'], 'shot.png', {
      type: 'image/png',
    });
    await userEvent.upload(dialog.getByLabelText('Picture'), html);
    await expect(await dialog.findByText(/"shot.png" is not a PNG, JPEG or WebP/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Add project' }));
    await expect(dialog.getByText('Title cannot be empty.')).toBeVisible();
    await expect(dialog.getByText('Description cannot be empty.')).toBeVisible();
    await expect(dialog.getByText(/Link must be a web address/)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
  },
};

/** The server refused one field: its words show beside it, the form stays open. */
export const FormRefusedByServer: Story = {
  // Interaction only: its first frame is another story's picture (not shot again).
  parameters: { visual: false },
  args: {
    items: [],
    onSave: fn(async () => {
      throw new FieldRefusal('Title can be at most 120 characters.', 'title');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add project' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Add a project' }));
    await userEvent.type(dialog.getByLabelText(/^Title/), 'Brand refresh');
    await userEvent.type(dialog.getByLabelText(/^Description/), 'A new identity.');
    await userEvent.click(dialog.getByRole('button', { name: 'Add project' }));
    await waitFor(() =>
      expect(dialog.getByText('Title can be at most 120 characters.')).toBeVisible(),
    );
  },
};

export const DeleteAfterConfirming: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const first = items[0]!;
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${first.title}` }));
    await userEvent.click(await body.findByRole('button', { name: 'Delete project' }));
    await expect(args.onDelete).toHaveBeenCalledWith(first.id);
  },
};

export const Phone: Story = {
  // Interaction only: its first frame is another story's picture (not shot again).
  parameters: { visual: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
  },
};
