import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SkillsField, type SkillsFieldProps } from './SkillsField';

function Stateful(props: SkillsFieldProps) {
  const [skills, setSkills] = useState(props.skills);
  return (
    <SkillsField
      {...props}
      skills={skills}
      onSkillsChange={(next) => {
        setSkills(next);
        props.onSkillsChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Jobs/SkillsField',
  component: SkillsField,
  args: { skills: ['React'], onSkillsChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SkillsField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Required Skills' });
    await userEvent.type(input, '  TypeScript  {Enter}');
    await expect(args.onSkillsChange).toHaveBeenLastCalledWith(['React', 'TypeScript']);
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'react');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(canvas.getByText('react is already in the list.')).toBeVisible();
    await expect(args.onSkillsChange).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove React' }));
    await expect(args.onSkillsChange).toHaveBeenLastCalledWith(['TypeScript']);
  },
};

export const Empty: Story = {
  args: { skills: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list', { name: 'Added skills' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Required Skills' }), '   {Enter}');
    await expect(canvas.getByText('Type a skill before adding it.')).toBeVisible();
  },
};

export const ManySkills: Story = {
  args: {
    skills: [
      'Technical writing',
      'REST APIs',
      'Webhooks',
      'TypeScript',
      'Docusaurus',
      'Git',
      'Information architecture',
      'OpenAPI',
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(8);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove React' })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  args: { skills: ['React', 'Stripe API'] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remove Stripe API' }),
    ).toBeVisible();
  },
};

export const TooLong: Story = {
  // Draws what Empty draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { skills: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Required Skills' });
    await userEvent.type(input, `  ${'x'.repeat(51)}  {Enter}`);
    await expect(
      canvas.getByText('Keep each skill to 50 characters; this one has 51.'),
    ).toBeVisible();
    await expect(input).toHaveAccessibleDescription(
      'Keep each skill to 50 characters; this one has 51.',
    );
    await expect(args.onSkillsChange).not.toHaveBeenCalled();
    // Exactly 50 (after trimming) is fine.
    await userEvent.clear(input);
    await userEvent.type(input, `${'y'.repeat(50)} {Enter}`);
    await expect(args.onSkillsChange).toHaveBeenCalledWith(['y'.repeat(50)]);
  },
};

export const Full: Story = {
  args: { skills: ['React', 'Figma', 'SEO'], maxSkills: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Required Skills' });
    await expect(input).toHaveAccessibleDescription(
      'Press Enter or Add after each skill. Optional, up to 3.',
    );
    await userEvent.type(input, 'Copywriting{Enter}');
    await expect(
      canvas.getByText('You can add up to 3 skills. Remove one to add another.'),
    ).toBeVisible();
    await expect(args.onSkillsChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove SEO' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(args.onSkillsChange).toHaveBeenLastCalledWith(['React', 'Figma', 'Copywriting']);
  },
};
