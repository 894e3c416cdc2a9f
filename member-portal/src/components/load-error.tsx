import { isTimeout } from '../lib/load-timeout';

/**
 * What every screen shows when its data did not arrive (failed or timed out): the reason and a Retry button, so
 * "Please try again" always has something to press (issue 7, item 19).
 */
export function LoadError({ error, message, onRetry }: { error?: unknown; message: string; onRetry: () => void }) {
  return (
    <div className="load-error form-error" role="alert">
      <p>{isTimeout(error) ? 'The server is taking too long to answer. Please try again.' : message}</p>
      <button type="button" className="button button-ghost" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
