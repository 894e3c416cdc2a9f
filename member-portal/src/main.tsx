import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
import { setupI18n } from './i18n';
import './styles/global.css';

// The first paint is already in the visitor's language (Hindi waits for its catalogs, a few kB).
// The first render is a transition: React renders it in slices of a few milliseconds, so a phone's main thread
// never stays blocked for the whole tree at once (the page paints when the render completes, as before).
void setupI18n().then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppRouter />
      </StrictMode>,
    );
  });
});
