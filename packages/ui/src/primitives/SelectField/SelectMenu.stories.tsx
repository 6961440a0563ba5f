import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { StandInReplay } from '../../internal/replay';
import { categoryLabels, categories } from '../../domain/constants';
import { categoryFilterOptions } from '../../domain/jobs';
import { SelectMenu, type SelectMenuProps } from './SelectMenu';

/** The post-job form's categories: no 'All Categories', and nothing chosen at first. */
const postJobCategories = categories.map((value) => ({ value, label: categoryLabels[value] }));

/** Holds the chosen value as a form does, and still reports every change. */
function Controlled(props: SelectMenuProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SelectMenu
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange?.(next);
      }}
    />
  );
}

/** As SelectControl mounts it once its code is in: with what was done to the stand-in. */
function AfterStandIn({ replay, ...props }: SelectMenuProps & { replay: StandInReplay }) {
  // One replay per mount, as SelectControl keeps it.
  const [once] = useState(() => ({ ...replay }));
  return <Controlled {...props} replay={once} />;
}

const meta = {
  title: 'Primitives/SelectField/SelectMenu',
  component: SelectMenu,
  tags: ['autodocs'],
  args: {
    size: '3',
    options: postJobCategories,
    placeholder: 'Choose a category',
    // Named by the visible label beside it, as the post-job form's category is.
    trigger: { 'aria-labelledby': 'select-menu-label' },
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
        <span id="select-menu-label">Category</span>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the placeholder shows; a click opens the list and a click picks. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Category' });
    await expect(trigger).toHaveTextContent('Choose a category');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const options = await page.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Development',
      'Design',
      'Writing',
      'Marketing',
      'Consulting',
    ]);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(page.getByRole('option', { name: 'Marketing' }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('marketing');
    // Radix hides the rest of the page while the list is open; wait until it has closed.
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Marketing');
    await expect(trigger).not.toHaveTextContent('Choose a category');
    await expect(trigger).toHaveFocus();
  },
};

/** The jobs list's filter, from the keyboard: Space opens it on the chosen one, arrows move. */
export const Keyboard: Story = {
  args: { options: categoryFilterOptions, value: 'all', placeholder: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Category' });
    await expect(trigger).toHaveTextContent('All Categories');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(page.getByRole('listbox')).toBeVisible());
    await waitFor(() => expect(page.getByRole('option', { name: 'All Categories' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(page.getByRole('option', { name: 'Development' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('development');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Development');
    // Escape closes the list again without changing the choice.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.getByRole('listbox')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveTextContent('Development');
  },
};

/** A disabled option is listed but cannot be picked. */
export const DisabledOption: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: {
    options: postJobCategories.map((option) => ({
      ...option,
      disabled: option.value === 'writing',
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Category' });
    await userEvent.click(trigger);
    const writing = await page.findByRole('option', { name: 'Writing' });
    await expect(writing).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(writing, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await waitFor(() => expect(page.getByRole('listbox')).toBeVisible());
    // The arrows step over it: from Design, the next one down is Marketing.
    await userEvent.hover(page.getByRole('option', { name: 'Design' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(page.getByRole('option', { name: 'Marketing' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('marketing');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Marketing');
  },
};

/** Disabled as a whole: it shows its value and does not open. */
export const Disabled: Story = {
  args: { disabled: true, value: 'consulting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Category' });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent('Consulting');
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(page.queryByRole('listbox')).toBeNull();
  },
};

/**
 * Mounted in place of a stand-in that had the focus and got an opening key while the code
 * loaded: the select takes the focus and opens its list, so the key was not lost.
 */
export const AfterAKeyOnTheStandIn: Story = {
  render: (args) => (
    <AfterStandIn {...args} replay={{ focus: true, input: { kind: 'key', key: 'Enter' } }} />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByRole('listbox')).toBeVisible());
    await userEvent.click(page.getByRole('option', { name: 'Design' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('design');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    const trigger = canvas.getByRole('combobox', { name: 'Category' });
    await expect(trigger).toHaveTextContent('Design');
    await expect(trigger).toHaveFocus();
  },
};

/** Mounted after the stand-in was only focused (Tab): the focus moves over, the list stays shut. */
export const AfterFocusOnTheStandIn: Story = {
  render: (args) => <AfterStandIn {...args} replay={{ focus: true }} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.queryByRole('listbox')).toBeNull();
    await expect(trigger).toHaveTextContent('Choose a category');
  },
};
