import { isCompliant } from '@app/shared/customers/compliance-status';

/**
 * The My Customers rows split at the divider (spec 000 §2): compliant rows first, then the others, each
 * part keeping the server's order. The divider is drawn only when both parts have rows.
 */
export function splitByCompliance<T extends { complianceStatus: string }>(
  rows: readonly T[],
): { compliant: T[]; nonCompliant: T[]; showDivider: boolean } {
  const compliant = rows.filter((row) => isCompliant(row.complianceStatus));
  const nonCompliant = rows.filter((row) => !isCompliant(row.complianceStatus));
  return { compliant, nonCompliant, showDivider: compliant.length > 0 && nonCompliant.length > 0 };
}
