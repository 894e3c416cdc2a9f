import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A page: its h1, the document title (WCAG 2.4.2), optional actions beside the heading. */
export function Page({
  title,
  actions,
  children,
  maxWidth = 1200,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  maxWidth?: number;
}) {
  const { t } = useTranslation();
  const app = t('app.name');
  useEffect(() => {
    document.title = t('app.titleSuffix', { title, app });
  }, [title, app, t]);
  return (
    <Box sx={{ width: '100%', maxWidth, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 3 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <Typography variant="h1" component="h1">
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Box>
  );
}
