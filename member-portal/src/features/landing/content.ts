/** Landing-page content: the spec's three service steps and three success stories (spec 2, 3). */
export interface ServiceStep {
  step: string;
  title: string;
  description: string;
  tagline: string;
  symbol: string;
  color: string;
}

export const SERVICE_STEPS: readonly ServiceStep[] = [
  {
    step: 'Step 1',
    title: 'Sign Up',
    description: 'Create your profile in just a few steps.',
    tagline: 'Verified by an executive of your community',
    symbol: '✍',
    color: '#8c1c3a',
  },
  {
    step: 'Step 2',
    title: 'Connect',
    description: 'Select and connect with matches you like.',
    tagline: 'Search by name, education, city and profession',
    symbol: '❤',
    color: '#a4461a',
  },
  {
    step: 'Step 3',
    title: 'Interact',
    description: 'Start conversations securely with your connections.',
    tagline: 'Your contact details stay private',
    symbol: '✉',
    color: '#1f5e6e',
  },
];

export interface Testimonial {
  name: string;
  message: string;
  image: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Ankit & Priya, Indore',
    message:
      'Our families had been searching for two years. Within three months of joining we found each other, and our community executive helped both families meet.',
    image: 'story-1',
  },
  {
    name: 'Rohit & Sneha, Pune',
    message:
      'The search by profession and city made it easy to find someone who shares my values and lives nearby. We married last winter.',
    image: 'story-2',
  },
  {
    name: 'Vikas & Meera, Delhi',
    message:
      'Every profile is approved by a real person from the community, so we felt safe from the first message. Thank you for bringing us together.',
    image: 'story-3',
  },
];

export const SLIDES = [
  { image: 'slide-1', alt: 'Illustration of a couple under festive lights' },
  { image: 'slide-2', alt: 'Illustration of glowing diyas at a celebration' },
  { image: 'slide-3', alt: 'Illustration of two wedding rings' },
] as const;
