import { hashPassword } from '../../platform/auth/passwords';
import type { FieldEncryption } from '../../platform/crypto/field-encryption';
import type { Db } from '../../platform/db/database';
import type { SubscriptionsTable } from '../schema';
import { sealSsn } from '../../modules/employees/ssn';
import { newVerificationCode } from '../../modules/customers/connect-signup-id';
import { sealCovTin } from '../../modules/client/vendors/cov-tin';
import { nextRenewal } from '../../modules/payments/prices';
import type { Role } from '@app/shared/users/current-user';
import { DEFAULT_TEMPLATE_STEPS } from '@app/shared/onboarding/onboarding-rules';

/**
 * Builders of valid rows, shared by the demo seed, the integration tests and the e2e setup. Each takes
 * overrides and fills the rest with unique values, so tests never collide.
 */
let sequence = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(sequence++).toString(36)}`;

export async function buildClient(db: Db, overrides: { name?: string; tag?: string; products?: string[]; parentClientId?: number } = {}) {
  const tag = overrides.tag ?? unique('client');
  return db
    .insertInto('clients')
    .values({
      name: overrides.name ?? `Client ${tag}`,
      tag,
      products: overrides.products ?? [],
      parent_client_id: overrides.parentClientId ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function buildVendor(db: Db, overrides: { businessName?: string | null; dbaName?: string | null } = {}) {
  return db
    .insertInto('vendors')
    .values({
      business_name: overrides.businessName === undefined ? unique('Vendor') : overrides.businessName,
      dba_name: overrides.dbaName ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const DEFAULT_TEST_PASSWORD = 'DemoPass!2026';
// Hashing is deliberately slow; tests share one hash of the default password.
let defaultHash: Promise<string> | undefined;

export async function buildUser(
  db: Db,
  overrides: {
    username?: string;
    role?: Role;
    vendorId?: number | null;
    clientId?: number | null;
    permissions?: string[];
    password?: string;
    passwordChangedAt?: Date;
    firstName?: string;
    lastName?: string;
    email?: string | null;
    disabled?: boolean;
  } = {},
) {
  const role = overrides.role ?? 'Vendor User';
  const vendorId = overrides.vendorId !== undefined ? overrides.vendorId : role === 'Vendor User' ? (await buildVendor(db)).id : null;
  const clientId = overrides.clientId !== undefined ? overrides.clientId : role === 'Client User' ? (await buildClient(db)).id : null;
  const passwordHash = overrides.password
    ? await hashPassword(overrides.password)
    : await (defaultHash ??= hashPassword(DEFAULT_TEST_PASSWORD));
  const username = overrides.username ?? unique('user');
  return db
    .insertInto('users')
    .values({
      username,
      role,
      vendor_id: vendorId,
      client_id: clientId,
      permissions: overrides.permissions ?? [],
      password_hash: passwordHash,
      password_changed_at: overrides.passwordChangedAt ?? new Date(),
      first_name: overrides.firstName ?? 'Test',
      last_name: overrides.lastName ?? 'User',
      email: overrides.email === undefined ? `${username}@example.test` : overrides.email,
      disabled: overrides.disabled ?? false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function buildSubscription(
  db: Db,
  overrides: {
    vendorId: number;
    clientId?: number | null;
    type?: SubscriptionsTable['subscription_type'];
    status?: SubscriptionsTable['status'];
    startDate?: string;
    amountCents?: number;
    renewalDate?: string | null;
    autoRenew?: boolean;
  },
) {
  const start = overrides.startDate ?? new Date().toISOString().slice(0, 10);
  return db
    .insertInto('subscriptions')
    .values({
      vendor_id: overrides.vendorId,
      client_id: overrides.clientId ?? null,
      subscription_type: overrides.type ?? 'VP_EMPLOYEE_MONITORING',
      status: overrides.status ?? 'ACTIVE',
      start_date: start,
      renewal_date:
        overrides.renewalDate === undefined ? addMonths(start, overrides.type === 'VP_ENGAGE_CVC' ? 12 : 1) : overrides.renewalDate,
      auto_renew: overrides.autoRenew ?? true,
      amount_cents: overrides.amountCents ?? 2500,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A card on file for a vendor as the sandbox gateway stores it: its token approves every charge, or
 * (`decline-charges`) declines every one, as Braintree's declining test card does.
 */
export async function buildCardOnFile(db: Db, overrides: { vendorId: number; outcome?: 'approve' | 'decline-charges'; lastFour?: string }) {
  return db
    .insertInto('payment_methods')
    .values({
      vendor_id: overrides.vendorId,
      gateway_token: unique(`sandbox-token-${overrides.outcome ?? 'approve'}`),
      payment_type: 'CREDIT_CARD',
      last_four: overrides.lastFour ?? '1111',
      card_type: 'Visa',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A settled payment of a vendor (PAID unless told), as the charge path or the demo history writes it.
 * `clientId` is the payment's own client; left out, the payment names only its subscription.
 */
export async function buildPayment(
  db: Db,
  overrides: {
    vendorId: number;
    subscriptionId?: number | null;
    clientId?: number | null;
    type?: SubscriptionsTable['subscription_type'];
    status?: 'PAID' | 'FAILED';
    amountCents?: number;
    description?: string;
    paymentDate?: Date;
  },
) {
  const status = overrides.status ?? 'PAID';
  const type = overrides.type ?? 'VP_EMPLOYEE_MONITORING';
  const periodStart = (overrides.paymentDate ?? new Date()).toISOString().slice(0, 10);
  return db
    .insertInto('payments')
    .values({
      vendor_id: overrides.vendorId,
      subscription_id: overrides.subscriptionId ?? null,
      client_id: overrides.clientId ?? null,
      subscription_type: type,
      amount_cents: overrides.amountCents ?? 2500,
      status,
      idempotency_key: unique('payment'),
      key_source: 'SERVER',
      transaction_id: status === 'PAID' ? unique('sandbox-txn') : null,
      failure_message: status === 'FAILED' ? 'Do Not Honor (2000)' : null,
      description: overrides.description ?? 'Payment',
      period_start: periodStart,
      period_end: nextRenewal(type, periodStart),
      ...(overrides.paymentDate ? { payment_date: overrides.paymentDate } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

function addMonths(isoDate: string, months: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

let ssnSequence = 500_000_000 + Math.floor(Math.random() * 100_000_000);

/** An active employee of a vendor, SSN encrypted and blind-indexed like the API does. */
export async function buildEmployee(
  deps: { db: Db; encryption: FieldEncryption },
  overrides: {
    vendorId: number;
    firstName?: string;
    lastName?: string;
    dob?: string | null;
    ssn?: string;
    npi?: string | null;
    street1?: string | null;
    city?: string | null;
    state?: string | null;
    postalCode?: string | null;
    uploadId?: number | null;
    createdAt?: Date;
  },
) {
  const ssn = overrides.ssn ?? String(ssnSequence++);
  return deps.db
    .insertInto('employees')
    .values({
      vendor_id: overrides.vendorId,
      first_name: overrides.firstName ?? 'Test',
      last_name: overrides.lastName ?? unique('Employee'),
      dob: overrides.dob === undefined ? '1985-05-15' : overrides.dob,
      ...sealSsn(deps.encryption, ssn),
      npi: overrides.npi ?? null,
      street1: overrides.street1 ?? null,
      city: overrides.city ?? null,
      state: overrides.state ?? null,
      postal_code: overrides.postalCode ?? null,
      upload_id: overrides.uploadId ?? null,
      ...(overrides.createdAt ? { created_at: overrides.createdAt } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A client's vendor group (COVG) with a signup code. */
export async function buildCovgWithCode(
  db: Db,
  overrides: {
    clientId: number;
    code?: string;
    preferredName?: string;
    used?: boolean;
    vendorId?: number | null;
    category?: string | null;
  },
) {
  const covg = await db
    .insertInto('covgs')
    .values({
      client_id: overrides.clientId,
      preferred_name: overrides.preferredName ?? unique('Vendor Group'),
      vendor_id: overrides.vendorId ?? null,
      category: overrides.category ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const code = overrides.code ?? Math.random().toString(36).slice(2, 10).toUpperCase().padEnd(8, 'X');
  await db
    .insertInto('signup_codes')
    .values({
      code,
      covg_id: covg.id,
      used: overrides.used ?? false,
      ...(overrides.used ? { used_time: new Date(), used_username: 'someone' } : {}),
    })
    .execute();
  return { covg, code };
}

/** An enrolment of a vendor with a client (complete by default, since `completeDate`). */
export async function buildEnrollment(
  db: Db,
  overrides: {
    vendorId: number;
    clientId: number;
    complete?: boolean;
    completeDate?: string;
    customerSince?: string;
    signupCode?: string | null;
  },
) {
  const complete = overrides.complete ?? true;
  return db
    .insertInto('enrollments')
    .values({
      vendor_id: overrides.vendorId,
      client_id: overrides.clientId,
      enrollment_complete: complete,
      enrollment_complete_date: complete ? (overrides.completeDate ?? '2025-03-01') : null,
      customer_since: overrides.customerSince ?? overrides.completeDate ?? '2025-03-01',
      signup_code: overrides.signupCode ?? null,
      verification_code: newVerificationCode(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A to-do of a vendor for a client. */
export async function buildChecklistItem(
  db: Db,
  overrides: {
    vendorId: number;
    clientId: number;
    name?: string;
    type?: 'EVD' | 'W9' | 'MONTHLY_POM' | 'POM' | 'OTHER';
    status?: 'NOT_STARTED' | 'INCOMPLETE' | 'REVISION_NEEDED' | 'COMPLETE';
    dueDate?: string | null;
    required?: boolean;
    evdConfigurationId?: number | null;
    priority?: number;
  },
) {
  return db
    .insertInto('checklist_items')
    .values({
      vendor_id: overrides.vendorId,
      client_id: overrides.clientId,
      type: overrides.type ?? 'OTHER',
      name: overrides.name ?? unique('To-do'),
      status: overrides.status ?? 'NOT_STARTED',
      due_date: overrides.dueDate === undefined ? null : overrides.dueDate,
      required: overrides.required ?? true,
      evd_configuration_id: overrides.evdConfigurationId ?? null,
      priority: overrides.priority ?? 100,
      answers: '{}',
      completed_at: overrides.status === 'COMPLETE' ? new Date() : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

let vendorNumberSequence = 0;

/** One accounts-payable record (COV) of a vendor group at a facility (the client or a sub-client); TIN sealed like imports do. */
export async function buildCov(
  deps: { db: Db; encryption: FieldEncryption },
  overrides: {
    covgId: number;
    clientId: number;
    vendorNumber?: string;
    legalName?: string;
    tin?: string | null;
    tinType?: 'SSN' | 'EIN' | 'UNKNOWN';
    managerName?: string | null;
    category?: string | null;
  },
) {
  const tin = overrides.tin === undefined ? String(100_000_000 + Math.floor(Math.random() * 899_999_999)) : overrides.tin;
  // A record of a group linked to a vendor stands for that vendor (its PTID), as signup links them.
  const group = await deps.db.selectFrom('covgs').select('vendor_id').where('id', '=', overrides.covgId).executeTakeFirst();
  return deps.db
    .insertInto('covs')
    .values({
      covg_id: overrides.covgId,
      vendor_id: group?.vendor_id ?? null,
      client_id: overrides.clientId,
      vendor_number: overrides.vendorNumber ?? unique(`V${++vendorNumberSequence}`),
      legal_name: overrides.legalName ?? unique('Legal Name'),
      tin_type: overrides.tinType ?? (tin ? 'EIN' : 'UNKNOWN'),
      ...(tin ? sealCovTin(deps.encryption, tin) : {}),
      manager_name: overrides.managerName ?? null,
      category: overrides.category ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A client's invoice to a vendor number, as the invoice imports write it (amount in cents; linked when `covId`). */
export async function buildInvoice(
  db: Db,
  overrides: {
    clientId: number;
    vendorNumber: string;
    covId?: number | null;
    invoiceNumber?: string;
    amountCents?: number;
    invoiceDate?: string | null;
    paymentDate?: string | null;
    paymentDueDate?: string | null;
    paymentStatus?: string | null;
    includeInAnnualSpend?: boolean;
  },
) {
  return db
    .insertInto('invoices')
    .values({
      client_id: overrides.clientId,
      cov_id: overrides.covId ?? null,
      vendor_number: overrides.vendorNumber,
      invoice_number: overrides.invoiceNumber ?? unique('INV'),
      amount_cents: overrides.amountCents ?? 10_000,
      invoice_date: overrides.invoiceDate === undefined ? null : overrides.invoiceDate,
      payment_date: overrides.paymentDate === undefined ? null : overrides.paymentDate,
      payment_due_date: overrides.paymentDueDate === undefined ? null : overrides.paymentDueDate,
      payment_status: overrides.paymentStatus === undefined ? null : overrides.paymentStatus,
      include_in_annual_spend: overrides.includeInAnnualSpend ?? true,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * An onboarding workflow of a vendor group with the default template's items (issue 15). `resolved`
 * stores items as done (signup is never stored: it follows the COVG's vendor); `createdAt` backdates it.
 */
export async function buildOnboardingWorkflow(
  db: Db,
  overrides: {
    covgId: number;
    clientId: number;
    createdBy?: number | null;
    createdByName?: string;
    createdAt?: Date;
    completedAt?: Date | null;
    resolved?: Partial<Record<'VENDOR_REVIEW' | 'MONITOR_STATUS' | 'VENDOR_EXPORT', 'COMPLETE' | 'NON_APPLICABLE'>>;
  },
) {
  const workflow = await db
    .insertInto('onboarding_workflows')
    .values({
      covg_id: overrides.covgId,
      client_id: overrides.clientId,
      created_by: overrides.createdBy ?? null,
      created_by_name: overrides.createdByName ?? 'Test User',
      created_at: overrides.createdAt ?? new Date(),
      completed_at: overrides.completedAt ?? null,
      exported_at: overrides.resolved?.VENDOR_EXPORT ? (overrides.completedAt ?? new Date()) : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const items = await db
    .insertInto('onboarding_workflow_items')
    .values(
      DEFAULT_TEMPLATE_STEPS.map((step, index) => {
        const done = step.programmaticName === 'VENDOR_SIGNUP' ? undefined : overrides.resolved?.[step.programmaticName];
        return {
          workflow_id: workflow.id,
          programmatic_name: step.programmaticName,
          position: index + 1,
          name: step.name,
          step_action: step.stepAction,
          status: done ?? 'ACTIVE',
          completion_date: done ? (overrides.completedAt ?? new Date()) : null,
          completer_name: done ? (overrides.createdByName ?? 'Test User') : null,
        };
      }),
    )
    .returningAll()
    .execute();
  return { workflow, items };
}

/**
 * An exclusion alert of a subject on the LEIE, as screening raises it (OPEN unless `status`), with the
 * failed snapshot row it needs (never in force, so screening ignores it). For tests of reviewing and
 * resolving alerts without importing a list and screening.
 */
export async function buildAlert(
  db: Db,
  overrides: {
    vendorId: number;
    subjectType: 'VENDOR' | 'OWNER' | 'EMPLOYEE';
    subjectId: number;
    status?: 'OPEN' | 'VENDOR_RESPONDED' | 'CONFIRMED' | 'CLEARED';
    matchedName?: string;
  },
) {
  const snapshot = await db
    .insertInto('list_snapshots')
    .values({ source_id: 'leie', status: 'FAILED', mode: 'FULL', file_name: 'factory.csv', file_sha256: unique('sha') })
    .returning('id')
    .executeTakeFirstOrThrow();
  return db
    .insertInto('screening_alerts')
    .values({
      vendor_id: overrides.vendorId,
      subject_type: overrides.subjectType,
      subject_id: overrides.subjectId,
      source_id: 'leie',
      record_id: unique('record'),
      snapshot_id: snapshot.id,
      score: 0.95,
      band: 'MATCH',
      matched_name: overrides.matchedName ?? 'SMITH, JANE',
      evidence: JSON.stringify([]),
      reasons: JSON.stringify(['Same name']),
      record: JSON.stringify({}),
      record_hash: 'factory',
      subject_hash: 'factory',
      status: overrides.status ?? 'OPEN',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
