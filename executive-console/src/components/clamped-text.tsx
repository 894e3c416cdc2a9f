import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Long words in a grid cell (an executive's note of up to 2,000 characters): the first four lines, and when there
 * is more, a "Read all" button that shows the whole text in a dialog. A hover title alone would leave the rest to
 * a mouse: a keyboard, a touch screen or a screen reader could not reach it. In a grid cell, pass the cell's
 * `tabIndex` so the button is a Tab stop only in the focused cell.
 */
export function ClampedText({ text, title, readAllLabel, tabIndex }: { text: string; title: string; readAllLabel: string; tabIndex?: 0 | -1 }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setCut(el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [text]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', minWidth: 0, width: '100%' }}>
      <span ref={ref} className="cell-clamp">
        {text}
      </span>
      {cut ? (
        <Button size="small" sx={{ ml: -1 }} tabIndex={tabIndex} onClick={() => setOpen(true)}>
          {readAllLabel}
        </Button>
      ) : null}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('ui.close')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
