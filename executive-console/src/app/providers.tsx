import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { NotifierProvider } from '../components/feedback/notifier';
import { createApolloClient } from '../lib/apollo';
import { theme } from '../theme';

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <NotifierProvider>{children}</NotifierProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
}
