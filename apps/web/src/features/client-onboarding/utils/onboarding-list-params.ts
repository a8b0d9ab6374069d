import { ONBOARDING_PAGE_SIZES, ONBOARDING_SORT_FIELDS, type OnboardingListParams } from '@app/shared/onboarding/onboarding';
import {
  ONBOARDING_STATUSES,
  WORKFLOW_ITEM_NAMES,
  type OnboardingStatus,
  type WorkflowItemName,
} from '@app/shared/onboarding/onboarding-rules';

export interface OnboardingListState {
  page: number;
  size: number;
  sortBy: (typeof ONBOARDING_SORT_FIELDS)[number];
  sortDesc: boolean;
  businessName: string;
  email: string;
  createdBy: string;
  facilityId: number | null;
  status: OnboardingStatus | '';
  openItem: WorkflowItemName | '';
  assignedToMe: boolean;
}

/** Newest first, ten a page (spec 002 §9). */
const DEFAULTS: OnboardingListState = {
  page: 0,
  size: 10,
  sortBy: 'createTime',
  sortDesc: true,
  businessName: '',
  email: '',
  createdBy: '',
  facilityId: null,
  status: '',
  openItem: '',
  assignedToMe: false,
};
const TEXT_KEYS = ['businessName', 'email', 'createdBy'] as const;

/**
 * The table's state from the address, so Back returns to the same page, sort and filters; anything the
 * server would refuse falls back to the default.
 */
export function readListState(params: URLSearchParams): OnboardingListState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const sortBy = params.get('sortBy') as OnboardingListState['sortBy'];
  const status = params.get('status') as OnboardingStatus;
  const facility = Number(params.get('facilityId'));
  const openItem = params.get('openItem') as WorkflowItemName;
  return {
    page: Number.isInteger(page) && page > 0 ? page : DEFAULTS.page,
    size: (ONBOARDING_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULTS.size,
    sortBy: ONBOARDING_SORT_FIELDS.includes(sortBy) ? sortBy : DEFAULTS.sortBy,
    sortDesc: params.has('sortDesc') ? params.get('sortDesc') === 'true' : DEFAULTS.sortDesc,
    businessName: params.get('businessName') ?? '',
    email: params.get('email') ?? '',
    createdBy: params.get('createdBy') ?? '',
    facilityId: Number.isInteger(facility) && facility > 0 ? facility : null,
    status: ONBOARDING_STATUSES.includes(status) ? status : '',
    openItem: WORKFLOW_ITEM_NAMES.includes(openItem) ? openItem : '',
    assignedToMe: params.get('assignedToMe') === 'true',
  };
}

/** Whether any filter narrows the list (paging and sorting aside): the empty table then says so. */
export function isFiltered(state: OnboardingListState): boolean {
  return (
    TEXT_KEYS.some((key) => state[key].trim() !== '') ||
    state.facilityId !== null ||
    state.status !== '' ||
    state.openItem !== '' ||
    state.assignedToMe
  );
}

/** The address's search params for a state: only what differs from the defaults. */
export function writeListState(state: OnboardingListState): Record<string, string> {
  const params: Record<string, string> = {};
  if (state.page !== DEFAULTS.page) params.page = String(state.page);
  if (state.size !== DEFAULTS.size) params.size = String(state.size);
  if (state.sortBy !== DEFAULTS.sortBy) params.sortBy = state.sortBy;
  if (state.sortDesc !== DEFAULTS.sortDesc) params.sortDesc = String(state.sortDesc);
  for (const key of TEXT_KEYS) if (state[key]) params[key] = state[key];
  if (state.facilityId !== null) params.facilityId = String(state.facilityId);
  if (state.status) params.status = state.status;
  if (state.openItem) params.openItem = state.openItem;
  if (state.assignedToMe) params.assignedToMe = 'true';
  return params;
}

/** The API query of a state (spec 002 §7: zero-based page, status in upper case). */
export function toQuery(state: OnboardingListState): OnboardingListParams {
  return {
    page: state.page,
    size: state.size as OnboardingListParams['size'],
    sortBy: state.sortBy,
    sortDesc: state.sortDesc ? 'true' : 'false',
    businessName: state.businessName.trim() || undefined,
    email: state.email.trim() || undefined,
    createdBy: state.createdBy.trim() || undefined,
    facilityId: state.facilityId ?? undefined,
    status: state.status || undefined,
    openItemProgrammaticName: state.openItem || undefined,
    showAssignedToMe: state.assignedToMe ? 'true' : undefined,
  };
}
