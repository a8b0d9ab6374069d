/** Query keys of the company area; a saved profile invalidates `all` (the notes it answered close too). */
export const companyKeys = {
  all: ['company'] as const,
  profile: (clientId?: string) => [...companyKeys.all, 'profile', clientId ?? 'account'] as const,
  revisionNotes: () => [...companyKeys.all, 'revision-notes'] as const,
};
