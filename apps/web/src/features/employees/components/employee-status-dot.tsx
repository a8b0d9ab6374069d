import type { EmployeeStatus } from '@app/shared/employees/employee';
import { StatusDot } from '../../../components/status-dot';

/** Compliance status (spec 000 §4): success colour for COMPLIANT, error colour otherwise. */
export function EmployeeStatusDot({ status }: { status: EmployeeStatus }) {
  return <StatusDot color={status.name === 'COMPLIANT' ? 'success' : 'error'} label={status.desc} />;
}
