import type { Profile } from '../domain/types';
import { illustration, palettes } from './illustrations';

/** The signed-in sample user (matches `sampleSettings`). */
export const sampleOwnProfile: Profile = {
  id: 'maya-okafor',
  name: 'Maya Okafor',
  title: 'Full-stack developer for booking and payment flows',
  location: 'Lisbon, Portugal',
  avatar: 'MO',
  rating: 4.9,
  completedJobs: 47,
  memberSince: 'March 2021',
  hourlyRate: '$85/hr',
  responseTime: 'within 2 hours',
  bio: 'Full-stack developer who builds booking and payment flows for small studios. Ten years of React, Node and Postgres; I write the tests before I hand anything over.',
  skills: [
    'React',
    'TypeScript',
    'Node.js',
    'PostgreSQL',
    'Stripe API',
    'Playwright',
    'Accessibility',
  ],
  portfolio: [
    {
      id: 'mo-p1',
      title: 'Class booking for a climbing gym',
      description:
        'Members book sessions, buy 10-visit passes and check in with a QR code. Bookings went from phone calls to 92% online in two months.',
      image: illustration('mobile', palettes.teal),
      tags: ['React', 'Stripe', 'PWA'],
    },
    {
      id: 'mo-p2',
      title: 'Invoicing dashboard for a translation agency',
      description:
        'Turns time sheets into invoices, chases late payments automatically and shows cash flow for the next 90 days.',
      image: illustration('dashboard', palettes.ocean),
      tags: ['TypeScript', 'PostgreSQL', 'Charts'],
    },
    {
      id: 'mo-p3',
      title: 'Delivery zones for a farm box scheme',
      description:
        'Customers see delivery days for their postcode; drivers get a route sheet each morning.',
      image: illustration('map', palettes.moss),
      tags: ['Node.js', 'Maps', 'Scheduling'],
    },
  ],
  reviews: [
    {
      id: 'mo-r1',
      client: 'Lotus Flow Studios',
      rating: 5,
      comment:
        'Maya rebuilt our booking flow in three weeks and explained every decision in plain language. Our teachers love the roster view.',
      project: 'Studio booking calendar',
      date: 'August 2025',
    },
    {
      id: 'mo-r2',
      client: 'Kiez Coffee Roasters',
      rating: 5,
      comment: 'Clear estimates, weekly demos and no surprises on the invoice.',
      project: 'Wholesale ordering portal',
      date: 'May 2025',
    },
    {
      id: 'mo-r3',
      client: 'Tidewater Outfitters',
      rating: 4,
      comment:
        'Fixed our checkout bugs quickly. One migration ran a day late, but she told us early and it went smoothly.',
      project: 'Checkout fixes',
      date: 'February 2025',
    },
  ],
};

