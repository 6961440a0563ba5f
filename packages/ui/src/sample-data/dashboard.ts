import type { ActivityItem, DashboardStats } from '../domain/types';
import { sampleConversations } from './messages';

const unread = sampleConversations.reduce((sum, c) => sum + c.unread, 0);

/** What the dashboard shows for the signed-in sample user. */
export const sampleDashboard: {
  stats: DashboardStats;
  unreadMessages: number;
  activity: ActivityItem[];
} = {
  stats: { activeJobs: 3, applications: 12, completed: 47, messages: unread },
  unreadMessages: unread,
  activity: [
    {
      id: 'a1',
      kind: 'application',
      title: 'New application received',
      person: { id: 'sarah-chen', name: 'Sarah Chen' },
      detail: 'Sarah Chen applied to “Mobile app screens for a community garden network”.',
      time: '2 hours ago',
    },
    {
      id: 'a2',
      kind: 'message',
      title: 'New message from Lotus Flow Studios',
      detail: 'Great, Thursday at 10 works for the kickoff call.',
      time: '5 hours ago',
    },
    {
      id: 'a3',
      kind: 'payment',
      title: 'Payment received',
      detail: 'Kiez Coffee Roasters paid invoice #1043 ($2,400).',
      time: '2 days ago',
    },
  ],
};
