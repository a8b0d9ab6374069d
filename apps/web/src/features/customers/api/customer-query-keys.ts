import { queryKeys } from '../../../api/query-keys';

/**
 * Query keys of the customers area. The list and the customer detail are shared with other features
 * (api/query-keys); this area's own keys hang under the same root, so invalidating it reaches them all.
 */
export const customerKeys = {
  configurations: (customerId: number) => [...queryKeys.customers.detail(customerId), 'configurations'] as const,
  history: (evdId: number) => [...queryKeys.customers.all, 'evd-history', evdId] as const,
  submission: (submissionId: number) => [...queryKeys.customers.all, 'evd-submission', submissionId] as const,
  newForm: (customerId: number, configId: number) => [...queryKeys.customers.detail(customerId), 'evd-form', configId] as const,
  signupClientName: (signupId: string) => ['signup-code', signupId.toUpperCase()] as const,
};
