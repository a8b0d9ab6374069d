import { describe, expect, it } from 'vitest';
import { COMPLIANCE_STATUS } from '@app/shared/customers/compliance-status';
import { splitByCompliance } from './compliance-rows';

const row = (name: string, complianceStatus: string) => ({ name, complianceStatus });

describe('My Customers divider', () => {
  it('puts compliant rows before the divider and the others after it, in server order', () => {
    const split = splitByCompliance([
      row('A', COMPLIANCE_STATUS.COMPLIANT),
      row('B', COMPLIANCE_STATUS.EXPIRED),
      row('C', COMPLIANCE_STATUS.COMPLIANT),
      row('D', COMPLIANCE_STATUS.MISSING_FORMS),
    ]);
    expect(split.compliant.map((r) => r.name)).toEqual(['A', 'C']);
    expect(split.nonCompliant.map((r) => r.name)).toEqual(['B', 'D']);
    expect(split.showDivider).toBe(true);
  });

  it('draws no divider when every row is on one side', () => {
    expect(splitByCompliance([row('A', COMPLIANCE_STATUS.COMPLIANT)]).showDivider).toBe(false);
    expect(splitByCompliance([row('B', COMPLIANCE_STATUS.NOT_ENROLLED)]).showDivider).toBe(false);
    expect(splitByCompliance([]).showDivider).toBe(false);
  });
});
