import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ConfirmDialog, type ConfirmRequest } from '../../../components/confirm-dialog';
import { outcomeOf, type Action } from '../../../lib/outcome';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useTranslation } from 'react-i18next';
import type { ReportAction } from '../../../gql/graphql';
import { useResolveReport } from '../api/resolve-report';
import { useTakeReport } from '../api/take-report';

export interface ActionableReport {
  id: string;
  canTake: boolean;
  canResolve: boolean;
  reportedMember: { fullName: string };
}

type Pending = { kind: 'take' } | { kind: 'resolve'; action: ReportAction };
const MAX_NOTE = 2000;

const TAKE: Action = { success: ['ReportActionSuccess'], done: 'reportTaken' };
/** Each decision says what was decided. */
const RESOLVE: Record<ReportAction, Action> = {
  DISMISS: { success: ['ReportActionSuccess'], done: 'reportDismissed' },
  WARN: { success: ['ReportActionSuccess'], done: 'reportWarned' },
  SUSPEND: { success: ['ReportActionSuccess'], done: 'reportSuspended' },
};

/**
 * The actions a report allows now, exactly as the API says (canTake, canResolve): take it, or dismiss, warn or
 * suspend. One component for the queue's rows and the details page; each action is asked first, resolutions with
 * an optional note for the audit trail, and every outcome is reported (useConfirmedAction).
 */
export function ReportActions({ report, compact = false }: { report: ActionableReport; compact?: boolean }) {
  const { t } = useTranslation();
  const { run: runAction, busy } = useConfirmedAction();
  const [take] = useTakeReport();
  const [resolve] = useResolveReport();
  const [pending, setPending] = useState<Pending | null>(null);
  const [note, setNote] = useState('');
  /** Why the last try failed, said in the dialog kept open for another (the page behind it is hidden from readers). */
  const [failure, setFailure] = useState<string | null>(null);
  const name = report.reportedMember.fullName;
  const disabled = busy.has(report.id);

  const run = async () => {
    if (!pending) return;
    const outcome = await runAction(report.id, async () =>
      pending.kind === 'take'
        ? outcomeOf((await take({ variables: { reportId: report.id } })).data?.takeReport, TAKE)
        : outcomeOf((await resolve({ variables: { reportId: report.id, action: pending.action, note: note.trim() || null } })).data?.resolveReport, RESOLVE[pending.action]),
    );
    // A decision whose request failed outright (the network, the server) stays open with its note, to try again;
    // a refusal (resolved meanwhile) or no answer at all closes it, as the screen is asked again.
    const again = pending.kind === 'resolve' && outcome !== null && !outcome.ok && !outcome.code;
    setFailure(again ? outcome.message : null);
    return !again;
  };

  const key = pending?.kind === 'take' ? 'take' : pending ? pending.action : null;
  const request: ConfirmRequest | null = key
    ? {
        title: t(`reports.confirm.${key}.title`, { name }),
        body: t(`reports.confirm.${key}.body`, { name }),
        confirmLabel: t(`reports.actions.${key}`),
        destructive: key === 'SUSPEND',
        onConfirm: run,
        extra:
          pending?.kind === 'resolve' ? (
            <>
              {failure ? (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {failure}
                </Alert>
              ) : null}
              <TextField
              label={t('reports.confirm.note')}
              helperText={t('reports.confirm.noteHint')}
              multiline
              minRows={2}
              fullWidth
              margin="normal"
              value={note}
              onChange={(e) => setNote(e.target.value)}
              slotProps={{ htmlInput: { maxLength: MAX_NOTE } }}
              />
            </>
          ) : undefined,
      }
    : null;
  const size = compact ? 'small' : 'medium';
  return (
    <>
      {report.canTake || report.canResolve ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {report.canTake ? (
            <Button size={size} variant="outlined" disabled={disabled} aria-label={t('reports.actions.takeFor', { name })} onClick={() => setPending({ kind: 'take' })}>
              {t('reports.actions.take')}
            </Button>
          ) : null}
          {report.canResolve
            ? (['DISMISS', 'WARN', 'SUSPEND'] as const).map((action) => (
                <Button
                  key={action}
                  size={size}
                  variant="outlined"
                  color={action === 'SUSPEND' ? 'error' : action === 'WARN' ? 'warning' : 'inherit'}
                  disabled={disabled}
                  aria-label={t(`reports.actions.${action}For`, { name })}
                  onClick={() => setPending({ kind: 'resolve', action })}
                >
                  {t(`reports.actions.${action}`)}
                </Button>
              ))
            : null}
        </Box>
      ) : null}
      {/* Mounted while its question may be open, also once the action has left no button to show. */}
      <ConfirmDialog
        request={request}
        onClose={() => {
          setPending(null);
          setNote('');
          setFailure(null);
        }}
      />
    </>
  );
}
