import type { Conversation, Message } from '../domain/types';

/** The signed-in sample user's id as a message sender. */
export const sampleOwnUserId = 'maya-okafor';

/** The signed-in user's conversations, most recent first. */
export const sampleConversations: Conversation[] = [
  {
    id: '1',
    name: 'Sarah Chen',
    personId: 'sarah-chen',
    avatar: 'SC',
    lastMessage: 'I pushed the new checkout screens to Figma. Can you check the error states?',
    timestamp: '2m ago',
    unread: 2,
    online: true,
  },
  {
    id: '2',
    name: 'Lotus Flow Studios',
    avatar: 'LF',
    lastMessage: 'Great, Thursday at 10 works for the kickoff call.',
    timestamp: '1h ago',
    unread: 1,
    online: true,
  },
  {
    id: '3',
    name: 'Diego Alvarez',
    personId: 'diego-alvarez',
    avatar: 'DA',
    lastMessage: 'You: Sending the tracking snippet over now.',
    timestamp: '3h ago',
    unread: 0,
    online: false,
  },
  {
    id: '4',
    name: 'Priya Raman',
    avatar: 'PR',
    lastMessage: 'The API reference draft is ready for your review.',
    timestamp: 'Yesterday',
    unread: 2,
    online: false,
  },
  {
    id: '5',
    name: 'Kiez Coffee Roasters',
    avatar: 'KC',
    lastMessage: 'Invoice #1043 paid, thank you!',
    timestamp: 'Mon',
    unread: 0,
    online: true,
  },
  {
    id: '6',
    name: 'Tom Becker',
    avatar: 'TB',
    lastMessage: 'You: Happy to share our invoicing checklist.',
    timestamp: 'Last week',
    unread: 0,
    online: false,
  },
  {
    id: '7',
    name: 'Code Club North',
    avatar: 'CN',
    lastMessage: 'Would you mentor two of our students this autumn?',
    timestamp: '2 weeks ago',
    unread: 0,
    online: false,
  },
];

const thread = (
  conversationId: string,
  otherId: string,
  lines: Array<[own: boolean, timestamp: string, content: string]>,
): Message[] =>
  lines.map(([isOwn, timestamp, content], index) => ({
    id: `${conversationId}-${index + 1}`,
    senderId: isOwn ? sampleOwnUserId : otherId,
    content,
    timestamp,
    isOwn,
  }));

/** Each conversation's messages, oldest first, by conversation id. */
export const sampleMessages: Record<string, Message[]> = {
  '1': thread('1', 'sarah-chen', [
    [false, '9:12 AM', 'Morning! I started on the checkout flow for the climbing gym app.'],
    [true, '9:15 AM', 'Great. Are you keeping the pass picker on the first step?'],
    [false, '9:16 AM', 'Yes, with the 10-visit pass preselected for returning members.'],
    [true, '9:20 AM', 'Perfect. Remember the card form needs room for Stripe’s inline errors.'],
    [false, '9:41 AM', 'Good call. I added an error state under each field.'],
    [true, '9:43 AM', 'And for declined cards, a message at the top of the form?'],
    [false, '9:45 AM', 'Done, plus a retry button that keeps the selected pass.'],
    [true, '10:02 AM', 'Lovely. What about the confirmation screen?'],
    [false, '10:10 AM', 'It shows the QR code, the session time and an add-to-calendar link.'],
    [true, '10:12 AM', 'Could the QR code be bigger? People scan it at the door with gloves on.'],
    [false, '10:30 AM', 'Made it full width and boosted the contrast.'],
    [
      false,
      '10:31 AM',
      'I pushed the new checkout screens to Figma. Can you check the error states?',
    ],
  ]),
  '2': thread('2', 'lotus-flow', [
    [false, 'Yesterday', 'Hi Maya, we loved your proposal for the booking calendar.'],
    [true, 'Yesterday', 'Thank you! Shall we start with a kickoff call this week?'],
    [false, '1h ago', 'Great, Thursday at 10 works for the kickoff call.'],
  ]),
  '3': thread('3', 'diego-alvarez', [
    [false, '11:02 AM', 'Can you add the conversion tag to the booking confirmation page?'],
    [true, '11:30 AM', 'Sure. Do you want the booking value passed through as well?'],
    [false, '11:34 AM', 'Yes please, in euros.'],
    [true, '12:05 PM', 'Sending the tracking snippet over now.'],
  ]),
  '4': thread('4', 'priya-raman', [
    [true, 'Mon', 'How is the API reference coming along?'],
    [false, 'Yesterday', 'Nearly there: I documented all 42 endpoints and the webhook events.'],
    [false, 'Yesterday', 'The API reference draft is ready for your review.'],
  ]),
  '5': thread('5', 'kiez-coffee', [
    [true, 'Mon', 'Invoice #1043 for the wholesale portal is attached.'],
    [false, 'Mon', 'Invoice #1043 paid, thank you!'],
  ]),
  '6': thread('6', 'tom-becker', [
    [false, 'Last week', 'How do you handle late invoices as a solo developer?'],
    [true, 'Last week', 'Happy to share our invoicing checklist.'],
  ]),
  '7': thread('7', 'code-club-north', [
    [false, '2 weeks ago', 'Would you mentor two of our students this autumn?'],
  ]),
};
