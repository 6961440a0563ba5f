import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Profile } from '../../domain/types';
import { sampleChoice } from '../../docs/controls';
import { sampleInviteJobs } from '../../sample-data/hiring';
import { sampleOwnProfile, sampleProfiles } from '../../sample-data/profiles';
import { preloadInviteToJobDialog } from '../InviteToJobDialog/load';
import { ProfileScreen } from './ProfileScreen';

const other = sampleProfiles[0]!;

const meta = {
  title: 'Profile/ProfileScreen',
  component: ProfileScreen,
  args: { profile: sampleOwnProfile, isOwn: true, onMessage: fn(), onHire: fn() },
  argTypes: {
    profile: sampleChoice({
      [`${sampleOwnProfile.name} (own profile)`]: sampleOwnProfile,
      ...Object.fromEntries(sampleProfiles.map((profile) => [profile.name, profile])),
      'New member (nothing added yet)': {
        ...sampleOwnProfile,
        portfolio: [],
        skills: [],
        reviews: [],
        rating: 0,
        reviewCount: 0,
      },
    }),
    defaultTab: { control: 'inline-radio', options: ['portfolio', 'skills', 'reviews'] },
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnProfile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Maya Okafor' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await expect(canvas.queryByRole('button', { name: 'Hire' })).toBeNull();
    await expect(canvas.getByText('47 jobs completed')).toBeVisible();
    await expect(canvas.getByText('$85/hr')).toBeVisible();
    await expect(canvas.getByText('within 2 hours')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.9 out of 5' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

export const OtherProfile: Story = {
  // Draws what Rated draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: { profile: other, isOwn: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Edit Profile' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Message' }));
    await expect(args.onMessage).toHaveBeenCalledWith(other);
    await userEvent.click(canvas.getByRole('button', { name: 'Hire' }));
    await expect(args.onHire).toHaveBeenCalledWith(other);
  },
};

export const TabsSwitch: Story = {
  // Draws what OwnProfile draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Portfolio' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      canvas.getByRole('heading', { name: 'Class booking for a climbing gym' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Skills' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Skills' })).toBeVisible();
    await expect(canvas.getByText('Playwright')).toBeVisible();
    await expect(
      canvas.queryByRole('heading', { name: 'Class booking for a climbing gym' }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Reviews 3' }));
    const reviews = canvas.getAllByRole('article');
    await expect(reviews).toHaveLength(3);
    await expect(within(reviews[2]!).getByRole('img')).toHaveAccessibleName('Rated 4 out of 5');
    await expect(within(reviews[0]!).getByText('Studio booking calendar')).toBeVisible();
    await expect(within(reviews[0]!).getByText('August 2025')).toBeVisible();
  },
};

/** Someone else's profile with nothing added yet: each tab says so, plainly. */
export const Empty: Story = {
  args: {
    profile: { ...other, portfolio: [], reviews: [], skills: [] },
    isOwn: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sarah Chen has not added any projects yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Skills' }));
    await expect(canvas.getByText('Sarah Chen has not listed any skills yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Reviews 0' }));
    await expect(canvas.getByText('Sarah Chen has no reviews yet.')).toBeVisible();
  },
};

/** A profile just created at first sign-in: only a name, initials and the month joined. */
const newAccount: Profile = {
  id: 'new-account',
  name: 'Sam Rivera',
  title: '',
  location: '',
  avatar: 'SR',
  rating: 0,
  completedJobs: 0,
  memberSince: 'November 2026',
  hourlyRate: '',
  responseTime: '',
  bio: '',
  skills: [],
  portfolio: [],
  reviews: [],
  reviewCount: 0,
};

/** Your own new profile: nothing blank is drawn, and each empty part says what will show there. */
export const NewAccountOwn: Story = {
  args: { profile: newAccount, isOwn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = within(
      canvasElement.querySelector('[data-slot="profile-header"]') as HTMLElement,
    );
    await expect(header.getByRole('heading', { level: 1, name: 'Sam Rivera' })).toBeVisible();
    await expect(header.getByText('No rating yet')).toBeVisible();
    await expect(header.queryByRole('img', { name: /^Rated/ })).toBeNull();
    await expect(header.queryByText('0.0')).toBeNull();
    await expect(header.getByText('0 jobs completed')).toBeVisible();
    // No empty rows: only 'Member since' in the about line, no rate or response time.
    const about = header.getByRole('list', { name: 'About' });
    await expect(within(about).getAllByRole('listitem')).toHaveLength(1);
    await expect(about).toHaveTextContent('Member since November 2026');
    await expect(header.queryByText('Hourly rate')).toBeNull();
    await expect(header.queryByText('Response time')).toBeNull();
    // The next step: the bio line points to Edit Profile.
    await expect(
      header.getByText(/Add a short bio, your location and your hourly rate/),
    ).toBeVisible();
    await expect(header.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/settings',
    );

    await expect(
      canvas.getByText(/You have not added any projects yet\. Projects you add will show here/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Skills' }));
    await expect(canvas.getByText(/You have not listed any skills yet\./)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Reviews 0' }));
    await expect(
      canvas.getByText(/No reviews yet\. When clients review work you did for them/),
    ).toBeVisible();
  },
};

export const NewAccountOwnPhone: Story = {
  // Draws what NewAccountOwn draws on a phone: not shot again by the visual gate.
  parameters: { visual: false },
  args: NewAccountOwn.args,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(canvas.getByText('No rating yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
    await expect(canvas.getByText(/You have not added any projects yet/)).toBeVisible();
  },
};

export const NewAccountOwnDark: Story = {
  // Draws what NewAccountOwn draws in dark: not shot again by the visual gate.
  parameters: { visual: false },
  args: NewAccountOwn.args,
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(within(canvasElement).getByText('No rating yet')).toBeVisible();
  },
};

/** Someone who filled in only some fields: the empty ones are left out, not shown blank. */
export const OtherWithHiddenFields: Story = {
  args: {
    profile: {
      ...other,
      title: '',
      location: '',
      hourlyRate: '',
      bio: '',
      responseTime: 'within a day',
    },
    isOwn: false,
  },
  play: async ({ canvasElement }) => {
    const header = within(
      canvasElement.querySelector('[data-slot="profile-header"]') as HTMLElement,
    );
    await expect(header.getByRole('heading', { level: 1, name: 'Sarah Chen' })).toBeVisible();
    await expect(header.queryByText('Hourly rate')).toBeNull();
    await expect(header.getByText('Response time')).toBeVisible();
    await expect(header.getByText('within a day')).toBeVisible();
    const about = header.getByRole('list', { name: 'About' });
    await expect(within(about).getAllByRole('listitem')).toHaveLength(1);
    // No bio and no nudge to write one: it is not this viewer's profile.
    await expect(header.queryByText(/Add a short bio/)).toBeNull();
    await expect(
      canvasElement.querySelectorAll('[data-slot="profile-header"] p:empty'),
    ).toHaveLength(0);
    await expect(header.getByRole('button', { name: 'Message' })).toBeVisible();
  },
};

/** No reviews yet (`reviewCount` 0): 'No rating yet' instead of five empty stars and 0.0. */
export const NoRatingYet: Story = {
  args: { profile: { ...other, rating: 0, reviews: [], reviewCount: 0 }, isOwn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No rating yet')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /^Rated/ })).toBeNull();
    await expect(canvas.getByRole('tab', { name: 'Reviews 0' })).toBeVisible();
  },
};

/** With reviews counted, the rating shows as stars. */
export const Rated: Story = {
  args: { profile: { ...other, reviewCount: 3 }, isOwn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /^Rated \d/ })).toBeVisible();
    await expect(canvas.queryByText('No rating yet')).toBeNull();
  },
};

/** After 'Message', while the conversation opens: 'Opening...', disabled; Hire is unaffected. */
export const MessageBusy: Story = {
  args: { profile: other, isOwn: false, messageBusy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Message' })).toBeNull();
    const busy = canvas.getByRole('button', { name: 'Opening...' });
    await expect(busy).toBeDisabled();
    await userEvent.click(busy, { pointerEventsCheck: 0 });
    await expect(args.onMessage).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Hire' })).toBeEnabled();
  },
};

export const LongContent: Story = {
  args: {
    profile: {
      ...sampleProfiles[2]!,
      title: 'Technical writer for developer tools, open-source infrastructure and public APIs',
      bio: `${sampleProfiles[2]!.bio} Before freelancing I spent six years on the documentation team of a cloud database company, where I led the move from a wiki to docs-as-code, set up review checklists for forty engineers and wrote the style guide the team still uses.`,
    },
    isOwn: false,
  },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(within(canvasElement).getByText(/style guide the team still uses/)).toBeVisible();
  },
};

export const Phone: Story = {
  // Draws what Rated draws on a phone: not shot again by the visual gate.
  parameters: { visual: false },
  args: { profile: other, isOwn: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(within(canvasElement).getByRole('button', { name: 'Hire' })).toBeVisible();
  },
};

export const Dark: Story = {
  // Draws what OwnProfile draws in dark: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(within(canvasElement).getByRole('link', { name: 'Edit Profile' })).toBeVisible();
  },
};

