/** Query keys of the W-9 area; a new W-9 invalidates `all` and the W-9 revision notes (api/query-keys). */
export const w9Keys = {
  all: ['w9'] as const,
  list: () => [...w9Keys.all, 'list'] as const,
};
