import { z } from 'zod';
import { text } from '../validation/text';
import { messages } from '../validation/messages';
import { EMAIL_PATTERN } from '../validation/fields';
import { isRealDate } from '../employees/employee';

export const Recipient = z.object({
  companyName: text({ error: messages.required('Company') })
    .trim()
    .min(1, { message: messages.required('Company') })
    .max(200),
  contactName: text({ error: messages.required('Contact Name') })
    .trim()
    .min(1, { message: messages.required('Contact Name') })
    .max(200),
  email: text({ error: messages.required('Email') })
    .trim()
    .min(1, { message: messages.required('Email') })
    .refine((value) => EMAIL_PATTERN.test(value), { message: messages.email }),
});

/** A scheduled shared report (spec 001 §3) with the rules of §5: send date not before today (checked by the server in the vendor's time zone). */
export const ScheduledReportInput = z.object({
  startDate: text({ error: messages.required('Send Date') })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: messages.required('Send Date') })
    .refine(isRealDate, { message: messages.required('Send Date') }),
  frequency: z.enum(['ONE_TIME', 'MONTHLY'], { error: messages.required('Repeat') }),
  companyName: text().trim().max(200).optional(),
  recipients: z.array(Recipient).min(1, { message: 'At least one recipient is needed' }).max(20),
});
export type ScheduledReportInput = z.infer<typeof ScheduledReportInput>;

export const ScheduledReport = z.object({
  id: z.number().int(),
  type: z.literal('VENDOR_COMPLIANCE_REPORT'),
  startDate: z.string(),
  frequency: z.enum(['ONE_TIME', 'MONTHLY']),
  companyName: z.string(),
  recipients: z.array(Recipient),
  nextSendDate: z.string().nullable(),
  deliveries: z.array(z.object({ occurrence: z.string(), email: z.string(), sentAt: z.string().nullable(), error: z.string().nullable() })),
});
export type ScheduledReport = z.infer<typeof ScheduledReport>;

export const SEND_DATE_IN_PAST = 'Send Date cannot be before today';
