import { z } from 'zod';
import { CheckedList } from '../screening/lists-checked';

/** A customer as the vendor sees it (spec 000 §3 Customer). `customerId` is the client's id. */
export const Customer = z.object({
  customerId: z.number().int(),
  clientId: z.number().int(),
  customerName: z.string(),
  customerSince: z.string(),
  complianceStatus: z.string(),
  /** Matches under review on the vendor, its owners and employees; they do not change the status (issue 30). */
  openAlerts: z.number().int(),
  enrollmentComplete: z.boolean(),
  enrollmentCompleteDate: z.string().nullable(),
  signupCode: z.string().nullable(),
});
export type Customer = z.infer<typeof Customer>;
export const CustomerList = z.array(Customer);

export const VendorAddress = z.object({
  addrLine1: z.string().nullable(),
  addrLine2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
});

/** Customer detail (spec 001 §3): what the tabs and the certificate need. */
export const CustomerDetail = Customer.extend({
  vendorId: z.number().int(),
  vendorName: z.string(),
  vendorAddress: VendorAddress,
  verificationCode: z.string(),
});
export type CustomerDetail = z.infer<typeof CustomerDetail>;

export const MonitoringInfo = z.object({
  type: z.enum(['COMPANY_MONITORING', 'OWNER_MONITORING', 'EMPLOYEE_MONITORING']),
  numberOfMatch: z.number().int().nullable(),
  startDate: z.string().nullable(),
  numberOfEntities: z.number().int(),
});

/** Vendor info (spec 001 §3). */
export const VendorInfo = z.object({
  vendorId: z.number().int(),
  ptid: z.string(),
  name: z.string(),
  address: VendorAddress,
  phoneNumber: z.string().nullable(),
  enrollmentDate: z.string().nullable(),
  monitoringInfos: z.array(MonitoringInfo),
});
export type VendorInfo = z.infer<typeof VendorInfo>;

/** What anyone holding a certificate can check on the public verification page. */
export const EnrollmentVerification = z.object({
  verificationCode: z.string(),
  vendorName: z.string(),
  customerName: z.string(),
  enrollmentComplete: z.boolean(),
  enrollmentCompleteDate: z.string().nullable(),
  complianceStatus: z.string(),
  checkedAt: z.string(),
  /** The exclusion lists in force, names and days only (the page is public). */
  listsChecked: z.array(CheckedList),
});
