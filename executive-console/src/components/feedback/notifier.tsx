import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export type Severity = 'success' | 'error' | 'info' | 'warning';
interface Note {
  key: number;
  message: string;
  severity: Severity;
}
type Notify = (message: string, severity?: Severity) => void;

const NotifyContext = createContext<Notify>(() => {});

/**
 * Every action result is reported in one snackbar at the bottom of the screen (docs/product.md,
 * 'Executive console'). The newest result wins: a message arriving while another shows closes that one and
 * follows it at once, so an unread error (errors wait to be dismissed) never hides what the next action did.
 */
export function NotifierProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Note[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];

  const notify = useCallback<Notify>((message, severity = 'success') => {
    // Only the one showing and the newest are kept: results in between are already out of date.
    setQueue((q) => [...q.slice(0, 1), { key: Date.now() + Math.random(), message, severity }]);
  }, []);
  // A newer message waits: close the one showing; its exit makes way for the next.
  useEffect(() => {
    if (queue.length > 1 && open) setOpen(false);
  }, [queue.length, open]);

  const close = (_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Snackbar
        key={current?.key}
        open={Boolean(current) && open}
        // Errors and warnings (an action that got no answer) stay until dismissed: a user must be able to read them
        // at their own pace (WCAG 2.2.1).
        autoHideDuration={current?.severity === 'error' || current?.severity === 'warning' ? null : 6000}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        slotProps={{
          transition: {
            onExited: () => {
              setQueue((q) => q.slice(1));
              setOpen(true);
            },
          },
        }}
      >
        {current ? (
          <Alert
            onClose={close}
            severity={current.severity}
            variant="filled"
            sx={{ width: '100%', alignItems: 'center' }}
            data-testid="snackbar"
          >
            {current.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  return useContext(NotifyContext);
}

