import {
  COMPLIANCE_FILTERS,
  ENROLLMENT_FILTERS,
  type EnrollmentFilter,
  VENDOR_PAGE_SIZES,
  VENDOR_SORT_FIELDS,
  type ClientVendorParams,
  type ComplianceFilter,
} from '@app/shared/client/vendor-list';

export interface VendorListState {
  page: number;
  size: number;
  sortBy: (typeof VENDOR_SORT_FIELDS)[number];
  sortDesc: boolean;
  search: string;
  complianceStatus: ComplianceFilter | '';
  enrollment: EnrollmentFilter | '';
  facilityId: number | null;
}

const DEFAULTS: VendorListState = {
  page: 0,
  size: 25,
  sortBy: 'preferredName',
  sortDesc: false,
  search: '',
  complianceStatus: '',
  enrollment: '',
  facilityId: null,
};

/** The list's state from the address (?page&size&sortBy&sortDesc&search&complianceStatus&enrollment&facilityId); anything unknown falls back to the default. */
export function readListState(params: URLSearchParams): VendorListState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const sortBy = params.get('sortBy') as VendorListState['sortBy'];
  const status = params.get('complianceStatus') as ComplianceFilter;
  const enrollment = params.get('enrollment') as EnrollmentFilter;
  const facility = Number(params.get('facilityId'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : DEFAULTS.page,
    size: (VENDOR_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULTS.size,
    sortBy: VENDOR_SORT_FIELDS.includes(sortBy) ? sortBy : DEFAULTS.sortBy,
    sortDesc: params.get('sortDesc') === 'true',
    search: params.get('search') ?? '',
    complianceStatus: COMPLIANCE_FILTERS.includes(status) ? status : '',
    enrollment: ENROLLMENT_FILTERS.includes(enrollment) ? enrollment : '',
    facilityId: Number.isInteger(facility) && facility > 0 ? facility : null,
  };
}

/** The address's search params for a state: only what differs from the defaults. */
export function writeListState(state: VendorListState): Record<string, string> {
  const params: Record<string, string> = {};
  if (state.page !== DEFAULTS.page) params.page = String(state.page);
  if (state.size !== DEFAULTS.size) params.size = String(state.size);
  if (state.sortBy !== DEFAULTS.sortBy) params.sortBy = state.sortBy;
  if (state.sortDesc) params.sortDesc = 'true';
  if (state.search) params.search = state.search;
  if (state.complianceStatus) params.complianceStatus = state.complianceStatus;
  if (state.enrollment) params.enrollment = state.enrollment;
  if (state.facilityId !== null) params.facilityId = String(state.facilityId);
  return params;
}

/** The API query of a state. */
export function toQuery(state: VendorListState): ClientVendorParams {
  return {
    page: state.page,
    size: state.size,
    sortBy: state.sortBy,
    sortDesc: state.sortDesc ? 'true' : 'false',
    search: state.search.trim() || undefined,
    complianceStatus: state.complianceStatus || undefined,
    enrollment: state.enrollment || undefined,
    facilityId: state.facilityId ?? undefined,
  };
}
