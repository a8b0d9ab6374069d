import {
  ONBOARDING_STATUS_LABEL,
  WORKFLOW_ITEM_STATUS_COLOR,
  WORKFLOW_ITEM_STATUS_LABEL,
  type OnboardingStatus,
  type WorkflowItemStatus,
} from '@app/shared/onboarding/onboarding-rules';
import { StatusDot } from '../../../components/status-dot';

/** A workflow item's status (spec 002 §4): BLOCKED red, PENDING and ACTIVE yellow, COMPLETE green, NON_APPLICABLE 'N/A'. */
export function ItemStatusDot({ status }: { status: WorkflowItemStatus }) {
  const color = WORKFLOW_ITEM_STATUS_COLOR[status];
  return <StatusDot color={color === 'default' ? 'info' : color} label={WORKFLOW_ITEM_STATUS_LABEL[status]} />;
}

/** A vendor's onboarding stage in the table: green once complete, yellow while under way. */
export function OnboardingStatusDot({ status }: { status: OnboardingStatus }) {
  return <StatusDot color={status === 'COMPLETE' ? 'success' : 'warning'} label={ONBOARDING_STATUS_LABEL[status]} />;
}
