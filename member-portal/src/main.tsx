import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
import { setupI18n } from './i18n';
import './styles/global.css';

// The first paint is already in the visitor's language (Hindi waits for its catalogs, a few kB).
void setupI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppRouter />
    </StrictMode>,
  );
});
