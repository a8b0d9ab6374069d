import type { CompletionStatusName } from '@app/shared/checklists/checklist-item';
import type { StatusDotColor } from '../../../components/status-dot';

/** To-do status colours (spec 000 §4): error, error, warning, success. */
const COMPLETION_STATUS_COLOR: Record<CompletionStatusName, StatusDotColor> = {
  NOT_STARTED: 'error',
  INCOMPLETE: 'error',
  REVISION_NEEDED: 'warning',
  COMPLETE: 'success',
};

export const completionStatusColor = (status: CompletionStatusName): StatusDotColor => COMPLETION_STATUS_COLOR[status];
