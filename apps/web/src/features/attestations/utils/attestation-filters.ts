import { COMPLIANCE_FILTERS, type ComplianceFilter } from '@app/shared/client/vendor-list';
import { FORM_STATUS_CODES, type FormStatusCode } from '@app/shared/clients/attestations';
import { urlParam } from '../../../lib/use-url-state';

/** The filter form's values: text fields as typed, the month as the month picker gives it (YYYY-MM). */
export interface AttestationFilterValues {
  tin: string;
  complianceStatus: ComplianceFilter | '';
  nextDueMonth: string;
  status: FormStatusCode | '';
  formName: string;
}

export const EMPTY_FILTERS: AttestationFilterValues = { tin: '', complianceStatus: '', nextDueMonth: '', status: '', formName: '' };

/** The searched filters and the page in the address; a month is kept only as YYYY-MM. */
export const ATTESTATION_LIST_PARAMS = {
  tin: urlParam.text(),
  complianceStatus: urlParam.oneOf<ComplianceFilter | ''>(['', ...COMPLIANCE_FILTERS], ''),
  nextDueMonth: { defaultValue: '', parse: (raw: string) => (/^\d{4}-(0[1-9]|1[0-2])$/.test(raw) ? raw : undefined) },
  status: urlParam.oneOf<FormStatusCode | ''>(['', ...FORM_STATUS_CODES], ''),
  formName: urlParam.text(),
  page: urlParam.int(0),
};

/** The first month the Next Due Date picker offers (spec 002 §2). */
export const FIRST_DUE_MONTH = '2020-01';
/** The last month it offers: December of the current year plus 10. */
export const lastDueMonth = (now: Date) => `${now.getFullYear() + 10}-12`;

/** The query the filters send (spec 002 §5): TIN trimmed with dashes removed, form name trimmed, the month's first day. */
export function attestationFilterQuery(values: AttestationFilterValues) {
  const tin = values.tin.trim().replace(/-/g, '');
  const formName = values.formName.trim();
  return {
    tin: tin || undefined,
    complianceStatus: values.complianceStatus || undefined,
    nextCompletionDate: /^\d{4}-\d{2}$/.test(values.nextDueMonth) ? `${values.nextDueMonth}-01` : undefined,
    status: values.status || undefined,
    formName: formName || undefined,
  };
}
export type AttestationFilterQuery = ReturnType<typeof attestationFilterQuery>;
