import { useEffect, useId } from 'react';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { todayIso } from '@app/shared/employees/employee';
import type { ScheduledReport, ScheduledReportInput } from '@app/shared/reports/scheduled-report';
import { FormTextField } from '../../../components/form/form-text-field';
import { useNotify } from '../../../components/notifications/notification-context';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useSaveScheduledReport } from '../api/save-scheduled-report';
import {
  EMPTY_RECIPIENT,
  ScheduledReportForm,
  emptyScheduledReportForm,
  scheduledReportFormValues,
  type ScheduledReportFormValues,
} from '../utils/scheduled-report-form';
import { FREQUENCY_LABELS, SCHEDULE_FAILED, scheduledMessage } from '../utils/scheduled-report-texts';

/** The schema validates the unchosen repeat ('') as missing, so the form's wider input type is safe. */
const resolver = zodResolver(ScheduledReportForm) as unknown as Resolver<ScheduledReportFormValues, unknown, ScheduledReportInput>;

const FREQUENCY_OPTIONS = (['ONE_TIME', 'MONTHLY'] as const).map((frequency) => ({ value: frequency, label: FREQUENCY_LABELS[frequency] }));

/**
 * The Scheduled report dialog (spec 001 §2, §4, §5): create mode, or edit mode when given a report
 * with an id. Schedule Email stays disabled while the form is invalid; saving resets and closes.
 */
export function ScheduledReportDialog({ open, report, onClose }: { open: boolean; report?: ScheduledReport; onClose: () => void }) {
  const titleId = useId();
  const { notify } = useNotify();
  const save = useSaveScheduledReport();
  const { control, handleSubmit, formState, reset, setError } = useForm<ScheduledReportFormValues, unknown, ScheduledReportInput>({
    resolver,
    mode: 'all',
    defaultValues: emptyScheduledReportForm(),
  });
  const recipients = useFieldArray({ control, name: 'recipients' });
  const { isValid, isSubmitting } = formState;

  useEffect(() => {
    if (open) reset(report ? scheduledReportFormValues(report) : emptyScheduledReportForm());
  }, [open, report, reset]);

  const close = () => {
    reset(emptyScheduledReportForm());
    onClose();
  };

  const submit = handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync({ id: report?.id, input });
      notify(scheduledMessage(saved));
      close();
    } catch (error) {
      applyFieldErrors(error, setError, ['startDate', 'frequency']);
      notify({ text: SCHEDULE_FAILED, mode: 'error' });
    }
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{report ? 'Edit Scheduled Report' : 'Share a Report'}</DialogTitle>
      <Box component="form" noValidate aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
        <DialogContent>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="startDate" label="Send Date" type="date" required min={todayIso()} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="frequency" label="Repeat" required options={FREQUENCY_OPTIONS} />
            </Grid>
          </Grid>
          <Typography variant="h2" component="h3" sx={{ fontSize: '1.1rem', mt: 3, mb: 1 }}>
            Recipients
          </Typography>
          {recipients.fields.map((recipient, index) => (
            <Box
              key={recipient.id}
              role="group"
              aria-label={`Recipient ${index + 1}`}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}
            >
              <Grid container spacing={2} sx={{ flex: 1 }}>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <FormTextField
                    control={control}
                    name={`recipients.${index}.companyName`}
                    label="Company"
                    required
                    autoComplete="organization"
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <FormTextField
                    control={control}
                    name={`recipients.${index}.contactName`}
                    label="Contact Name"
                    required
                    autoComplete="name"
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <FormTextField
                    control={control}
                    name={`recipients.${index}.email`}
                    label="Email"
                    type="email"
                    required
                    autoComplete="email"
                  />
                </Grid>
              </Grid>
              {/* The first recipient stays: at least one is needed (spec 001 §5). */}
              {index === 0 ? (
                <Box sx={{ width: 40, flexShrink: 0 }} />
              ) : (
                <IconButton aria-label={`Remove recipient ${index + 1}`} onClick={() => recipients.remove(index)} sx={{ mt: 1 }}>
                  <DeleteOutlined />
                </IconButton>
              )}
            </Box>
          ))}
          <Button startIcon={<Add />} onClick={() => recipients.append({ ...EMPTY_RECIPIENT })}>
            Add Recipient
          </Button>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>
            Schedule Email
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
