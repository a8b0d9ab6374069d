import type { ComponentType } from 'react';

/**
 * What decides whether a tab shows (spec 002 §2): the feature flags as the app loaded them, and whether
 * this deployment is production (GET /util/environment; taken as production until it is known).
 */
export interface AdminTabContext {
  flags: Readonly<Record<string, boolean>>;
  production?: boolean;
}

/** One tab of the admin hub: its route key (/admin/{key}), label, panel and, when conditional, when it shows. */
export interface AdminTab {
  /** The spec's route key; HOME_TAB_KEY is the hub's home at /admin itself. */
  key: string;
  label: string;
  Panel: ComponentType;
  shown?: (context: AdminTabContext) => boolean;
}

/** The key of the hub's home tab, shown at /admin. */
export const HOME_TAB_KEY = 'home';

/** The address of a tab: /admin for the home tab, /admin/{key} otherwise. */
export function adminTabPath(key: string): string {
  return key === HOME_TAB_KEY ? '/admin' : `/admin/${key}`;
}

/** The tabs the context shows, in their declared order. */
export function visibleAdminTabs(tabs: readonly AdminTab[], context: AdminTabContext): AdminTab[] {
  return tabs.filter((tab) => tab.shown?.(context) ?? true);
}
