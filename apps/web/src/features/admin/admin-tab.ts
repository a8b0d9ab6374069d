import type { ComponentType } from 'react';

/**
 * What decides whether a tab shows (spec 002 §2): the feature flags as the app loaded them, and whether
 * this deployment is production (GET /util/environment; taken as production until it is known).
 */
export interface AdminTabContext {
  flags: Readonly<Record<string, boolean>>;
  production?: boolean;
}

/**
 * The areas the hub's side navigation groups its tabs by (issue 33: fifteen tabs in one sideways strip
 * hid the last ones), in the order they show.
 */
const ADMIN_TAB_GROUPS = ['Overview', 'Screening', 'Vendors and clients', 'Billing', 'System'] as const;
export type AdminTabGroup = (typeof ADMIN_TAB_GROUPS)[number];

/** One tab of the admin hub: its route key (/admin/{key}), area, label, panel and, when conditional, when it shows. */
export interface AdminTab {
  /** The spec's route key; HOME_TAB_KEY is the hub's home at /admin itself. */
  key: string;
  group: AdminTabGroup;
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

/** The visible tabs by area, areas in their order, empty areas left out. */
export function groupAdminTabs(tabs: readonly AdminTab[]): { group: AdminTabGroup; tabs: AdminTab[] }[] {
  return ADMIN_TAB_GROUPS.map((group) => ({ group, tabs: tabs.filter((tab) => tab.group === group) })).filter(
    (entry) => entry.tabs.length > 0,
  );
}
