/** Full-screen overlay with a spinner while a form is submitting (registration). */
export function SpinnerOverlay({ label }: { label: string }) {
  return (
    <div className="spinner-overlay" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
