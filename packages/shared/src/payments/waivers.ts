import { z } from 'zod';
import { text } from '../validation/text';

/** What a waiver can be asked for: the payments a client asks of its vendors (issue 15). */
export const WaivableSubscriptionType = z.enum(['VP_ENGAGE_CVC', 'VP_ENGAGE']);
export type WaivableSubscriptionType = z.infer<typeof WaivableSubscriptionType>;

/**
 * The payments a client asks of an enrolled vendor that it has not made, which it may ask the client to
 * waive: VendorProof when the client requires payment and the vendor has no paid VendorProof (one fee
 * covers every client); VendorProof Engage when the client has that product and the vendor no active
 * Engage subscription for it.
 */
export function waivablePayments(facts: {
  paymentRequired: boolean;
  vendorProofPaid: boolean;
  clientHasEngage: boolean;
  engagePaid: boolean;
}): WaivableSubscriptionType[] {
  const types: WaivableSubscriptionType[] = [];
  if (facts.paymentRequired && !facts.vendorProofPaid) types.push('VP_ENGAGE_CVC');
  if (facts.clientHasEngage && !facts.engagePaid) types.push('VP_ENGAGE');
  return types;
}

export const WaiverReason = z.enum(['NON_PROFIT', 'GOVERNMENT', 'OCCASIONAL_VENDOR', 'CLIENT_AGREED', 'OTHER']);
export type WaiverReason = z.infer<typeof WaiverReason>;

/** The reasons the request dialog offers, in order (PRODUCT-NOTES §4: a reason, or "Other" with free text). */
export const WAIVER_REASON_LABEL: Readonly<Record<WaiverReason, string>> = {
  NON_PROFIT: 'We are a non-profit organization',
  GOVERNMENT: 'We are a government agency',
  OCCASIONAL_VENDOR: 'We are a one-time or occasional vendor of this client',
  CLIENT_AGREED: 'The client agreed to waive this payment',
  OTHER: 'Other',
};

export const WAIVER_REASON_REQUIRED = 'Please select a reason';
export const WAIVER_DETAILS_REQUIRED = 'Please tell us why';
export const WAIVER_REJECT_REASON_REQUIRED = 'Please tell the vendor why the waiver is not approved';

export const WaiverStatus = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
export type WaiverStatus = z.infer<typeof WaiverStatus>;

export const WAIVER_STATUS_TEXT: Readonly<Record<WaiverStatus, string>> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

/** The vendor's request: which client's payment, why (details required for Other). */
export const PaymentWaiverRequest = z
  .object({
    clientId: z.number().int().positive(),
    subscriptionType: WaivableSubscriptionType,
    reason: WaiverReason,
    reasonDetails: text({ multiline: true }).trim().max(1000).nullish(),
  })
  .refine((value) => value.reason !== 'OTHER' || Boolean(value.reasonDetails?.trim()), {
    message: WAIVER_DETAILS_REQUIRED,
    path: ['reasonDetails'],
  });
export type PaymentWaiverRequest = z.input<typeof PaymentWaiverRequest>;

export const WaiverEvent = z.object({
  action: z.enum(['REQUESTED', 'APPROVED', 'REJECTED', 'PAID']),
  actorName: z.string(),
  note: z.string().nullable(),
  at: z.string(),
});
export type WaiverEvent = z.infer<typeof WaiverEvent>;

/** One waiver request, as the vendor and the client see it. */
export const PaymentWaiver = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  clientId: z.number().int(),
  clientName: z.string(),
  subscriptionType: WaivableSubscriptionType,
  /** "VendorProof" or "VendorProof Engage, {client}". */
  label: z.string(),
  status: WaiverStatus,
  reason: WaiverReason,
  reasonText: z.string(),
  reasonDetails: z.string().nullable(),
  requestedByName: z.string(),
  requestedAt: z.string(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  history: z.array(WaiverEvent),
});
export type PaymentWaiver = z.infer<typeof PaymentWaiver>;

/** A payment a client asks of the vendor, and the vendor's waiver request for it if any. */
export const WaiverOption = z.object({
  clientId: z.number().int(),
  clientName: z.string(),
  subscriptionType: WaivableSubscriptionType,
  label: z.string(),
  waiver: PaymentWaiver.nullable(),
});
export type WaiverOption = z.infer<typeof WaiverOption>;
export const WaiverOptionList = z.array(WaiverOption);

export const WAIVER_FILTERS = ['PENDING', 'APPROVED', 'REJECTED', 'ALL'] as const;
export type WaiverFilter = (typeof WAIVER_FILTERS)[number];

/** GET /client/waivers: pending by default (PRODUCT-NOTES §4), vendor name contains, zero-based page. */
export const ClientWaiverQuery = z.object({
  status: z.enum(WAIVER_FILTERS).default('PENDING'),
  vendorName: text().trim().max(100).optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(25),
});
/** The list's query as the web sends it. */
export interface ClientWaiverParams {
  status?: WaiverFilter;
  vendorName?: string;
  page?: number;
  size?: number;
}

export const ClientWaiverPage = z.object({ content: z.array(PaymentWaiver), total: z.number().int() });
export type ClientWaiverPage = z.infer<typeof ClientWaiverPage>;

/** Approving takes an optional note for the vendor; rejecting needs the reason the vendor is told. */
export const ApproveWaiverRequest = z.object({ note: text({ multiline: true }).trim().max(1000).nullish() });
export const RejectWaiverRequest = z.object({
  reason: text({ multiline: true, error: WAIVER_REJECT_REASON_REQUIRED }).trim().min(1, WAIVER_REJECT_REASON_REQUIRED).max(1000),
});
export type RejectWaiverRequest = z.input<typeof RejectWaiverRequest>;
