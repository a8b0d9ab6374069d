import { describe, expect, it } from 'vitest';
import type { VendorInfo } from '@app/shared/customers/customer';
import { attestationPagePath, monitoringRedirectTarget, pomItemFromQuery } from './monitoring-redirect';

const vendor = (employeeMonitoring?: { startDate: string | null; numberOfEntities: number }): VendorInfo => ({
  vendorId: 7,
  ptid: 'PT7',
  name: 'Bayside Home Health',
  address: { addrLine1: null, addrLine2: null, city: null, state: null, zip: null },
  phoneNumber: null,
  enrollmentDate: null,
  monitoringInfos: [
    { type: 'COMPANY_MONITORING', numberOfMatch: 0, startDate: '2025-01-01', numberOfEntities: 1 },
    ...(employeeMonitoring ? [{ type: 'EMPLOYEE_MONITORING' as const, numberOfMatch: 0, ...employeeMonitoring }] : []),
  ],
});

describe('monitoringRedirectTarget', () => {
  const search = '?checklistItemId=3&customerId=9';

  it('sends a subscribed vendor without employees to add employees', () => {
    expect(monitoringRedirectTarget(vendor({ startDate: '2026-01-02', numberOfEntities: 0 }), search)).toBe('/employees/add');
  });

  it('shows the splash, keeping the query, to a subscribed vendor that has employees', () => {
    expect(monitoringRedirectTarget(vendor({ startDate: '2026-01-02', numberOfEntities: 12 }), search)).toBe(
      `/employee-monitoring-splash${search}`,
    );
  });

  it('shows the splash to a vendor without employee monitoring', () => {
    expect(monitoringRedirectTarget(vendor(), search)).toBe(`/employee-monitoring-splash${search}`);
  });

  it('shows the splash when monitoring has no start date', () => {
    expect(monitoringRedirectTarget(vendor({ startDate: null, numberOfEntities: 0 }), search)).toBe(`/employee-monitoring-splash${search}`);
  });

  it('shows the splash when the vendor info could not be loaded', () => {
    expect(monitoringRedirectTarget(undefined, '')).toBe('/employee-monitoring-splash');
  });
});

describe('pomItemFromQuery', () => {
  it('reads the customer and checklist item ids', () => {
    expect(pomItemFromQuery(new URLSearchParams('checklistItemId=3&customerId=9'))).toEqual({ customerId: 9, checklistItemId: 3 });
  });

  it('refuses missing or malformed ids', () => {
    expect(pomItemFromQuery(new URLSearchParams('checklistItemId=3'))).toBeNull();
    expect(pomItemFromQuery(new URLSearchParams('checklistItemId=x&customerId=9'))).toBeNull();
    expect(pomItemFromQuery(new URLSearchParams('checklistItemId=0&customerId=9'))).toBeNull();
  });
});

describe('attestationPagePath', () => {
  it('builds the proofOfMonitoringSubmission route', () => {
    expect(attestationPagePath({ customerId: 9, checklistItemId: 3 })).toBe('/proof-of-monitoring-submission/customers/9/checklist/3');
  });
});
