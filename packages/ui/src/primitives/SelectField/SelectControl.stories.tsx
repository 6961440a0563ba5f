import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { categoryLabels, categories } from '../../domain/constants';
import { categoryFilterOptions } from '../../domain/jobs';
import { SelectControl, SelectStandIn, type SelectControlProps } from './SelectControl';

/** The post-job form's categories: no 'All Categories', and nothing chosen at first. */
const postJobCategories = categories.map((value) => ({ value, label: categoryLabels[value] }));

/** Holds the chosen value as the jobs list does, and still reports every change. */
function Controlled(props: SelectControlProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SelectControl
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange?.(next);
      }}
    />
  );
}

const onIntent = fn();
const onPress = fn();

const meta = {
  title: 'Primitives/SelectField/SelectControl',
  component: SelectControl,
  tags: ['autodocs'],
  args: {
    size: '3',
    value: 'all',
    options: categoryFilterOptions,
    // Named by the visible label beside it, as the jobs list's category filter is.
    trigger: { 'aria-labelledby': 'select-control-label' },
    onValueChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
  parameters: {
    a11y: {
      // The placeholder's gray-a10 contrast is a known open question (see SelectField's stories).
      context: { exclude: ['.rt-SelectTriggerInner'] },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 420, display: 'grid', gap: 8 }}>
        <span id="select-control-label">Category</span>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The jobs list's category filter: a click opens the list, a click on a category picks it. */
export const CategoryFilter: Story = {
  // Draws what SelectMenu's Keyboard draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Category' });
    await expect(trigger).toHaveTextContent('All Categories');
    await userEvent.click(trigger);
    const options = await page.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'All Categories',
      'Development',
      'Design',
      'Writing',
      'Marketing',
      'Consulting',
    ]);
    await expect(page.getByRole('option', { name: 'All Categories' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(page.getByRole('option', { name: 'Design' }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('design');
    // Radix hides the rest of the page while the list is open; wait until it has closed.
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Design');
    await expect(trigger).toHaveFocus();
  },
};

/** From the keyboard: Tab to it, Enter opens the list, the arrows move, Enter picks. */
export const Keyboard: Story = {
  // Draws what SelectMenu's Keyboard draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Category' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.getByRole('listbox')).toBeVisible());
    // The list opens on the chosen category; two down is Design, then Writing.
    await waitFor(() => expect(page.getByRole('option', { name: 'All Categories' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(page.getByRole('option', { name: 'Writing' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('writing');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Writing');
    await expect(trigger).toHaveFocus();
  },
};

/** The post-job form's category: a placeholder until one is chosen. */
export const Placeholder: Story = {
  // Draws what SelectMenu's Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { value: undefined, options: postJobCategories, placeholder: 'Choose a category' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Category' });
    await expect(trigger).toHaveTextContent('Choose a category');
    await expect(trigger).toHaveAttribute('data-placeholder');
    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole('option', { name: 'Consulting' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('consulting');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Consulting');
    await expect(trigger).not.toHaveTextContent('Choose a category');
    await expect(trigger).not.toHaveAttribute('data-placeholder');
  },
};

/** An option marked disabled shows in the list but cannot be picked, by click or by key. */
export const DisabledOption: Story = {
  // Draws what SelectMenu's Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: {
    value: undefined,
    placeholder: 'Choose a category',
    options: postJobCategories.map((option) => ({
      ...option,
      disabled: option.value === 'marketing',
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Category' });
    await userEvent.click(trigger);
    const marketing = await page.findByRole('option', { name: 'Marketing' });
    await expect(marketing).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(marketing, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await waitFor(() => expect(page.getByRole('listbox')).toBeVisible());
    // The arrows step over it: from Writing, the next one down is Consulting.
    await userEvent.hover(page.getByRole('option', { name: 'Writing' }));
    await expect(page.getByRole('option', { name: 'Writing' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(page.getByRole('option', { name: 'Consulting' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveTextContent('Choose a category');
  },
};

/** Disabled as a whole: it shows its value and does not open. */
export const Disabled: Story = {
  args: { disabled: true, value: 'development' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Category' });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent('Development');
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(page.queryByRole('listbox')).toBeNull();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/**
 * What shows until the select's code has loaded (these stories preload it, so the select above
 * is the real one): the same trigger, closed, with the chosen label; the first sign of intent
 * asks for the code, and a press or opening key is kept to be played on the real one.
 */
export const StandIn: Story = {
  args: { value: 'design' },
  render: (args) => <SelectStandIn {...args} onIntent={onIntent} onPress={onPress} />,
  play: async ({ canvasElement }) => {
    onIntent.mockClear();
    onPress.mockClear();
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Category' });
    await expect(trigger).toHaveTextContent('Design');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(onIntent).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(onIntent).toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    await expect(onPress).toHaveBeenCalledTimes(1);
    await expect(onPress).toHaveBeenCalledWith({ kind: 'key', key: 'ArrowDown' });
    // Any other key is left to the page.
    await userEvent.keyboard('a');
    await expect(onPress).toHaveBeenCalledTimes(1);
    await userEvent.click(trigger);
    await expect(onPress).toHaveBeenCalledTimes(2);
    await expect(onPress).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: 'pointer', pointerType: 'mouse' }),
    );
  },
};

/** The stand-in with nothing chosen shows the placeholder, as the real trigger does. */
export const StandInPlaceholder: Story = {
  args: { value: undefined, options: postJobCategories, placeholder: 'Choose a category' },
  render: (args) => <SelectStandIn {...args} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Category' });
    await expect(trigger).toHaveTextContent('Choose a category');
    await expect(trigger).toHaveAttribute('data-placeholder');
  },
};
