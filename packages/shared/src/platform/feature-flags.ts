import { z } from 'zod';

export const FeatureName = z.enum(['MAINTENANCE_MODE', 'INDIVIDUAL_AUDIT_REPORT', 'FDR_AUDIT_TAB', 'TEST_FEATURE']);
export type FeatureName = z.infer<typeof FeatureName>;

/** Server list is pairs feature/enabled (spec 002 §3 Feature flag). */
export const FeatureFlagState = z.object({ feature: z.string(), enabled: z.boolean() });
export const FeatureFlagList = z.array(FeatureFlagState);
export type FeatureFlagList = z.infer<typeof FeatureFlagList>;
