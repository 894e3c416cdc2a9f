import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * Back to the screen the executive came from (a list keeps its filters and page); a page opened directly (the
 * first entry of this tab's app history) goes to `fallback` instead.
 */
export function BackButton({ fallback }: { fallback: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button startIcon={<ArrowBackIcon />} variant="outlined" onClick={() => (location.key !== 'default' ? navigate(-1) : navigate(fallback))}>
      {t('ui.back')}
    </Button>
  );
}
