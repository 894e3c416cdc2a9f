import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';

interface EvidenceMessage {
  id: string;
  body: string;
  sentAt: string;
  from: { id: string };
}

interface Person {
  id: string;
  fullName: string;
}

/**
 * A report of a message: the messages the API kept with it (the conversation's last 20 up to the reported one,
 * oldest first), each with who wrote it and when, so the executive judges the words in their context. The last
 * one is the reported message (the API keeps the messages up to and including it).
 */
export function ReportMessages({ messages, member, reporter }: { messages: readonly EvidenceMessage[]; member: Person; reporter: Person | null }) {
  const { t } = useTranslation();
  const locale = intlLocale();
  const writer = (id: string) => (id === member.id ? member.fullName : id === reporter?.id ? reporter.fullName : t('reports.messages.deletedAccount'));
  const lastId = messages.at(-1)?.id;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="report-messages" sx={{ p: 2 }}>
      <Typography id="report-messages" variant="h2" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        {t('reports.messages.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        {messages.length ? t('reports.messages.hint') : t('reports.messages.none')}
      </Typography>
      {messages.length ? (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {messages.map((m) => {
            const reported = m.id === lastId;
            const byReported = m.from.id === member.id;
            return (
              <Box
                component="li"
                key={m.id}
                sx={{
                  p: 1.5, borderRadius: 1, border: 1, borderColor: reported ? 'warning.main' : 'divider', borderLeftWidth: 4,
                  borderLeftColor: byReported ? 'primary.main' : 'divider', bgcolor: reported ? 'background.default' : 'background.paper',
                }}
              >
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1 }}>
                  <Typography component="span" sx={{ fontWeight: 700 }}>
                    {writer(m.from.id)}
                  </Typography>
                  <Typography component="time" dateTime={m.sentAt} color="text.secondary" sx={{ fontSize: '0.875rem' }}>
                    {formatDateTime(m.sentAt, locale)}
                  </Typography>
                  {reported ? <Chip size="small" color="warning" variant="outlined" label={t('reports.messages.reported')} /> : null}
                </Box>
                <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{m.body}</Typography>
              </Box>
            );
          })}
        </Box>
      ) : null}
    </Paper>
  );
}
