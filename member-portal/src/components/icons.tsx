// Small inline icons (no icon font, nothing fetched). Decorative unless given a title by the caller.
const common = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export function FacebookIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z" />
    </svg>
  );
}
export function InstagramIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
    </svg>
  );
}
export function LinkedInIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm5 6h3.8v1.7c.6-1 1.9-2 3.9-2 4 0 4.3 2.6 4.3 6V21h-4v-5.5c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V21h-4z" />
    </svg>
  );
}
export function TwitterIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M17.8 3h3.3l-7.2 8.2L22.4 21h-6.6l-5.2-6.8L4.7 21H1.4l7.7-8.8L1 3h6.8l4.7 6.2zm-1.2 16h1.8L7.5 4.9H5.5z" />
    </svg>
  );
}
export function UserIcon() {
  return (
    <svg {...common} width={32} height={32} fill="currentColor">
      <circle cx="12" cy="8" r="4.5" />
      <path d="M3 22c0-5 4-8 9-8s9 3 9 8z" />
    </svg>
  );
}
export function CheckIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="3">
      <path d="M4 12l5 5L20 6" />
    </svg>
  );
}
export function CrossIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="3">
      <path d="M5 5l14 14M19 5L5 19" />
    </svg>
  );
}
export function PauseIcon() {
  return (
    <svg {...common} fill="currentColor">
      <rect x="6" y="4" width="4" height="16" />
      <rect x="14" y="4" width="4" height="16" />
    </svg>
  );
}
export function PlayIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M7 4l13 8-13 8z" />
    </svg>
  );
}