/* 'Hire' → 'Invite to a job'. */

export const HireInvites: Story = {
  // Its first frame is Rated's picture: not shot again by the visual gate.
  parameters: { visual: false },
  loaders: [preloadInviteToJobDialog],
  args: { profile: other, isOwn: false, onInvite: fn(), inviteJobs: sampleInviteJobs },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hire = canvas.getByRole('button', { name: 'Hire' });
    await expect(hire).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(hire);
    await expect(args.onHire).toHaveBeenCalledWith(other);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5_000 });
    const d = within(dialog);
    await expect(d.getByRole('heading', { name: `Invite ${other.name} to a job` })).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Send invitation' }));
    await expect(d.getByText('Choose the job to invite them to.')).toBeVisible();
    await userEvent.click(d.getByRole('radio', { name: /A members’ area/ }));
    await userEvent.type(d.getByRole('textbox', { name: 'Message (optional)' }), 'Interested?');
    await userEvent.click(d.getByRole('button', { name: 'Send invitation' }));
    await expect(args.onInvite).toHaveBeenCalledWith('9', 'Interested?');
  },
};

export const HireWithNoOpenJob: Story = {
  // Its first frame is Rated's picture: not shot again by the visual gate.
  parameters: { visual: false },
  loaders: [preloadInviteToJobDialog],
  args: { profile: other, isOwn: false, onInvite: fn(), inviteJobs: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hire' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5_000 });
    await expect(within(dialog).getByText('You have no open jobs')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Post a Job' })).toHaveAttribute(
      'href',
      '/jobs/create',
    );
  },
};
