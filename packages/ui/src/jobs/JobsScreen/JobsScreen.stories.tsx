import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleChoice } from '../../docs/controls';
import { sampleMyJobs, sampleMyProposals } from '../../sample-data/hiring';
import { sampleJobs } from '../../sample-data/jobs';
import { JobsScreen } from './JobsScreen';

const meta = {
  title: 'Jobs/JobsScreen',
  component: JobsScreen,
  args: {
    jobs: sampleJobs,
    onQueryChange: fn(),
    onCategoryChange: fn(),
    onRetry: fn(),
  },
  argTypes: {
    view: { control: 'inline-radio', options: ['browse', 'my-jobs', 'my-proposals'] },
    jobs: sampleChoice({
      [`All ${sampleJobs.length} sample jobs`]: sampleJobs,
      'Only urgent jobs': sampleJobs.filter((job) => job.urgent),
      'One job': sampleJobs.slice(0, 1),
      'No jobs (empty state)': [],
    }),
    category: { control: 'select' },
  },
} satisfies Meta<typeof JobsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const count = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Browse Jobs' })).toBeVisible();
    await expect(count(canvasElement)).toHaveTextContent(`${sampleJobs.length} jobs found`);
    await expect(canvas.getAllByRole('article')).toHaveLength(sampleJobs.length);
  },
};

export const SearchChangesCount: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search jobs' });
    // Title match, case-insensitive and trimmed.
    await userEvent.type(search, '  SHOPIFY ');
    await expect(count(canvasElement)).toHaveTextContent('1 job found');
    await expect(canvas.getByRole('link', { name: /Fix slow product search/ })).toBeVisible();
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('  SHOPIFY ');
    // Tag match.
    await userEvent.clear(search);
    await userEvent.type(search, 'figma');
    await expect(count(canvasElement)).toHaveTextContent('1 job found');
    // Description match across several jobs.
    await userEvent.clear(search);
    await userEvent.type(search, 'react');
    await expect(count(canvasElement)).toHaveTextContent('1 job found');
    await userEvent.clear(search);
    await userEvent.type(search, 'clinic');
    await expect(count(canvasElement)).toHaveTextContent('2 jobs found');
  },
};

export const CategoryFilterChangesCount: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await page.findByRole('option', { name: 'Design' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith('design');
    await waitFor(() => expect(count(canvasElement)).toHaveTextContent('3 jobs found'));
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Design');
    // Search and category combine.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search jobs' }), 'bakery');
    await expect(count(canvasElement)).toHaveTextContent('1 job found');
  },
};

export const NoMatches: Story = {
  args: { defaultQuery: 'underwater basket weaving' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(count(canvasElement)).toHaveTextContent('0 jobs found');
    await expect(canvas.getByRole('heading', { name: 'No jobs found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Post the First Job' })).toHaveAttribute(
      'href',
      '/jobs/create',
    );
  },
};

export const Empty: Story = {
  args: { jobs: [] },
  play: async ({ canvasElement }) => {
    await expect(count(canvasElement)).toHaveTextContent('0 jobs found');
    await expect(
      within(canvasElement).getByRole('link', { name: 'Post the First Job' }),
    ).toBeVisible();
  },
};

export const Controlled: Story = {
  args: { query: 'writing', category: 'writing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('writing');
    await expect(count(canvasElement)).toHaveTextContent('2 jobs found');
  },
};

export const Phone: Story = {
  // Draws what Default draws on a phone: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    const wide = [...canvasElement.ownerDocument.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > doc.clientWidth + 0.5)
      .map(
        (e) =>
          `${e.tagName}.${String(e.className).slice(0, 50)} ${e.getBoundingClientRect().right}`,
      );
    await expect(wide).toEqual([]);
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(count(canvasElement)).toHaveTextContent(`${sampleJobs.length} jobs found`);
  },
};

export const Dark: Story = {
  // Draws what Default draws in dark: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(within(canvasElement).getByRole('heading', { name: 'Browse Jobs' })).toBeVisible();
  },
};

