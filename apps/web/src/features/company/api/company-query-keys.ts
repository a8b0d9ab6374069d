/** Query keys of the company area; a saved profile invalidates `all` and the AccountInfo revision notes (the server closes them). */
export const companyKeys = {
  all: ['company'] as const,
  profile: (clientId?: string) => [...companyKeys.all, 'profile', clientId ?? 'account'] as const,
};
