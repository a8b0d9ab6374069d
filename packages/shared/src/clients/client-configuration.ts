import { z } from 'zod';

/**
 * A client's configuration as a connected vendor reads it (spec 001 §3 Client configuration): the owner
 * and company rules (requirementMap), the vendor data it requires (W9) and whether its owners include
 * managing employees and signup requires payment.
 */
export const ClientConfiguration = z.object({
  clientId: z.number().int(),
  clientName: z.string(),
  requirementMap: z.object({ OWNER_TIN: z.boolean(), OWNER_DOB: z.boolean(), SERVICES_OFFERED: z.boolean(), OWNER_REQUIRED_AT_SIGNUP: z.boolean() }),
  requiredVendorData: z.array(z.string()),
  ownersIncludeManagingEmployees: z.boolean(),
  paymentRequired: z.boolean(),
});
export type ClientConfiguration = z.infer<typeof ClientConfiguration>;