/** The app pages through the matches: 4 shown of 120, more on request. */
export const TotalAndShowMore: Story = {
  // Draws what LoadingMore draws: not shot again by the visual gate.
  parameters: { visual: false },
  args: {
    jobs: sampleJobs.slice(0, 4),
    total: 120,
    filterLocally: false,
    hasMore: true,
    onShowMore: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(count(canvasElement)).toHaveTextContent('120 jobs found');
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    const more = canvas.getByRole('button', { name: 'Show more jobs' });
    await expect(more).toBeVisible();
    await userEvent.click(more);
    await expect(args.onShowMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: {
    jobs: sampleJobs.slice(0, 4),
    total: 120,
    filterLocally: false,
    hasMore: true,
    loadingMore: true,
    onShowMore: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Show more jobs' })).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(args.onShowMore).not.toHaveBeenCalled();
  },
};

/** The app has already searched: the jobs are shown as given, the typing only reported. */
export const FilteredByApp: Story = {
  args: { jobs: sampleJobs.slice(0, 2), filterLocally: false, defaultQuery: 'underwater' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(count(canvasElement)).toHaveTextContent('2 jobs found');
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search jobs' }), ' basket');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('underwater basket');
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Show more jobs' })).toBeNull();
  },
};

export const ShowMorePhone: Story = {
  args: { jobs: sampleJobs.slice(0, 2), total: 40, filterLocally: false, hasMore: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(
      within(canvasElement).getByRole('button', { name: 'Show more jobs' }),
    ).toBeVisible();
  },
};

const tabs = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Job views' }));

export const ViewTabs: Story = {
  // Default takes the picture.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const nav = tabs(canvasElement);
    await expect(nav.getByRole('link', { name: 'Browse' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'My jobs' })).toHaveAttribute(
      'href',
      '/jobs?view=my-jobs',
    );
    await expect(nav.getByRole('link', { name: 'My proposals' })).toHaveAttribute(
      'href',
      '/jobs?view=my-proposals',
    );
  },
};

export const MyJobs: Story = {
  args: { view: 'my-jobs', myJobs: sampleMyJobs },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Jobs' })).toBeVisible();
    await expect(tabs(canvasElement).getByRole('link', { name: 'My jobs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('search')).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(sampleMyJobs.length);
    await expect(canvas.getByText('2 to answer')).toBeVisible();
  },
};

export const MyJobsEmpty: Story = {
  args: { view: 'my-jobs', myJobs: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'You have not posted a job yet' }),
    ).toBeVisible();
  },
};

export const MyJobsLoading: Story = {
  args: { view: 'my-jobs' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your jobs…');
  },
};

export const MyJobsPhone: Story = {
  // Its first frame is MyJobs's picture: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { view: 'my-jobs', myJobs: sampleMyJobs },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const MyProposals: Story = {
  args: { view: 'my-proposals', myProposals: sampleMyProposals },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Proposals' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Not selected 1' })).toBeVisible();
  },
};

export const MyProposalsEmpty: Story = {
  args: { view: 'my-proposals', myProposals: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No proposals yet' }),
    ).toBeVisible();
  },
};

export const MyProposalsFailed: Story = {
  args: { view: 'my-proposals', myProposalsError: 'Could not load your proposals.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const MyProposalsDarkPhone: Story = {
  // Its first frame is MyProposals's picture: not shot again by the visual gate.
  parameters: { visual: false },
  globals: { appearance: 'dark', viewport: { value: 'phone', isRotated: false } },
  args: { view: 'my-proposals', myProposals: sampleMyProposals },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
  },
};

export const BrowseLoading: Story = {
  args: { jobs: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading jobs…')).toBeVisible();
    await expect(canvas.queryByText('No jobs found')).toBeNull();
  },
};

export const BrowseFailed: Story = {
  args: { jobs: [], error: 'Could not load jobs. Check your connection.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load jobs.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
