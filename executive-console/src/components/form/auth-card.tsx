import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The centred card used by the login and registration screens; the document title is named as Page names it. */
export function AuthCard({ title, children, width = 440 }: { title: string; children: ReactNode; width?: number }) {
  const { t } = useTranslation();
  const app = t('app.name');
  useEffect(() => {
    document.title = t('app.titleSuffix', { title, app });
  }, [title, app, t]);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: width, p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" component="h1" sx={{ mb: 2, textAlign: 'center' }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
