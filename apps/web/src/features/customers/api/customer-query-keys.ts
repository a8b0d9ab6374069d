/** Query keys of the customers area; the list key is shared with the dashboard's Customers card. */
export const customerKeys = {
  all: ['customers'] as const,
  list: () => [...customerKeys.all, 'list'] as const,
  detail: (customerId: number) => [...customerKeys.all, 'detail', customerId] as const,
  configurations: (customerId: number) => [...customerKeys.detail(customerId), 'configurations'] as const,
  history: (evdId: number) => [...customerKeys.all, 'evd-history', evdId] as const,
  submission: (submissionId: number) => [...customerKeys.all, 'evd-submission', submissionId] as const,
  newForm: (customerId: number, configId: number) => [...customerKeys.detail(customerId), 'evd-form', configId] as const,
  signupClientName: (signupId: string) => ['signup-code', signupId.toUpperCase()] as const,
};
