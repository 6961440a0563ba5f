import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FeeCalculator } from '../FeeCalculator/FeeCalculator';
import { Pricing } from './Pricing';

const meta = {
  title: 'Landing/Pricing',
  component: Pricing,
} satisfies Meta<typeof Pricing>;

export default meta;
type Story = StoryObj<typeof meta>;

const onMembersChange = fn();

export const Default: Story = {
  args: { calculator: <FeeCalculator onMembersChange={onMembersChange} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'One flat fee that falls as we grow' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'No commission. Only a flat fee of $5 per month, which falls as the community grows.',
      ),
    ).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Community members' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.type(input, '16667{Enter}');
    await expect(canvas.getByRole('status', { name: 'Monthly fee per member' })).toHaveTextContent(
      '$1.00',
    );
    await expect(onMembersChange).toHaveBeenLastCalledWith(16_667);
  },
};

export const StartingAt10000: Story = {
  args: { calculator: <FeeCalculator defaultMembers={10_000} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider')).toHaveValue('10000');
    await expect(canvas.getByRole('status', { name: 'Monthly fee per member' })).toHaveTextContent(
      '$1.67',
    );
  },
};
