import type { VendorMatch } from '@app/shared/screening/alerts';

/** Where a match is answered: the employee's or owner's page with the match open, or the company tab. */
export function matchPath(match: Pick<VendorMatch, 'subjectType' | 'subjectId' | 'alertId'>): string {
  if (match.subjectType === 'EMPLOYEE') return `/employees/${match.subjectId}/detail?match=${match.alertId}`;
  if (match.subjectType === 'OWNER') return `/owners/${match.subjectId}/detail?match=${match.alertId}`;
  return '/account#company';
}

/** What a match asks of the vendor: its answer, or patience while the reviewer decides. */
export const matchStateText = (status: VendorMatch['status']) =>
  status === 'OPEN' ? 'Your answer is needed' : 'Answered: waiting for the reviewer';
