/**
 * Landing-page content: three service steps and three success stories (docs/product.md, "Home page"). The words
 * are in the portal catalog (`landing.steps.*`, `landing.stories.*`); this file keeps what is not language.
 */
export interface ServiceStep {
  id: 'signUp' | 'connect' | 'interact';
  symbol: string;
  color: string;
}

export const SERVICE_STEPS: readonly ServiceStep[] = [
  { id: 'signUp', symbol: '✍', color: '#8c1c3a' },
  { id: 'connect', symbol: '❤', color: '#a4461a' },
  { id: 'interact', symbol: '✉', color: '#1f5e6e' },
];

export interface Testimonial {
  id: 'ankit' | 'rohit' | 'vikas';
  image: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  { id: 'ankit', image: 'story-1' },
  { id: 'rohit', image: 'story-2' },
  { id: 'vikas', image: 'story-3' },
];

export const SLIDES = [
  { image: 'slide-1', alt: 'couple' },
  { image: 'slide-2', alt: 'diyas' },
  { image: 'slide-3', alt: 'rings' },
] as const;
