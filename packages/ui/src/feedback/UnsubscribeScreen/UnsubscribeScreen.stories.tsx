import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UnsubscribeScreen } from './UnsubscribeScreen';

const meta = {
  title: 'Feedback/UnsubscribeScreen',
  component: UnsubscribeScreen,
  args: {
    status: 'confirm',
    switchName: 'Email notifications',
    formAction: '/unsubscribe?token=abc',
    settingsHref: '/settings',
  },
} satisfies Meta<typeof UnsubscribeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('main', { name: 'Unsubscribe from these emails?' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(
        'This turns off "Email notifications" in your settings: you will no longer get these emails from Fairlance.',
      ),
    ).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Unsubscribe' });
    const form = button.closest('form')!;
    // A real POST to the link's address (RFC 8058's one-click body), not a script.
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/unsubscribe?token=abc');
    await expect(form.querySelector('input[name="List-Unsubscribe"]')).toHaveValue('One-Click');
    await expect(canvas.getByRole('link', { name: 'Email settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
  },
};

export const Done: Story = {
  args: { status: 'done', switchName: 'Message alerts' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        '"Message alerts" is now off. You can turn it back on any time in Settings > Notifications.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { status: 'invalid' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Email settings' })).toBeVisible();
  },
};

export const Phone: Story = {
  // Confirm is already shot at phone width: this checks the width only.
  parameters: { visual: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await expect(doc.defaultView?.innerWidth).toBe(375);
    await expect(within(canvasElement).getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Dark: Story = {
  args: { status: 'done' },
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'You are unsubscribed',
    );
  },
};
