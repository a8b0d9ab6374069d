/** Home lists show at most 4 items (spec 000 §9). */
const HOME_CARD_MAX_ITEMS = 4;

/** The items a home card shows and how many it leaves out. */
export function truncateCard<T>(items: readonly T[], max = HOME_CARD_MAX_ITEMS): { shown: T[]; notShown: number } {
  return { shown: items.slice(0, max), notShown: Math.max(0, items.length - max) };
}

/** 'View all (n not shown)' (spec 000 §2 Home). */
export const viewAllText = (notShown: number) => `View all (${notShown} not shown)`;
