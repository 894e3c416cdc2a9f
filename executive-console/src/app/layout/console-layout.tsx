import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { Navbar } from './navbar';
import { useTranslation } from 'react-i18next';

/** Skip link, navbar, the main landmark; route chunks load inside it. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  // A new screen takes the keyboard focus to its content (WCAG 2.4.3), as in the member portal: otherwise it stays on
  // the link pressed (or falls to the page's top when that is gone) and a screen reader hears nothing of the new
  // screen. Not on the first screen, nor when the screen or a dialog has placed the focus itself.
  const mainRef = useRef<HTMLElement>(null);
  const firstScreen = useRef(true);
  useEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    const main = mainRef.current;
    const focused = document.activeElement;
    const shown = focused instanceof HTMLElement && focused.getClientRects().length > 0;
    if (!main || (focused && focused !== main && shown && (main.contains(focused) || focused.closest('[role="dialog"]')))) return;
    main.focus({ preventScroll: true });
  }, [location.pathname]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'background.paper',
          color: 'primary.main',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('layout.skipToContent')}
      </Box>
      <Navbar />
      {navigation.state === 'loading' ? (
        <LinearProgress aria-label={t('layout.loadingPage')} sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1300 }} />
      ) : null}
      <Box component="main" id="main" ref={mainRef} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('layout.loading')} />
    </Box>
  );
}
