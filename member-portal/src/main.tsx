import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
import { setupI18n } from './i18n';
import { readNotificationsOpenRequest } from './features/notifications/open-request';
// One stylesheet for every screen (about 7 kB compressed), in the page's head: per-route styles cost the search and
// a profile three to five more requests before their first paint, each a round trip on a phone over 4G
// (docs/performance.md). Only the cropper's and the landing slider's styles stay with their lazy code.
import './styles/global.css';
import './components/forms.css';
import './components/connect-ui.css';
import './features/landing/landing.css';
import './features/search/search.css';
import './features/profile/profile.css';
import './features/connections/connections.css';
import './features/notifications/notifications.css';
import './features/messages/messages.css';
import './features/settings/settings.css';
import './features/info/info.css';

// The first paint is already in the visitor's language (Hindi waits for its catalogs, a few kB).
// The first render is a transition: React renders it in slices of a few milliseconds, so a phone's main thread
// never stays blocked for the whole tree at once (the page paints when the render completes, as before).
readNotificationsOpenRequest();
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
