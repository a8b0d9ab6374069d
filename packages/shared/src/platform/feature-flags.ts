// zod/mini: the flags load before the first page, the login page's included (issue 20, decision 224).
import { z } from 'zod/mini';

export const FeatureName = z.enum(['MAINTENANCE_MODE', 'INDIVIDUAL_AUDIT_REPORT', 'FDR_AUDIT_TAB', 'TEST_FEATURE']);
export type FeatureName = z.infer<typeof FeatureName>;

/** Server list is pairs feature/enabled (spec 002 §3 Feature flag). */
export const FeatureFlagState = z.object({ feature: z.string(), enabled: z.boolean() });
export const FeatureFlagList = z.array(FeatureFlagState);
export type FeatureFlagList = z.infer<typeof FeatureFlagList>;

/** A flag's documentation link (spec 002 §3). */
export const FeatureFlagDocument = z.object({ name: z.string(), link: z.string() });

/** A flag as the admin's Feature Flags tab shows it (spec 002 §3). */
export const AdminFeatureFlag = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  initialState: z.boolean(),
  irreversible: z.boolean(),
  productionReady: z.boolean(),
  hidden: z.boolean(),
  createdDate: z.string(),
  documents: z.array(FeatureFlagDocument),
});
export type AdminFeatureFlag = z.infer<typeof AdminFeatureFlag>;
export const AdminFeatureFlagList = z.array(AdminFeatureFlag);

export const FeatureFlagIdParams = z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)) });
export const UpdateFeatureFlagRequest = z.object({ enabled: z.boolean() });

/** An irreversible flag's switch is locked once it left its initial state (spec 002 §4). */
export function isFeatureFlagLocked(flag: Pick<AdminFeatureFlag, 'irreversible' | 'enabled' | 'initialState'>): boolean {
  return flag.irreversible && flag.enabled !== flag.initialState;
}
