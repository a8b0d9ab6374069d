import type { OnboardingListParams } from '@app/shared/onboarding/onboarding';
import { queryKeys } from '../../../api/query-keys';

/** Under the client area's root, so a review made elsewhere in the client area reloads these too. */
const root = [...queryKeys.clientArea, 'onboarding'] as const;

export const onboardingKeys = {
  all: root,
  stats: [...root, 'stats'] as const,
  list: (query: OnboardingListParams) => [...root, 'list', query] as const,
  openItems: [...root, 'open-items'] as const,
  facilities: [...root, 'facilities'] as const,
  subClients: [...root, 'sub-clients'] as const,
  categories: (clientId: number) => [...root, 'categories', clientId] as const,
  assigneeOptions: [...root, 'assignee-options'] as const,
  summary: (covgId: number) => [...root, 'summary', covgId] as const,
  items: (covgId: number) => [...root, 'items', covgId] as const,
  item: (itemId: number) => [...root, 'item', itemId] as const,
  monitorStatus: (covgId: number) => [...root, 'monitor-status', covgId] as const,
  review: (itemId: number) => [...root, 'review', itemId] as const,
};
