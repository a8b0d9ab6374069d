/** Query keys of the W-9 area; a new or submitted W-9 invalidates `all` (list and revision notes). */
export const w9Keys = {
  all: ['w9'] as const,
  list: () => [...w9Keys.all, 'list'] as const,
  revisionNotes: () => [...w9Keys.all, 'revision-notes'] as const,
};
