import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link, LinkProvider, type LinkComponentProps } from './LinkProvider';

/** Stands in for the app's router: reports the href instead of leaving the page. */
const navigate = fn();

function RouterLink({ href, onClick, children, ...rest }: LinkComponentProps) {
  return (
    <a
      {...rest}
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

function InnerLink({ children, ...rest }: LinkComponentProps) {
  return (
    <a {...rest} data-inner-link="">
      {children}
    </a>
  );
}

function JobLinks() {
  return (
    <nav aria-label="Jobs">
      <ul style={{ display: 'flex', gap: '1rem', listStyle: 'none', padding: 0 }}>
        <li>
          <Link href="/jobs">Browse Jobs</Link>
        </li>
        <li>
          <Link href="/jobs/new" aria-describedby="post-hint">
            Post a Job
          </Link>
          <span id="post-hint" hidden>
            Clients only
          </span>
        </li>
      </ul>
    </nav>
  );
}

const meta = {
  title: 'Primitives/LinkProvider',
  component: LinkProvider,
  args: { component: RouterLink },
  render: (args) => (
    <LinkProvider {...args}>
      <JobLinks />
    </LinkProvider>
  ),
} satisfies Meta<typeof LinkProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No provider: every `Link` is a plain anchor, as in Storybook and server rendering. */
export const Default: Story = {
  render: () => <JobLinks />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const browse = canvas.getByRole('link', { name: 'Browse Jobs' });
    await expect(browse.tagName).toBe('A');
    await expect(browse).toHaveAttribute('href', '/jobs');
    await expect(browse).not.toHaveAttribute('data-router-link');
    await expect(canvas.getByRole('link', { name: 'Post a Job' })).toHaveAttribute(
      'href',
      '/jobs/new',
    );
  },
};

/** The app's link component renders every `Link`, with the props `@brand/ui` passed. */
export const InjectedRouterLink: Story = {
  // Draws what Default draws: not shot again by the visual gate.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('data-router-link');
    const post = canvas.getByRole('link', { name: 'Post a Job' });
    await expect(post).toHaveAccessibleDescription('Clients only');
    await userEvent.click(post);
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/jobs/new');
    // The router handled it: the story frame did not navigate away.
    await expect(canvasElement.ownerDocument.location.pathname).not.toBe('/jobs/new');
    await userEvent.click(canvas.getByRole('link', { name: 'Browse Jobs' }));
    await expect(navigate).toHaveBeenLastCalledWith('/jobs');
  },
};

/** Providers nest: the nearest one wins. */
export const NestedProvider: Story = {
  render: (args) => (
    <LinkProvider {...args}>
      <LinkProvider component={InnerLink}>
        <Link href="/messages">Messages</Link>
      </LinkProvider>
    </LinkProvider>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Messages' });
    await expect(link).toHaveAttribute('data-inner-link');
    await expect(link).not.toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '/messages');
  },
};
