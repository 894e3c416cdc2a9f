import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { setupI18n } from './i18n';

// The first paint is already in the executive's language (Hindi waits for its catalogs, a few kB).
void setupI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        {/* Router updates are not transitions: a list's query variables come from the address, and Apollo's useQuery
            refetches when a render's variables differ from the last render's. Inside a transition an urgent render
            (a store update, a menu closing) still shows the committed address, so one filter change sent the old
            variables and the new ones again, 3 to 5 requests instead of one. */}
        <RouterProvider router={router} useTransitions={false} />
      </Providers>
    </StrictMode>,
  );
});
