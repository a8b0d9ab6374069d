import { describe, expect, it } from 'vitest';
import { backNavigationPath, payableType } from './back-navigation';

describe('backNavigationPath', () => {
  it('turns a route name or path into an app path', () => {
    expect(backNavigationPath('employees', 'VP_EMPLOYEE_MONITORING')).toBe('/employees');
    expect(backNavigationPath('/dashboard', 'VP_ENGAGE_CVC')).toBe('/dashboard');
  });

  it('keeps a simple query, so the vendor returns to the to-do it came from', () => {
    expect(backNavigationPath('employee-monitoring-splash?checklistItemId=4&customerId=3', 'VP_EMPLOYEE_MONITORING')).toBe(
      '/employee-monitoring-splash?checklistItemId=4&customerId=3',
    );
    expect(backNavigationPath('dashboard?next=//evil.example', 'VP_EMPLOYEE_MONITORING')).toBe('/employees');
  });

  it('falls back by type when missing', () => {
    expect(backNavigationPath(null, 'VP_EMPLOYEE_MONITORING')).toBe('/employees');
    expect(backNavigationPath('', 'VP_ENGAGE_CVC')).toBe('/account#subscriptions');
  });

  it('ignores anything that is not an app path', () => {
    expect(backNavigationPath('https://evil.example', 'VP_EMPLOYEE_MONITORING')).toBe('/employees');
    expect(backNavigationPath('//evil.example', 'VP_EMPLOYEE_MONITORING')).toBe('/employees');
    expect(backNavigationPath('javascript:alert(1)', 'VP_EMPLOYEE_MONITORING')).toBe('/employees');
  });
});

describe('payableType', () => {
  it('takes the two payable types only', () => {
    expect(payableType('VP_EMPLOYEE_MONITORING')).toBe('VP_EMPLOYEE_MONITORING');
    expect(payableType('VP_ENGAGE_CVC')).toBe('VP_ENGAGE_CVC');
    expect(payableType('VP_ENGAGE')).toBeNull();
    expect(payableType(null)).toBeNull();
  });
});
