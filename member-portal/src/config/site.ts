import { SUPPORT } from '@matrimony/schema';

export const DEFAULT_PROFILE_IMAGE = '/default-profile.png';
export { SUPPORT };

export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/rishtasamaj' },
  { name: 'Instagram', href: 'https://www.instagram.com/rishtasamaj' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/rishtasamaj' },
  { name: 'Twitter', href: 'https://twitter.com/rishtasamaj' },
] as const;

/** Timers of the screens (docs/product.md: the home page's slider, the redirects after a success). */
export const TIMERS = {
  registrationRedirectMs: 3000,
  profileUpdateRedirectMs: 2000,
  passwordResetRedirectMs: 2000,
  slideIntervalMs: 3000,
  slideTransitionMs: 1000,
} as const;

export const SEARCH = { pageSize: 10, explicitLimit: 100, scrollThresholdPx: 200 } as const;
