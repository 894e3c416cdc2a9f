import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotifierProvider } from '../components/feedback/notifier';
import { createApolloClient } from '../lib/apollo';
import { themeFor } from '../theme';

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'hi' ? 'hi' : 'en';
  const theme = useMemo(() => themeFor(language), [language]);
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <NotifierProvider>{children}</NotifierProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
}
