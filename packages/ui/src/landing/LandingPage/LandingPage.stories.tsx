import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FeeCalculator } from '../FeeCalculator/FeeCalculator';
import { LandingPage } from './LandingPage';

const meta = {
  title: 'Landing/LandingPage',
  component: LandingPage,
  args: { joinHref: '/auth', calculator: <FeeCalculator /> },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } } as const;

/** Section ids in the order the page must show them, after the hero. */
const sectionOrder = [
  'problem',
  'pricing',
  'difference',
  'automation',
  'open-accounting',
  'community',
  'build-progress',
  'join',
];

const checkPage = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const doc = canvasElement.ownerDocument;
  // Landmarks and a single h1.
  await expect(canvas.getByRole('banner')).toBeVisible();
  await expect(canvas.getByRole('main')).toBeInTheDocument();
  await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  // Every nav anchor points at a section that exists in the page.
  const anchors = within(canvas.getByRole('navigation', { name: 'Sections' })).getAllByRole('link');
  await expect(anchors).toHaveLength(4);
  for (const anchor of anchors) {
    const id = anchor.getAttribute('href')?.slice(1) ?? '';
    const target = doc.getElementById(id);
    await expect(target, `#${id} exists`).not.toBeNull();
    await expect(target?.tagName).toBe('SECTION');
  }
  // Sections in the expected order, after the hero.
  const ids = Array.from(canvasElement.querySelectorAll('main > section[id]')).map((s) => s.id);
  await expect(ids).toEqual(sectionOrder);
  // Every join button goes to the join page.
  for (const name of ['Join now', 'Join the Movement', 'Join Fairlance']) {
    await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', '/auth');
  }
  await expect(canvas.getByText('8 of 11 done')).toBeInTheDocument();
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await checkPage(canvasElement);
    const canvas = within(canvasElement);
    // The calculator works inside the page.
    const slider = canvas.getByRole('slider', { name: 'Community members slider' });
    slider.focus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('textbox', { name: 'Community members' })).toHaveValue('25,000');
    await expect(canvas.getByRole('status', { name: 'Monthly fee per member' })).toHaveTextContent(
      '$0.67',
    );
  },
};

export const CustomJoinHref: Story = {
  // Draws what Desktop and Phone draw: not shot again by the visual gate.
  parameters: { visual: false },
  args: { joinHref: '/auth?from=landing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Join now', 'Join the Movement', 'Join Fairlance']) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute(
        'href',
        '/auth?from=landing',
      );
    }
  },
};

/**
 * The phone layout of the whole page, standing in for per-section phone copies (the visual
 * gate already screenshots every story at 375 px): nothing scrolls sideways, and the nav
 * anchors and every join button stay visible inside the screen.
 */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = canvasElement.ownerDocument;
    await expect(doc.defaultView?.innerWidth).toBe(375);
    await checkPage(canvasElement);
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const nav = ['Problem', 'Difference', 'Automation', 'Community', 'Join now'];
    for (const name of [...nav, 'Join the Movement', 'Join Fairlance']) {
      const link = canvas.getByRole('link', { name });
      if (nav.includes(name)) await expect(link).toBeVisible();
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    }
  },
};

/**
 * The whole page in dark, so the a11y check (contrast included) runs over every section in
 * dark at once, with a reference point of the calculator in its selected state.
 */
export const Dark: Story = {
  // Draws what Desktop draws in dark: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { appearance: 'dark', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await checkPage(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /at 16,667\+ members/ }));
    await expect(canvas.getByRole('status', { name: 'Monthly fee per member' })).toHaveTextContent(
      '$1.00',
    );
  },
};

export const CalculatorSlot: Story = {
  // Draws what Desktop and Phone draw: not shot again by the visual gate.
  parameters: { visual: false },
  args: {
    calculator: (
      <div id="fee-calculator-island">
        <p>Calculator island mounts here</p>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Calculator island mounts here')).toBeInTheDocument();
    await expect(canvas.queryByRole('slider')).toBeNull();
  },
};
