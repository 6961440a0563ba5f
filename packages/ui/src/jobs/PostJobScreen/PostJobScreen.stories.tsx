import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PostJobScreen } from './PostJobScreen';

let releasePost: (() => void) | undefined;

const meta = {
  title: 'Jobs/PostJobScreen',
  component: PostJobScreen,
  args: {
    cancelHref: '/jobs',
    // Resolves when the play function says so, like the app's simulated post.
    onSubmit: fn(
      () =>
        new Promise<void>((resolve) => {
          releasePost = resolve;
        }),
    ),
  },
} satisfies Meta<typeof PostJobScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const choose = async (canvasElement: HTMLElement, field: string, option: string) => {
  const canvas = within(canvasElement);
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.click(await canvas.findByRole('combobox', { name: field }));
  await userEvent.click(await page.findByRole('option', { name: option }));
  // Radix hides the rest of the page while the list is open; wait until it has closed.
  await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
  await expect(canvas.getByRole('combobox', { name: field })).toHaveTextContent(option);
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Job Title' })).toBeRequired();
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Location' })).toHaveValue('Remote');
    await expect(canvas.getByRole('textbox', { name: 'Location' })).not.toBeRequired();
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/jobs');
  },
};

export const RequiredFields: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Post Job' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    for (const text of [
      'Enter a job title.',
      'Choose a category.',
      'Describe the job.',
      'Enter a budget, for example $2,000 - $4,000.',
      'Choose a timeline.',
      'Choose an experience level.',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    const title = canvas.getByRole('textbox', { name: 'Job Title' });
    await expect(title).toHaveFocus();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription('Enter a job title.');
    // Fixing a field clears its message; focus then goes to the next invalid one.
    await userEvent.type(title, 'Logo for a bakery');
    await expect(canvas.queryByText('Enter a job title.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Post Job' }));
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The fields in the order the product names them: Job Title, Category, Job Description,
 * Budget, Timeline, Experience Level, then Location and Required Skills. What is seen, what Tab
 * reaches next and what a refused submit focuses agree.
 */
export const FieldOrder: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = [
      canvas.getByRole('textbox', { name: 'Job Title' }),
      canvas.getByRole('combobox', { name: 'Category' }),
      canvas.getByRole('textbox', { name: 'Job Description' }),
      canvas.getByRole('textbox', { name: 'Budget' }),
      canvas.getByRole('combobox', { name: 'Timeline' }),
      canvas.getByRole('combobox', { name: 'Experience Level' }),
      canvas.getByRole('textbox', { name: 'Location' }),
    ];
    // Visual order: each field starts below, or on the same row to the right of, the one before.
    for (let i = 1; i < order.length; i++) {
      const before = order[i - 1]!.getBoundingClientRect();
      const here = order[i]!.getBoundingClientRect();
      await expect(
        here.top > before.top + 1 ||
          (Math.abs(here.top - before.top) <= 1 && here.left > before.left),
      ).toBe(true);
    }
    // Tab order.
    order[0]!.focus();
    for (const next of order.slice(1)) {
      await userEvent.tab();
      await expect(next).toHaveFocus();
    }
    // A refused submit with only Timeline and Experience Level missing focuses Timeline first.
    await userEvent.type(order[0]!, 'Logo for a bakery');
    await choose(canvasElement, 'Category', 'Design');
    await userEvent.type(order[2]!, 'A warm, hand-drawn logo for our second shop.');
    await userEvent.type(order[3]!, '$1,200');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Job' }));
    await expect(order[4]).toHaveFocus();
  },
};

export const SkillChips: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const skills = canvas.getByRole('textbox', { name: 'Required Skills' });
    // Enter adds a trimmed skill and does not submit the form.
    await userEvent.type(skills, '  React  {Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.queryByText('Enter a job title.')).toBeNull();
    const chips = () =>
      within(canvas.getByRole('list', { name: 'Added skills' })).getAllByRole('listitem');
    await expect(chips()).toHaveLength(1);
    await expect(chips()[0]).toHaveTextContent('React');
    await expect(skills).toHaveValue('');
    // The button adds too.
    await userEvent.type(skills, 'Stripe API');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(chips()).toHaveLength(2);
    // Duplicates (any case) and blanks are refused with a reason.
    await userEvent.type(skills, ' REACT {Enter}');
    await expect(canvas.getByText('REACT is already in the list.')).toBeVisible();
    await expect(chips()).toHaveLength(2);
    await userEvent.clear(skills);
    await userEvent.type(skills, '   {Enter}');
    await expect(canvas.getByText('Type a skill before adding it.')).toBeVisible();
    await expect(chips()).toHaveLength(2);
    // Chips remove with their labelled button.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove React' }));
    await expect(chips()).toHaveLength(1);
    await expect(chips()[0]).toHaveTextContent('Stripe API');
  },
};

