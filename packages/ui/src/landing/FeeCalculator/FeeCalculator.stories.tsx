import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FeeCalculator } from './FeeCalculator';

const meta = {
  title: 'Landing/FeeCalculator',
  component: FeeCalculator,
  args: { onMembersChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: '2rem 1rem', maxWidth: '72rem', margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeeCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    input: canvas.getByRole('textbox', { name: 'Community members' }),
    slider: canvas.getByRole('slider', { name: 'Community members slider' }),
    fee: canvas.getByRole('status', { name: 'Monthly fee per member' }),
    revenue: canvas.getByRole('status', { name: 'Annual revenue' }),
  };
};

/** Replaces the input's text like a person would: select all, type. */
const retype = async (input: HTMLElement, text: string) => {
  await userEvent.tripleClick(input);
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  if (text) await userEvent.type(input, text);
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, input, slider, fee, revenue } = parts(canvasElement);
    await expect(input).toHaveValue('3,000');
    await expect(slider).toHaveValue('3000');
    await expect(slider).toHaveAttribute('min', '3000');
    await expect(slider).toHaveAttribute('max', '25000');
    await expect(fee).toHaveTextContent('$5.56');
    await expect(revenue).toHaveTextContent('$200,000.00');
    // The pricing reference points: 3,334 → $5.00, 10,000 → about $1.67, 16,667+ → $1.00.
    await expect(
      canvas.getByRole('button', { name: '$5.00 a month at 3,334 members' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: '≈$1.67 a month at 10,000 members' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: '$1.00 a month at 16,667+ members' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: /Fee curve.*Marked: \$5\.56 at 3,000 members/ }),
    ).toBeVisible();
  },
};

export const ClampsLowInput: Story = {
  args: { defaultMembers: 10_000 },
  play: async ({ args, canvasElement }) => {
    const { canvas, input, slider, fee } = parts(canvasElement);
    await expect(fee).toHaveTextContent('$1.67');
    await retype(input, '1000');
    // Out of range while typing: nothing applied yet, a hint says what will happen.
    await expect(canvas.getByText(/Below 3,000/)).toBeVisible();
    await expect(slider).toHaveValue('10000');
    await userEvent.tab();
    await expect(input).toHaveValue('3,000');
    await expect(slider).toHaveValue('3000');
    await expect(fee).toHaveTextContent('$5.56');
    await expect(args.onMembersChange).toHaveBeenLastCalledWith(3_000);
  },
};

export const ClampsHighInput: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ args, canvasElement }) => {
    const { canvas, input, slider, fee } = parts(canvasElement);
    await retype(input, '99999');
    await expect(canvas.getByText(/Above 25,000/)).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('25,000');
    await expect(slider).toHaveValue('25000');
    await expect(fee).toHaveTextContent('$0.67');
    await expect(args.onMembersChange).toHaveBeenLastCalledWith(25_000);
  },
};

export const IgnoresNonNumericInput: Story = {
  args: { defaultMembers: 12_000 },
  play: async ({ args, canvasElement }) => {
    const { canvas, input, slider, fee } = parts(canvasElement);
    await retype(input, 'abc');
    await expect(input).toHaveValue('abc');
    await expect(
      canvas.getByText('Numbers only. Still calculating for 12,000 members.'),
    ).toBeVisible();
    await expect(slider).toHaveValue('12000');
    await expect(fee).toHaveTextContent('$1.39');
    await userEvent.tab();
    // The last valid value shows again.
    await expect(input).toHaveValue('12,000');
    await retype(input, '12abc');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('12,000');
    await expect(args.onMembersChange).not.toHaveBeenCalled();
  },
};

export const AcceptsThousandsSeparators: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ args, canvasElement }) => {
    const { input, slider, fee } = parts(canvasElement);
    await retype(input, '10,000');
    await expect(slider).toHaveValue('10000');
    await expect(fee).toHaveTextContent('$1.67');
    await retype(input, '16 667');
    await userEvent.tab();
    await expect(input).toHaveValue('16,667');
    await expect(fee).toHaveTextContent('$1.00');
    await expect(args.onMembersChange).toHaveBeenLastCalledWith(16_667);
  },
};

export const SliderAndInputInSync: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ args, canvasElement }) => {
    const { input, slider, fee } = parts(canvasElement);
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveValue('3100');
    await expect(input).toHaveValue('3,100');
    await expect(args.onMembersChange).toHaveBeenLastCalledWith(3_100);
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveValue('25000');
    await expect(slider).toHaveAttribute('aria-valuetext', '25,000 members, $0.67 a month each');
    await expect(input).toHaveValue('25,000');
    await expect(fee).toHaveTextContent('$0.67');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('3,000');
    // Typing in the input moves the slider.
    await retype(input, '12000');
    await waitFor(() => expect(slider).toHaveValue('12000'));
    await expect(fee).toHaveTextContent('$1.39');
  },
};

export const FeeAtReferenceSizes: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const { input, fee } = parts(canvasElement);
    const cases: Array<[string, string, string]> = [
      ['3000', '3,000', '$5.56'],
      ['10000', '10,000', '$1.67'],
      ['16667', '16,667', '$1.00'],
      ['25000', '25,000', '$0.67'],
    ];
    for (const [typed, shown, expected] of cases) {
      await retype(input, typed);
      await userEvent.tab();
      await expect(input).toHaveValue(shown);
      await expect(fee).toHaveTextContent(expected);
    }
  },
};

export const ReferencePointButtons: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ args, canvasElement }) => {
    const { canvas, input, slider, fee } = parts(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '$5.00 a month at 3,334 members' }));
    await expect(input).toHaveValue('3,334');
    await expect(fee).toHaveTextContent('$5.00');
    await userEvent.click(canvas.getByRole('button', { name: '≈$1.67 a month at 10,000 members' }));
    await expect(slider).toHaveValue('10000');
    await expect(fee).toHaveTextContent('$1.67');
    await expect(args.onMembersChange).toHaveBeenLastCalledWith(10_000);
  },
};

/**
 * A reference point off the slider's 100-member grid puts the thumb exactly on it (the
 * browser would otherwise snap 3,334 to 3,300), and the slider's keys and drags go on from
 * there on the grid.
 */
export const ReferencePointsMoveTheThumb: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const { canvas, input, slider } = parts(canvasElement);
    // The value the browser keeps is where it draws the thumb.
    const range = slider as HTMLInputElement;
    for (const [name, members] of [
      ['$5.00 a month at 3,334 members', 3_334],
      ['$1.00 a month at 16,667+ members', 16_667],
    ] as const) {
      await userEvent.click(canvas.getByRole('button', { name }));
      await expect(range.valueAsNumber).toBe(members);
    }
    // From 16,667 the arrow keys step onto the grid: up to 16,700, down to 16,600.
    range.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(input).toHaveValue('16,700');
    await expect(range.valueAsNumber).toBe(16_700);
    await userEvent.click(canvas.getByRole('button', { name: '$1.00 a month at 16,667+ members' }));
    range.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(range.valueAsNumber).toBe(16_600);
  },
};

export const Controlled: Story = {
  args: { members: 16_667 },
  play: async ({ args, canvasElement }) => {
    const { input, slider, fee } = parts(canvasElement);
    await expect(fee).toHaveTextContent('$1.00');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    // The owner decides: the spy hears the request, the value stays until the prop changes.
    await expect(args.onMembersChange).toHaveBeenLastCalledWith(16_700);
    await expect(input).toHaveValue('16,667');
    await expect(slider).toHaveAttribute('aria-valuetext', '16,667 members, $1.00 a month each');
  },
};
