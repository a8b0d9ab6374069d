import { z } from 'zod';

/**
 * A client's configuration as a connected vendor reads it (spec 001 §3 Client configuration): the owner
 * and company rules (requirementMap), the vendor data it requires (W9) and whether its owners include
 * managing employees and signup requires payment.
 */
export const ClientConfiguration = z.object({
  clientId: z.number().int(),
  clientName: z.string(),
  requirementMap: z.object({
    OWNER_TIN: z.boolean(),
    OWNER_DOB: z.boolean(),
    SERVICES_OFFERED: z.boolean(),
    OWNER_REQUIRED_AT_SIGNUP: z.boolean(),
  }),
  requiredVendorData: z.array(z.string()),
  ownersIncludeManagingEmployees: z.boolean(),
  paymentRequired: z.boolean(),
});
export type ClientConfiguration = z.infer<typeof ClientConfiguration>;

/**
 * A client's configuration as stored (JSON, every part optional), read with the product's defaults:
 * owner rules off, services offered required, no required vendor data, no payment. A malformed part
 * falls back to its default instead of failing the request.
 */
const StoredConfiguration = z.object({
  requirementMap: z
    .object({
      OWNER_TIN: z.boolean().catch(false).default(false),
      OWNER_DOB: z.boolean().catch(false).default(false),
      SERVICES_OFFERED: z.boolean().catch(true).default(true),
      OWNER_REQUIRED_AT_SIGNUP: z.boolean().catch(false).default(false),
    })
    .catch({ OWNER_TIN: false, OWNER_DOB: false, SERVICES_OFFERED: true, OWNER_REQUIRED_AT_SIGNUP: false })
    .default({ OWNER_TIN: false, OWNER_DOB: false, SERVICES_OFFERED: true, OWNER_REQUIRED_AT_SIGNUP: false }),
  requiredVendorData: z.array(z.string()).catch([]).default([]),
  ownersIncludeManagingEmployees: z.boolean().catch(false).default(false),
  paymentRequired: z.boolean().catch(false).default(false),
});
export type StoredConfiguration = z.output<typeof StoredConfiguration>;

export function readStoredConfiguration(stored: unknown): StoredConfiguration {
  return StoredConfiguration.parse(typeof stored === 'object' && stored !== null ? stored : {});
}