/** Other members whose profiles can be opened with /profile/{id}. */
export const sampleProfiles: Profile[] = [
  {
    id: 'sarah-chen',
    name: 'Sarah Chen',
    title: 'Product designer for mobile apps',
    location: 'Vancouver, Canada',
    avatar: 'SC',
    rating: 4.9,
    completedJobs: 63,
    memberSince: 'June 2021',
    hourlyRate: '$95/hr',
    responseTime: 'within 1 hour',
    bio: 'I design calm, usable mobile apps for health and community organisations. I prototype early, test with real users and hand over tidy Figma files with a small design system.',
    skills: ['Figma', 'Mobile UI', 'Design systems', 'Prototyping', 'Usability testing'],
    portfolio: [
      {
        id: 'sc-p1',
        title: 'Medication reminders for older adults',
        description:
          'Large type, one task per screen and a carer view. Tested with 24 people over 70.',
        image: illustration('mobile', palettes.plum),
        tags: ['Mobile', 'Accessibility', 'Health'],
      },
      {
        id: 'sc-p2',
        title: 'Design system for a food co-op',
        description:
          'Forty components, tokens for two brands and documentation the developers actually read.',
        image: illustration('brand', palettes.sunrise),
        tags: ['Design systems', 'Figma'],
      },
    ],
    reviews: [
      {
        id: 'sc-r1',
        client: 'Common Ground Gardens',
        rating: 5,
        comment: 'Sarah turned our rough wireframes into an app our volunteers enjoy using.',
        project: 'Volunteer rota app',
        date: 'July 2025',
      },
      {
        id: 'sc-r2',
        client: 'Cadence Health',
        rating: 5,
        comment: 'Thoughtful, fast and great at explaining trade-offs to our clinicians.',
        project: 'Patient intake redesign',
        date: 'April 2025',
      },
    ],
  },
  {
    id: 'diego-alvarez',
    name: 'Diego Alvarez',
    title: 'Performance marketer for local businesses',
    location: 'Valencia, Spain',
    avatar: 'DA',
    rating: 4.7,
    completedJobs: 38,
    memberSince: 'September 2022',
    hourlyRate: '$70/hr',
    responseTime: 'within 4 hours',
    bio: 'I run search and social campaigns for clinics, studios and shops, and I report in bookings and revenue, not clicks.',
    skills: ['Google Ads', 'Meta Ads', 'Conversion tracking', 'Landing pages', 'Looker Studio'],
    portfolio: [
      {
        id: 'da-p1',
        title: 'Cost per booking halved for a dental group',
        description: 'Rebuilt three search campaigns and added call tracking across four clinics.',
        image: illustration('chart', palettes.ocean),
        tags: ['Google Ads', 'Tracking'],
      },
      {
        id: 'da-p2',
        title: 'Seasonal campaign for a ski rental shop',
        description: 'Local search plus Instagram stories; rentals up 31% year on year.',
        image: illustration('chart', palettes.sunrise),
        tags: ['Meta Ads', 'Local search'],
      },
    ],
    reviews: [
      {
        id: 'da-r1',
        client: 'Movewell Physio',
        rating: 5,
        comment: 'For the first time we know which ads bring patients in.',
        project: 'Search campaigns',
        date: 'June 2025',
      },
      {
        id: 'da-r2',
        client: 'Basecamp Rentals',
        rating: 4,
        comment: 'Strong results; the first report took a while but later ones were excellent.',
        project: 'Winter campaign',
        date: 'January 2025',
      },
    ],
  },
  {
    id: 'priya-raman',
    name: 'Priya Raman',
    title: 'Technical writer for developer tools',
    location: 'Bengaluru, India',
    avatar: 'PR',
    rating: 5.0,
    completedJobs: 52,
    memberSince: 'January 2020',
    hourlyRate: '$80/hr',
    responseTime: 'within 3 hours',
    bio: 'I write getting-started guides, API references and migration notes for open-source and developer-facing products. Docs as code, reviewed like code.',
    skills: ['Technical writing', 'REST APIs', 'Docusaurus', 'Git', 'Information architecture'],
    portfolio: [
      {
        id: 'pr-p1',
        title: 'API reference for a payments startup',
        description:
          '120 endpoints documented from the OpenAPI spec, with runnable examples in three languages.',
        image: illustration('document', palettes.teal),
        tags: ['API docs', 'OpenAPI'],
      },
      {
        id: 'pr-p2',
        title: 'Migration guide for a v2 SDK',
        description: 'Step-by-step upgrade notes that cut related support tickets by 60%.',
        image: illustration('document', palettes.plum),
        tags: ['SDK', 'Guides'],
      },
      {
        id: 'pr-p3',
        title: 'Docs site for a workflow engine',
        description: 'Information architecture, search and a fifteen-minute quick start.',
        image: illustration('dashboard', palettes.moss),
        tags: ['Docusaurus', 'Information architecture'],
      },
    ],
    reviews: [
      {
        id: 'pr-r1',
        client: 'Relay Automation Collective',
        rating: 5,
        comment:
          'Priya found gaps in our API we did not know we had. The docs are now our best sales tool.',
        project: 'Documentation site',
        date: 'September 2025',
      },
    ],
  },
  {
    id: 'tom-becker',
    name: 'Tom Becker',
    title: 'Operations consultant for small agencies',
    location: 'Hamburg, Germany',
    avatar: 'TB',
    rating: 4.6,
    completedJobs: 19,
    memberSince: 'April 2023',
    hourlyRate: '$110/hr',
    responseTime: 'within a day',
    bio: 'Former agency COO. I help teams of five to thirty stop losing time to invoicing, handovers and status meetings.',
    skills: ['Process mapping', 'Operations', 'Pricing', 'Tool selection'],
    portfolio: [
      {
        id: 'tb-p1',
        title: 'Handover playbook for a video studio',
        description: 'One checklist and two templates replaced a weekly three-hour meeting.',
        image: illustration('document', palettes.sunrise),
        tags: ['Operations', 'Playbooks'],
      },
    ],
    reviews: [
      {
        id: 'tb-r1',
        client: 'Fieldnote Studio',
        rating: 5,
        comment: 'Practical advice we could start using the next Monday.',
        project: 'Operations audit',
        date: 'August 2025',
      },
      {
        id: 'tb-r2',
        client: 'Lantern Table Games',
        rating: 3,
        comment: 'Good ideas, though some recommendations were more than a team of two needs.',
        project: 'Launch planning',
        date: 'March 2025',
      },
    ],
  },
];

/** The profile with this id among the signed-in user's and the others', or undefined. */
export function getSampleProfile(id: string | undefined): Profile | undefined {
  if (id === undefined || id === sampleOwnProfile.id) return sampleOwnProfile;
  return sampleProfiles.find((profile) => profile.id === id);
}
