import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DevelopersScreen } from './DevelopersScreen';

const anonKey = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl';
const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJtYXlhIiwicm9sZSI6ImF1dGhlbnRpY2F0ZWQifQ.dG9rZW4';

const meta = {
  title: 'Developers/DevelopersScreen',
  component: DevelopersScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    supabaseUrl: 'https://abcdefghijklmnop.supabase.co',
    anonKey,
    signedIn: true,
    onRevealToken: fn(async () => token),
    onCopy: fn(),
  },
} satisfies Meta<typeof DevelopersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Fairlance for developers' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('https://abcdefghijklmnop.supabase.co/rest/v1', { selector: 'code' }),
    ).toBeVisible();
    // Every event type an endpoint can choose, and the test event.
    const rows = canvas.getAllByRole('rowheader').map((cell) => cell.textContent);
    await expect(rows).toEqual([
      'proposal.received',
      'proposal.accepted',
      'proposal.declined',
      'proposal.not_selected',
      'invitation.received',
      'engagement.marked_complete',
      'engagement.completed',
      'engagement.cancelled',
      'review.received',
      'message.received',
      'webhook.test',
    ]);
    // The examples carry a placeholder until the token is shown, then the token itself.
    await expect(canvasElement.textContent).toContain('Bearer <your access token>');
    await userEvent.click(canvas.getByRole('button', { name: 'Show my access token' }));
    await expect(args.onRevealToken).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('button', { name: 'Copy token' })).toBeVisible();
    await expect(canvasElement.textContent).toContain(`Bearer ${token}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy: Open jobs, newest first' }));
    await expect(args.onCopy).toHaveBeenLastCalledWith(
      expect.stringContaining(`-H "Authorization: Bearer ${token}"`),
    );
    await expect(args.onCopy).toHaveBeenLastCalledWith(
      expect.stringContaining(
        '/rest/v1/jobs?select=id,title,budget,category,created_at&status=eq.open',
      ),
    );
    await expect(canvas.getByRole('link', { name: 'Settings → Notifications' })).toHaveAttribute(
      'href',
      '/settings',
    );
  },
};

export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    await expect(canvas.queryByRole('button', { name: 'Show my access token' })).toBeNull();
  },
};

export const TokenError: Story = {
  // The same page with the refusal under the button: not shot again by the visual gate.
  parameters: { visual: false },
  args: {
    onRevealToken: fn(async () => {
      throw new Error('Your session has ended. Sign in again to see your token.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show my access token' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your session has ended. Sign in again to see your token.',
    );
    await expect(canvasElement.textContent).toContain('Bearer <your access token>');
  },
};

export const Phone: Story = {
  // Draws what SignedIn draws on a phone: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await expect(doc.defaultView?.innerWidth).toBe(375);
    // Long code lines scroll inside their block; the page itself does not.
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Dark: Story = {
  // Draws what SignedOut draws in the dark: not shot again by the visual gate.
  parameters: { visual: false },
  args: { signedIn: false },
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(within(canvasElement).getAllByRole('table')).toHaveLength(1);
  },
};
