import { z } from 'zod';
import { text } from '../validation/text';

export const MONITORING_SERVICES = [
  'Certiphi Screening',
  'Evercheck',
  'HealthStream',
  'KChecks',
  'Medallion',
  'Precheck',
  'Streamline Verify',
  'Verifiable',
  'Verify Comply',
  'Verisys',
  'Other',
] as const;
export const MAX_EMPLOYEE_COUNT = 1_999_999_999;
const REQUIRED = 'Required';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const hasIssueAt = (issues: readonly { path?: readonly PropertyKey[] }[], field: string) =>
  issues.some((issue) => issue.path?.[0] === field);

/** Third-party proof of monitoring (spec 001 §5 Attestation). Empty fields answer "Required". */
export const AttestationRequest = z
  .object({
    fileEntityId: z.number({ error: REQUIRED }).int().positive({ message: REQUIRED }),
    employees: text({ error: REQUIRED })
      .transform((value) => value.replace(/,/g, '').trim())
      // One message at a time: an empty count is only "Required".
      .superRefine((value, ctx) => {
        const message =
          value.length === 0
            ? REQUIRED
            : !/^\d+$/.test(value)
              ? 'Digits only'
              : Number(value) > MAX_EMPLOYEE_COUNT
                ? `At most ${MAX_EMPLOYEE_COUNT.toLocaleString('en-US')}`
                : null;
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
    monitoringServiceUsed: z.enum(MONITORING_SERVICES, { error: REQUIRED }),
    monitoringServiceUsedOtherName: text()
      .trim()
      .max(130, { message: 'Max of 130 characters' })
      .nullish()
      .transform((v) => v || null),
    anyExcludedEmployeesIdentified: z.boolean({ error: REQUIRED }),
    anyExcludedEmployeesIdentifiedResolution: text({ multiline: true })
      .trim()
      .max(5000)
      .nullish()
      .transform((v) => v || null),
    certified: z.literal(true, { error: REQUIRED }),
    attested: z.literal(true, { error: REQUIRED }),
  })
  // `when`: these checks also run while other fields are still invalid, so every "Required" shows at once.
  .refine((value) => value.monitoringServiceUsed !== 'Other' || Boolean(value.monitoringServiceUsedOtherName), {
    message: REQUIRED,
    path: ['monitoringServiceUsedOtherName'],
    when: (payload) =>
      isRecord(payload.value) &&
      payload.value.monitoringServiceUsed === 'Other' &&
      !hasIssueAt(payload.issues, 'monitoringServiceUsedOtherName'),
  })
  .refine((value) => !value.anyExcludedEmployeesIdentified || Boolean(value.anyExcludedEmployeesIdentifiedResolution), {
    message: REQUIRED,
    path: ['anyExcludedEmployeesIdentifiedResolution'],
    when: (payload) =>
      isRecord(payload.value) &&
      payload.value.anyExcludedEmployeesIdentified === true &&
      !hasIssueAt(payload.issues, 'anyExcludedEmployeesIdentifiedResolution'),
  });
export type AttestationRequest = z.output<typeof AttestationRequest>;

export const Attestation = z.object({
  checklistItemId: z.number().int(),
  status: z.enum(['NOT_STARTED', 'INCOMPLETE', 'REVISION_NEEDED', 'COMPLETE']),
  fileEntityId: z.number().int().nullable(),
  filename: z.string().nullable(),
  employees: z.string().nullable(),
  monitoringServiceUsed: z.string().nullable(),
  monitoringServiceUsedOtherName: z.string().nullable(),
  anyExcludedEmployeesIdentified: z.boolean().nullable(),
  anyExcludedEmployeesIdentifiedResolution: z.string().nullable(),
});
