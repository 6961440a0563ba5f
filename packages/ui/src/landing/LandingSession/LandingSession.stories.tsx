import { Button } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { landingSessionAttribute } from './attribute';
import { SessionSwitch } from './LandingSession';

/** Sets the attribute the app's pre-paint script puts on <html>; removes it after the story. */
const storedSession = () => {
  const root = document.documentElement;
  root.setAttribute(landingSessionAttribute.name, landingSessionAttribute.signedIn);
  return () => root.removeAttribute(landingSessionAttribute.name);
};

const meta = {
  title: 'Landing/LandingSession',
  component: SessionSwitch,
  // The nav bar's call to action in its two versions.
  args: {
    signedOut: (
      <Button asChild size="2">
        <a href="/auth">Join now</a>
      </Button>
    ),
    signedIn: (
      <Button asChild size="2">
        <a href="/dashboard">Go to dashboard</a>
      </Button>
    ),
  },
  argTypes: {
    session: { control: 'inline-radio', options: ['signed-out', 'signed-in', 'unknown'] },
    signedOut: { control: false },
    signedIn: { control: false },
  },
} satisfies Meta<typeof SessionSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: only the join button. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/auth');
    await expect(canvas.getByRole('link', { name: 'Join now' })).toBeVisible();
    await expect(canvas.queryByText('Go to dashboard')).toBeNull();
  },
};

/** Only 'Go to dashboard'; the join button is not rendered at all. */
export const SignedIn: Story = {
  args: { session: 'signed-in' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(canvas.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
    await expect(canvas.queryByText('Join now')).toBeNull();
  },
};

/**
 * Rendered once for everybody: both versions are in the markup, and without
 * `data-session="signed-in"` on <html> (or without JavaScript) the join button shows.
 */
export const Unknown: Story = {
  // Draws what SignedOut draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { session: 'unknown' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root).not.toHaveAttribute(landingSessionAttribute.name);
    await expect(canvas.getByRole('link', { name: 'Join now' })).toBeVisible();
    // 'Go to dashboard' is in the markup, hidden from sight and from the accessibility tree.
    await expect(canvas.getByText('Go to dashboard')).not.toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Go to dashboard' })).toBeNull();
    // The pre-paint script finds a stored session: the versions swap with no re-render.
    root.setAttribute(landingSessionAttribute.name, landingSessionAttribute.signedIn);
    try {
      await expect(canvas.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
      await expect(canvas.getByText('Join now')).not.toBeVisible();
      await expect(canvas.queryByRole('link', { name: 'Join now' })).toBeNull();
    } finally {
      root.removeAttribute(landingSessionAttribute.name);
    }
    await expect(canvas.getByRole('link', { name: 'Join now' })).toBeVisible();
  },
};

/** Rendered once for everybody, opened by a visitor with a stored session. */
export const UnknownWithStoredSession: Story = {
  // Draws what SignedIn draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { session: 'unknown' },
  beforeEach: storedSession,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute(
      'data-session',
      'signed-in',
    );
    await expect(canvas.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
    await expect(canvas.getByText('Join now')).not.toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Join now' })).toBeNull();
  },
};
