import type { VendorInfo } from '@app/shared/customers/customer';

const SPLASH_PATH = '/employee-monitoring-splash';
const ADD_EMPLOYEES_PATH = '/employees/add';

/**
 * Where the redirector sends the vendor (spec 001 §2): a vendor already subscribed to employee
 * monitoring (its EMPLOYEE_MONITORING info has a start date) but with no employee yet goes to add
 * employees; everyone else, and a failed load (`undefined`), sees the splash page with the same query.
 */
export function monitoringRedirectTarget(info: VendorInfo | undefined, search: string): string {
  const employees = info?.monitoringInfos.find((monitoring) => monitoring.type === 'EMPLOYEE_MONITORING');
  if (employees?.startDate && employees.numberOfEntities === 0) return ADD_EMPLOYEES_PATH;
  return `${SPLASH_PATH}${search}`;
}

/** The to-do a proof-of-monitoring page is about, from its `?checklistItemId=&customerId=` query. */
export function pomItemFromQuery(params: URLSearchParams): { customerId: number; checklistItemId: number } | null {
  const customerId = Number(params.get('customerId'));
  const checklistItemId = Number(params.get('checklistItemId'));
  if (!Number.isInteger(customerId) || customerId <= 0 || !Number.isInteger(checklistItemId) || checklistItemId <= 0) return null;
  return { customerId, checklistItemId };
}

/** The attestation page of a to-do (route proofOfMonitoringSubmission). */
export const attestationPagePath = (item: { customerId: number; checklistItemId: number }) =>
  `/proof-of-monitoring-submission/customers/${item.customerId}/checklist/${item.checklistItemId}`;
