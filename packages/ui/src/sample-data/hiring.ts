import type { Engagement, InviteJob, MyJob, MyProposal, Proposal } from '../domain/types';

/* The hiring loop's sample data: proposals in every status, engagements, and the two views. */

export const sampleProposals: Proposal[] = [
  {
    id: 'p-1',
    jobId: '1',
    freelancer: {
      id: 'maya-okafor',
      name: 'Maya Okafor',
      avatar: 'MO',
      title: 'Full-stack developer for booking and payment flows',
    },
    coverLetter:
      'Hi! I built class booking with Stripe checkout for a climbing gym last year, including a roster view for the staff.\n\nI would start with the calendar and the checkout, then the confirmation emails. I can start on Monday.',
    bid: '$3,800',
    submittedAt: '2 hours ago',
    status: 'pending',
  },
  {
    id: 'p-2',
    jobId: '1',
    freelancer: {
      id: 'sarah-chen',
      name: 'Sarah Chen',
      avatar: 'SC',
      title: 'Product designer for mobile apps',
    },
    coverLetter:
      'I design booking flows for fitness apps and work with a React developer I have shipped three projects with.',
    bid: '$4,200',
    submittedAt: '5 hours ago',
    status: 'declined',
    declineNote: 'Thank you! We need someone who can build it too, not only design it.',
  },
  {
    id: 'p-3',
    jobId: '1',
    freelancer: { id: 'diego-ramos', name: 'Diego Ramos', avatar: 'DR', title: '' },
    coverLetter: 'Stripe and Node.js are my daily work. Fixed price, four weeks.',
    bid: '$3,000',
    submittedAt: '1 day ago',
    status: 'withdrawn',
  },
];

const base: Engagement = {
  id: 'e-1',
  jobId: '1',
  jobTitle: 'Booking calendar and Stripe checkout for a yoga studio',
  amount: '$3,800',
  status: 'active',
  role: 'client',
  other: { id: 'maya-okafor', name: 'Maya Okafor', avatar: 'MO' },
  startedAt: 'January 6, 2025',
  conversationId: 'c-1',
};

/** One engagement in each state, as the client or the freelancer sees it. */
export const sampleEngagements = {
  clientActive: base,
  freelancerActive: {
    ...base,
    role: 'freelancer',
    other: { id: 'lotus-flow', name: 'Lotus Flow Studio', avatar: 'LF' },
  },
  clientAwaiting: {
    ...base,
    status: 'awaiting_confirmation',
    markedCompleteAt: 'January 14, 2025',
  },
  freelancerAwaiting: {
    ...base,
    role: 'freelancer',
    other: { id: 'lotus-flow', name: 'Lotus Flow Studio', avatar: 'LF' },
    status: 'awaiting_confirmation',
    markedCompleteAt: 'January 14, 2025',
  },
  completedReviewOpen: {
    ...base,
    status: 'completed',
    completedAt: 'January 15, 2025',
    review: 'open',
    reviewBy: 'February 14, 2025',
  },
  completedReviewWaiting: {
    ...base,
    status: 'completed',
    completedAt: 'January 15, 2025',
    review: 'waiting',
    revealOn: 'January 29, 2025',
    myReview: {
      rating: 5,
      text: 'Maya understood what our members need and shipped the booking flow a week early.',
    },
  },
  completedReviewPublished: {
    ...base,
    role: 'freelancer',
    other: { id: 'lotus-flow', name: 'Lotus Flow Studio', avatar: 'LF' },
    status: 'completed',
    completedAt: 'January 15, 2025',
    review: 'published',
    myReview: { rating: 5, text: 'Clear brief, quick answers, paid on the day.' },
    theirReview: {
      rating: 4,
      text: 'Great work on the checkout. The emails took a second round, which Maya handled well.',
    },
  },
  cancelled: {
    ...base,
    status: 'cancelled',
    cancelledAt: 'January 9, 2025',
    cancelledBy: 'them',
    cancelReason: 'The studio decided to use an off-the-shelf booking tool after all.',
  },
} satisfies Record<string, Engagement>;

export const sampleMyJobs: MyJob[] = [
  {
    id: '1',
    title: 'Booking calendar and Stripe checkout for a yoga studio',
    status: 'open',
    budget: '$3,000 - $5,000',
    postedAt: '2 hours ago',
    proposals: 3,
    pendingProposals: 2,
  },
  {
    id: '2',
    title: 'Brand identity for a neighbourhood bakery',
    status: 'in_progress',
    budget: '$1,500 - $2,500',
    postedAt: '5 days ago',
    proposals: 6,
    pendingProposals: 0,
  },
  {
    id: '3',
    title: 'Write 10 product descriptions for handmade ceramics',
    status: 'closed',
    budget: '$400',
    postedAt: '3 weeks ago',
    proposals: 1,
    pendingProposals: 0,
  },
];

export const sampleMyProposals: MyProposal[] = [
  {
    id: 'mp-1',
    jobId: '1',
    jobTitle: 'Booking calendar and Stripe checkout for a yoga studio',
    jobStatus: 'open',
    bid: '$3,800',
    submittedAt: '2 hours ago',
    status: 'pending',
  },
  {
    id: 'mp-2',
    jobId: '4',
    jobTitle: 'Landing page for a cycling club',
    jobStatus: 'in_progress',
    bid: '$1,200',
    submittedAt: '3 days ago',
    status: 'accepted',
  },
  {
    id: 'mp-3',
    jobId: '5',
    jobTitle: 'Shopify theme fixes before the holiday sale',
    jobStatus: 'closed',
    bid: '$900',
    submittedAt: '2 weeks ago',
    status: 'not_selected',
  },
  {
    id: 'mp-4',
    jobId: '6',
    jobTitle: 'Migrate a WordPress blog to Astro',
    jobStatus: 'open',
    bid: '$2,000',
    submittedAt: '1 week ago',
    status: 'declined',
  },
  {
    id: 'mp-5',
    jobId: '7',
    jobTitle: 'Illustrations for a children’s book',
    jobStatus: 'open',
    bid: '$2,500',
    submittedAt: '1 month ago',
    status: 'withdrawn',
  },
];

export const sampleInviteJobs: InviteJob[] = [
  {
    id: '1',
    title: 'Booking calendar and Stripe checkout for a yoga studio',
    postedAt: '2 hours ago',
  },
  { id: '9', title: 'A members’ area for the studio website', postedAt: '4 days ago' },
];