export const SubmitValidForm: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Job Title' }),
      '  Logo for a bakery ',
    );
    await choose(canvasElement, 'Category', 'Design');
    await choose(canvasElement, 'Experience Level', 'Intermediate');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Job Description' }),
      'A warm, hand-drawn mark for bread bags.',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Budget' }), '$800 - $1,200');
    await choose(canvasElement, 'Timeline', '1-2 weeks');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Required Skills' }),
      'Illustration{Enter}',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Post Job' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: '  Logo for a bakery ',
      category: 'design',
      experienceLevel: 'intermediate',
      description: 'A warm, hand-drawn mark for bread bags.',
      budget: '$800 - $1,200',
      timeline: '1-2 weeks',
      location: 'Remote',
      skills: ['Illustration'],
    });
    // Busy until the promise settles.
    const posting = await canvas.findByRole('button', { name: 'Posting...' });
    await expect(posting).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    releasePost?.();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Post Job' })).toBeEnabled());
  },
};

export const Busy: Story = {
  args: { busy: true, defaultValues: { title: 'Logo for a bakery', category: 'design' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Posting...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Post Job' })).toBeNull();
  },
};

export const Error: Story = {
  args: { error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to post job. Please try again.',
    );
  },
};

export const LongContent: Story = {
  args: {
    defaultValues: {
      title:
        'Technical documentation for a self-hosted workflow automation platform with webhooks, a public REST API and plugin SDK',
      description:
        'Our docs are a single README that has grown to 9,000 words. We need a structured documentation site: a getting-started guide, a reference for every REST endpoint and webhook event, a plugin guide and a troubleshooting section.',
      skills: [
        'Technical writing',
        'REST APIs',
        'Webhooks',
        'TypeScript',
        'Docusaurus',
        'Git',
        'Information architecture',
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remove Information architecture' }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  // Draws what Default draws on a phone: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(within(canvasElement).getByRole('button', { name: 'Post Job' })).toBeVisible();
  },
};

export const Dark: Story = {
  // Draws what Error draws in dark: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { appearance: 'dark' },
  args: { error: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

/** Every text field stops at the length the database takes; the description counts. */
export const Limits: Story = {
  args: { defaultValues: { title: 'Booking calendar '.repeat(9).slice(0, 145) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const limits: Array<[string, string]> = [
      ['Job Title', '150'],
      ['Job Description', '5000'],
      ['Budget', '60'],
      ['Location', '100'],
    ];
    for (const [name, max] of limits) {
      await expect(canvas.getByRole('textbox', { name })).toHaveAttribute('maxlength', max);
    }
    await expect(canvas.getByText('0 / 5,000')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Job Description' }), 'Logo work');
    await expect(canvas.getByText('9 / 5,000')).toBeVisible();
    const title = canvas.getByRole('textbox', { name: 'Job Title' });
    await userEvent.type(title, ' and more words');
    await expect((title as HTMLInputElement).value).toHaveLength(150);
  },
};

export const DescriptionNearLimit: Story = {
  args: {
    defaultValues: {
      description: 'We need a structured documentation site for our API and webhooks. '
        .repeat(80)
        .slice(0, 4_990),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4,990 / 5,000')).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Job Description' }),
      ' Thank you for reading!',
    );
    await expect(canvas.getByText('5,000 / 5,000')).toBeVisible();
  },
};

/** At most 20 skills of at most 50 characters each, refused with a reason. */
export const SkillLimits: Story = {
  args: {
    defaultValues: { skills: Array.from({ length: 20 }, (_, i) => `Skill ${i + 1}`) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Required Skills' });
    await userEvent.type(input, 'Figma{Enter}');
    await expect(
      canvas.getByText('You can add up to 20 skills. Remove one to add another.'),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Added skills' })).getAllByRole('listitem'),
    ).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Skill 20' }));
    await userEvent.clear(input);
    await userEvent.type(input, `${'Very long skill name '.repeat(3)}{Enter}`);
    await expect(
      canvas.getByText('Keep each skill to 50 characters; this one has 62.'),
    ).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'Figma{Enter}');
    await expect(canvas.getByText('Figma')).toBeVisible();
  },
};

/** A draft the app kept comes back as `defaultValues`; every change is handed to `onValuesChange`. */
export const KeepsADraft: Story = {
  args: {
    defaultValues: { title: 'Illustrate a field guide', description: 'Forty plates.' },
    onValuesChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: 'Job Title' });
    await expect(title).toHaveValue('Illustrate a field guide');
    await expect(canvas.getByRole('textbox', { name: 'Job Description' })).toHaveValue(
      'Forty plates.',
    );
    await userEvent.type(title, ' to lichens');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: 'Illustrate a field guide to lichens',
        description: 'Forty plates.',
        location: 'Remote',
      }),
    );
  },
};
