import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  MonitorStatus,
  OnboardingOptions,
  OnboardingPage,
  OnboardingStats,
  OpenItemOptions,
  VendorReview,
  WorkflowItem,
  WorkflowItems,
  WorkflowSummary,
  type OnboardingListParams,
} from '@app/shared/onboarding/onboarding';
import { http } from '../../../api/http';
import { onboardingKeys } from './onboarding-query-keys';

/** Lists and pickers change rarely within a visit. */
const OPTIONS_STALE_MS = 5 * 60_000;

/** GET /onboarding/stats: aging, average days, enrolled and complete. */
export function useOnboardingStats() {
  return useQuery({
    queryKey: onboardingKeys.stats,
    queryFn: async () => OnboardingStats.parse(await http.get('/onboarding/stats')),
  });
}

/** GET /onboarding/workflows: one page of the vendors onboarding; the previous rows stay while the next page loads. */
export function useOnboardingWorkflows(query: OnboardingListParams) {
  return useQuery({
    queryKey: onboardingKeys.list(query),
    queryFn: async () => OnboardingPage.parse(await http.get('/onboarding/workflows', { query: { ...query } })),
    placeholderData: keepPreviousData,
  });
}

/** GET /onboarding/open-item-options: the open-item filter's choices. */
export function useOpenItemOptions() {
  return useQuery({
    queryKey: onboardingKeys.openItems,
    queryFn: async () => OpenItemOptions.parse(await http.get('/onboarding/open-item-options')),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** GET /client/facilities: the client and its sub-clients (the table's facility filter). */
export function useOnboardingFacilities() {
  return useQuery({
    queryKey: onboardingKeys.facilities,
    queryFn: async () => OnboardingOptions.parse(await http.get('/client/facilities')),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** GET /clients/selected/subclients: the client's sub-clients; any makes Facility required for a new vendor (spec 002 §5). */
export function useOnboardingSubClients() {
  return useQuery({
    queryKey: onboardingKeys.subClients,
    queryFn: async () => OnboardingOptions.parse(await http.get('/clients/selected/subclients')),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** GET /clients/{id}/vendor-categories: the client's vendor categories (the first is the default). */
export function useOnboardingCategories(clientId: number) {
  return useQuery({
    queryKey: onboardingKeys.categories(clientId),
    queryFn: async () => OnboardingOptions.parse(await http.get(`/clients/${clientId}/vendor-categories`)),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** GET /onboarding/assignee-options: the client's users a step can be assigned to. */
export function useAssigneeOptions(enabled: boolean) {
  return useQuery({
    queryKey: onboardingKeys.assigneeOptions,
    queryFn: async () => OnboardingOptions.parse(await http.get('/onboarding/assignee-options')),
    staleTime: OPTIONS_STALE_MS,
    enabled,
  });
}

/** GET /onboarding/vendor/{covgId}: the workflow page's summary. */
export function useWorkflowSummary(covgId: number) {
  return useQuery({
    queryKey: onboardingKeys.summary(covgId),
    queryFn: async () => WorkflowSummary.parse(await http.get(`/onboarding/vendor/${covgId}`)),
    retry: false,
  });
}

/** GET /onboarding/steps/{covgId}: the workflow's items in order. */
export function useWorkflowItems(covgId: number) {
  return useQuery({
    queryKey: onboardingKeys.items(covgId),
    queryFn: async () => WorkflowItems.parse(await http.get(`/onboarding/steps/${covgId}`)),
    retry: false,
  });
}

/** GET /onboarding/step/{id}: one item, for the step page. */
export function useWorkflowItem(itemId: number) {
  return useQuery({
    queryKey: onboardingKeys.item(itemId),
    queryFn: async () => WorkflowItem.parse(await http.get(`/onboarding/step/${itemId}`)),
    retry: false,
  });
}

/** GET /onboarding/monitor-status/{covgId}: Clear, or the vendor's and owners' open alerts. */
export function useMonitorStatus(covgId: number, enabled: boolean) {
  return useQuery({
    queryKey: onboardingKeys.monitorStatus(covgId),
    queryFn: async () => MonitorStatus.parse(await http.get(`/onboarding/monitor-status/${covgId}`)),
    enabled,
    retry: false,
  });
}

/** GET /onboarding/step/{id}/vendor-review: everything the vendor submitted, for the review step. */
export function useVendorReview(itemId: number, enabled: boolean) {
  return useQuery({
    queryKey: onboardingKeys.review(itemId),
    queryFn: async () => VendorReview.parse(await http.get(`/onboarding/step/${itemId}/vendor-review`)),
    enabled,
    retry: false,
  });
}
