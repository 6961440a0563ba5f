import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorScreen } from './ErrorScreen';

const chunkError =
  'TypeError: Failed to fetch dynamically imported module: /assets/JobsRoute-3f9a1c.js\n' +
  '    at async lazy (router.tsx:14:27)\n' +
  '    at async loadLazyRouteModule (react-router.js:4121:19)';

const meta = {
  title: 'Feedback/ErrorScreen',
  component: ErrorScreen,
  args: { homeHref: '/', onRetry: fn() },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(canvas.getByRole('main', { name: 'Something went wrong' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    // No details given: no disclosure for developers.
    await expect(canvas.queryByText('Technical details')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithDetails: Story = {
  args: { details: chunkError },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByText('Technical details');
    const disclosure = summary.closest('details');
    await expect(disclosure).not.toHaveAttribute('open');
    await expect(canvas.getByText(/Failed to fetch dynamically imported module/)).not.toBeVisible();

    await userEvent.click(summary);
    await expect(disclosure).toHaveAttribute('open');
    await expect(canvas.getByText(/Failed to fetch dynamically imported module/)).toBeVisible();
  },
};

export const KeyboardRetry: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveFocus();
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined, homeHref: '/dashboard' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

export const HtmlLookingDetails: Story = {
  // Draws what WithDetails draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { details: '<img src=x onerror=alert(1)> <script>alert(2)</script>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Technical details'));
    // Shown literally, never parsed as markup.
    await expect(
      canvas.getByText('<img src=x onerror=alert(1)> <script>alert(2)</script>'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Embedded: Story = {
  args: { variant: 'embedded', homeHref: '/dashboard', details: chunkError },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('main')).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

export const Phone: Story = {
  // Draws what WithDetails draws on a phone: not shot again by the visual gate.
  parameters: { visual: false },
  args: { details: chunkError },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const doc = canvasElement.ownerDocument;
    await expect(doc.defaultView?.innerWidth).toBe(375);
    await userEvent.click(canvas.getByText('Technical details'));
    // Nothing, not even the long details line, makes the page scroll sideways.
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(
      doc.documentElement.clientWidth,
    );
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = {
  // Draws what WithDetails draws in dark: not shot again by the visual gate.
  parameters: { visual: false },
  args: { details: chunkError },
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  },
};
