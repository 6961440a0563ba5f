import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AvatarField } from './AvatarField';

/** A real 1×1 PNG, and an SVG named .png. */
const pngBytes = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const svgNamedPng = () =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg"></svg>'], 'me.png', { type: 'image/png' });

const meta = {
  title: 'Settings/AvatarField',
  component: AvatarField,
  args: { initials: 'MO', onSelect: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AvatarField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Profile photo' })).toBeVisible();
    await expect(canvas.getByText('MO')).toBeVisible();
    await expect(canvas.getByText('PNG, JPEG or WebP, at most 5 MB.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove photo' })).toBeNull();
  },
};

export const WithPhoto: Story = {
  args: {
    src: `data:image/png;base64,${btoa(String.fromCharCode(...pngBytes))}`,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Change photo')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** A file that is not a picture by its bytes is refused with a message, and never handed on. */
export const RefusesADisguisedFile: Story = {
  // Draws Initials with an error line: the error state is shot by UploadFailed.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Upload photo'), svgNamedPng());
    await expect(
      await canvas.findByText(/"me.png" is not a PNG, JPEG or WebP picture/),
    ).toBeVisible();
    await expect(args.onSelect).not.toHaveBeenCalled();
    const png = new File([pngBytes], 'me.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Upload photo'), png);
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(png, 'image/png'));
  },
};

export const Uploading: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Uploading...')).toBeVisible();
    await expect(canvas.getByLabelText('Uploading...')).toBeDisabled();
  },
};

export const UploadFailed: Story = {
  args: { error: 'The picture is larger than 5 MB. Choose a smaller one.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('larger than 5 MB');
  },
};

export const Phone: Story = {
  // Interaction only: its first frame is another story's picture (not shot again).
  parameters: { visual: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { error: 'The picture is larger than 5 MB. Choose a smaller one.' },
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
