import type { FeatureName } from '@app/shared/platform/feature-flags';

/** A menu item's or route's feature-flag condition (spec 002 §2). */
export interface FlagGated {
  /** Shown/open only while this flag is enabled. */
  onFlag?: FeatureName;
  /** Shown/open only while this flag is disabled. */
  offFlag?: FeatureName;
}

/** Whether the flags allow the item: its on-flag (if any) enabled and its off-flag (if any) disabled. */
export function passesFlags(item: FlagGated, flags: Readonly<Record<string, boolean>>): boolean {
  if (item.onFlag && flags[item.onFlag] !== true) return false;
  if (item.offFlag && flags[item.offFlag] === true) return false;
  return true;
}
