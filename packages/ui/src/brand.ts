/** The product's brand facts, used everywhere the name or promise appears. */
export const brand = {
  name: 'Fairlance',
  tagline: 'Join the no-middleman freelance revolution.',
  description:
    'A freelance marketplace with no middleman: freelancers pay a flat monthly fee that falls as the community grows, instead of a commission.',
  domain: 'fairlance.dev',
} as const;

export type Brand = typeof brand;
