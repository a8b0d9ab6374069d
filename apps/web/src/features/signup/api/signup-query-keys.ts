/** Query keys of the signup wizard. */
export const signupKeys = {
  all: ['signup'] as const,
  data: (code: string) => [...signupKeys.all, 'data', code.toUpperCase()] as const,
  checklist: (clientId: number) => [...signupKeys.all, 'checklist', clientId] as const,
};
