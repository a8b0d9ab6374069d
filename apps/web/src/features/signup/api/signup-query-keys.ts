/** Query keys of the signup wizard. */
export const signupKeys = {
  all: ['signup'] as const,
  data: (code: string) => [...signupKeys.all, 'data', code.toUpperCase()] as const,
};
