import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
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
 * 'Executive console').
 */
export function NotifierProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Note[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];

  const notify = useCallback<Notify>((message, severity = 'success') => {
    setQueue((q) => [...q, { key: Date.now() + Math.random(), message, severity }]);
    setOpen(true);
  }, []);

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
        // Errors stay until dismissed: a user must be able to read them at their own pace (WCAG 2.2.1).
        autoHideDuration={current?.severity === 'error' ? null : 6000}
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

