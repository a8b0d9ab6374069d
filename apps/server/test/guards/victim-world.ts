import { seedDemoData } from '../../src/db/seed/demo-seed';
import { buildClient, buildEmployee, buildEnrollment, buildSubscription, buildVendor } from '../../src/db/seed/factories';
import { importListFromPath } from '../../src/modules/screening/lists/import-list-from-path';
import { screenOneSubject } from '../../src/modules/screening/monitoring/screen-subjects';
import { TestClient } from '../../src/testing/http-client';
import { signedInClient, signedInUser } from '../../src/testing/signed-in';
import type { TestApp } from '../../src/testing/test-app';
import { LEIE_HEADER, leiePersonRow, writeListFile } from '../screening/list-fixtures';

/**
 * The demo seed's Acme Medical Supply (demo-vendor) as the victim — employees, uploads, payments,
 * customers with to-dos and disclosures, notifications — plus what the seed lacks: an employee with
 * an exclusion alert, an owner, a company TIN, a W-9 file, a scheduled report. Every datum that
 * identifies the victim carries a marker string, so a response that leaks it can be spotted.
 */
const VICTIM_MARKERS = {
  vendorName: 'Acme Medical Supply',
  userEmail: 'victor@acme-medical.test',
  employeeFirst: 'Zebulon',
  employeeLast: 'Victimsson',
  ssn: '612-34-9137',
  ownerLast: 'Victimowner',
  tin: '98-7612345',
  fileContent: 'VICTIM-W9-CONTENT-8C1F',
  recipient: 'Rosalind Victimrecipient',
} as const;

/** Strings whose presence in an answer means the victim's data leaked (checked with and without dashes). */
export function leakedMarkers(text: string): string[] {
  const found: string[] = [];
  for (const marker of Object.values(VICTIM_MARKERS)) {
    if (text.includes(marker) || (marker.includes('-') && /^\d/.test(marker) && text.includes(marker.replaceAll('-', '')))) {
      found.push(marker);
    }
  }
  // SSN last four as the app shows it masked (e.g. ***-**-9137), not any four digits.
  if (/[*xX•]{2,}-?9137/.test(text)) found.push('SSN last four');
  return found;
}

const W9_PDF = Buffer.from(`%PDF-1.4\n% ${VICTIM_MARKERS.fileContent}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`, 'latin1');

export interface VictimWorld {
  vendorId: number;
  clientId: number;
  clientTag: string;
  employeeId: number;
  alertId: number;
  fileId: number;
  w9Id: number;
  ownerId: number;
  paymentId: number;
  subscriptionId: number;
  notificationId: number;
  otherUserId: number;
  /** A user of the victim's customer (Riverside's demo-client): the `{id}` of /client/users/{id}. */
  clientUserId: number;
  scheduledReportId: number;
  reportExportId: number;
  /** A finished eligibility audit of the victim's customer (Riverside): the `{jobId}` of /jobs/eligibility/{jobId}. */
  eligibilityAuditId: number;
  checklistItemId: number;
  submissionId: number;
  evdConfigurationId: number;
  evdId: number;
  signupCode: string;
  verificationCode: string;
  enrollmentId: number;
  covgId: number;
  /** An onboarding workflow item of the victim's customer (Riverside's demo onboarding): the `{id}` of /onboarding/step/{id}. */
  onboardingItemId: number;
  /** A COV (accounts-payable record) of the victim's customer: the `{covId}` of /covg/covId/{covId} (admin only). */
  covId: number;
  /** The victim's platform id: the `{ptid}` of /covg/ptid/{ptid} (admin only). */
  ptid: string;
  /** A vendor number of the victim customer's demo invoices: the `{vendorNumber}` of /invoices/annual-spend (admin only). */
  invoiceVendorNumber: string;
  /** A payment waiver request of one of the victim customer's vendors (Riverside's demo waivers). */
  waiverId: number;
  /** A client import of the victim customer (Riverside's demo vendor master): the `{importId}` of /client-imports/{importId}. */
  clientImportId: number;
  uploadId: number;
  sourceId: string;
  /** A feature flag nothing reads (TEST_FEATURE): platform data, the `{id}` of /feature-flags/{id}. */
  featureFlagId: number;
  /** The victim's API token and webhook (issue 35): the `{id}` of /api-tokens/{id} and /webhooks/{id}. */
  apiTokenId: number;
  webhookId: number;
  /** A delivery of the victim's webhook: the `{deliveryId}` of /webhooks/{id}/deliveries/{deliveryId}/redeliver. */
  webhookDeliveryId: string;
  /** The victim itself (demo-vendor), signed in. */
  owner: TestClient;
  /** The victim's customer (Riverside, demo-client), signed in: the owner of client-side routes. */
  ownClient: TestClient;
  admin: TestClient;
}

async function expectCreated(response: { status: number; body: unknown }, what: string) {
  if (response.status >= 300) throw new Error(`victim set-up: ${what} answered ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as Record<string, any>;
}

export async function buildVictimWorld(app: TestApp): Promise<VictimWorld> {
  await seedDemoData(app.runtime.deps);
  const db = app.db;
  const acme = await db.selectFrom('vendors').selectAll().where('business_name', '=', 'Acme Medical Supply').executeTakeFirstOrThrow();
  const riverside = await db.selectFrom('clients').selectAll().where('tag', '=', 'riverside').executeTakeFirstOrThrow();

  const owner = new TestClient(app.baseUrl);
  await owner.login('demo-vendor');
  const ownClient = new TestClient(app.baseUrl);
  await ownClient.login('demo-client');
  const admin = new TestClient(app.baseUrl);
  await admin.login('demo-admin');

  await importListFromPath(app.runtime.deps, {
    sourceId: 'leie',
    filePath: writeListFile('1611EXCL.csv', [LEIE_HEADER, leiePersonRow('VICTIMSSON', 'ZEBULON', '19700101')]),
  });
  const employee = await buildEmployee(app.runtime.deps, {
    vendorId: acme.id,
    firstName: VICTIM_MARKERS.employeeFirst,
    lastName: VICTIM_MARKERS.employeeLast,
    dob: '1970-01-01',
    ssn: VICTIM_MARKERS.ssn.replaceAll('-', ''),
  });
  await screenOneSubject(db, 'EMPLOYEE', employee.id);
  const alert = await db.selectFrom('screening_alerts').select('id').where('subject_id', '=', employee.id).executeTakeFirstOrThrow();

  const ownerRow = await expectCreated(
    await owner.post('/services/owners', {
      thisIsABusiness: false,
      firstName: 'Ophelia',
      lastName: VICTIM_MARKERS.ownerLast,
      ownershipPercentage: 30,
    }),
    'owner',
  );
  await expectCreated(
    await owner.put('/services/account/company', {
      businessName: VICTIM_MARKERS.vendorName,
      dbaName: '',
      soleProprietor: false,
      servicesOffered: 'Durable medical equipment',
      officeAddress: { addrLine1: '100 Bay St', city: 'Tampa', state: 'FL', zip: '33601', country: 'US' },
      mailingAddressSameAsDesignated: true,
      phoneNumber: '(813) 555-0100',
      tinType: 'EIN',
      tin: VICTIM_MARKERS.tin,
      duns: '',
      npi: '',
    }),
    'company profile',
  );
  const file = await expectCreated(
    await owner.upload('/services/files', [{ filename: 'w9-victim.pdf', content: W9_PDF }], { headers: { 'directory-name': 'w9' } }),
    'W-9 upload',
  );
  const w9 = await expectCreated(await owner.post(`/services/account/w9?fileId=${file.id}`), 'W-9');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const report = await expectCreated(
    await owner.post('/services/scheduled-reports', {
      startDate: today,
      frequency: 'MONTHLY',
      recipients: [{ companyName: 'Riverside Health', contactName: VICTIM_MARKERS.recipient, email: 'rosalind@riverside.test' }],
    }),
    'scheduled report',
  );

  const first = <T>(row: T | undefined, what: string): T => {
    if (!row) throw new Error(`victim set-up: the demo seed has no ${what} for the victim`);
    return row;
  };
  const payment = first(await db.selectFrom('payments').select('id').where('vendor_id', '=', acme.id).executeTakeFirst(), 'payment');
  const subscription = first(
    await db.selectFrom('subscriptions').select('id').where('vendor_id', '=', acme.id).executeTakeFirst(),
    'subscription',
  );
  const notification = first(
    await db.selectFrom('user_notifications').select('id').where('vendor_id', '=', acme.id).executeTakeFirst(),
    'notification',
  );
  const otherUser = first(
    await db.selectFrom('users').select('id').where('username', '=', 'demo-expired').executeTakeFirst(),
    'second user',
  );
  const item = first(
    await db
      .selectFrom('checklist_items')
      .select(['id', 'evd_configuration_id'])
      .where('vendor_id', '=', acme.id)
      .where('client_id', '=', riverside.id)
      .where('evd_configuration_id', 'is not', null)
      .executeTakeFirst(),
    'disclosure to-do at Riverside',
  );
  const configuration = first(
    await db.selectFrom('evd_configurations').select(['id', 'evd_id']).where('id', '=', item.evd_configuration_id!).executeTakeFirst(),
    'disclosure form',
  );
  const submission = first(
    await db.selectFrom('evd_submissions').select('id').where('vendor_id', '=', acme.id).executeTakeFirst(),
    'submission',
  );
  const enrollment = first(
    await db
      .selectFrom('enrollments')
      .select(['id', 'verification_code', 'signup_code', 'covg_id'])
      .where('vendor_id', '=', acme.id)
      .where('client_id', '=', riverside.id)
      .executeTakeFirst(),
    'Riverside enrolment',
  );

  // The victim's vendor group at its customer (through its signup code when the enrolment has none).
  const covg = first(
    enrollment.covg_id !== null
      ? { id: enrollment.covg_id }
      : await db
          .selectFrom('signup_codes')
          .select('covg_id as id')
          .where('code', '=', enrollment.signup_code ?? '')
          .executeTakeFirst(),
    'vendor group at Riverside',
  );
  const upload = first(await db.selectFrom('employee_uploads').select('id').where('vendor_id', '=', acme.id).executeTakeFirst(), 'upload');
  // A finished large export of the victim's audit (issue 13): its progress row names the vendor's file.
  const reportExport = await db
    .insertInto('report_exports')
    .values({
      vendor_id: acme.id,
      kind: 'AUDIT_PDF',
      params: JSON.stringify({ from: '2026-01-01', to: '2026-06-30' }),
      status: 'DONE',
      done: 1,
      total: 1,
      file_id: file.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // A finished eligibility audit of the victim's customer (issue 18), with one recorded change.
  const eligibilityAudit = await db
    .insertInto('eligibility_audits')
    .values({ client_id: riverside.id, status: 'COMPLETED', total_work: 1, work_completed: 1, outcome: '1 of 1 statuses changed' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('eligibility_audit_items')
    .values({ audit_id: eligibilityAudit.id, covg_id: covg.id, old_status: null, new_status: 'Compliant' })
    .execute();

  const waiver = first(
    await db
      .selectFrom('payment_waivers')
      .select('id')
      .where('client_id', '=', riverside.id)
      .where('status', '=', 'PENDING')
      .executeTakeFirst(),
    "the customer's pending waiver request",
  );
  const clientUser = first(
    await db
      .selectFrom('users')
      .select('id')
      .where('client_id', '=', riverside.id)
      .where('username', '=', 'demo-client')
      .executeTakeFirst(),
    "the customer's client user",
  );

  const invoice = first(
    await db.selectFrom('invoices').select('vendor_number').where('client_id', '=', riverside.id).executeTakeFirst(),
    "the customer's demo invoice",
  );

  const onboardingItem = first(
    await db
      .selectFrom('onboarding_workflow_items as i')
      .innerJoin('onboarding_workflows as w', 'w.id', 'i.workflow_id')
      .select('i.id')
      .where('w.client_id', '=', riverside.id)
      .where('i.programmatic_name', '=', 'VENDOR_REVIEW')
      .executeTakeFirst(),
    "the customer's onboarding item",
  );

  const clientImport = first(
    await db.selectFrom('client_imports').select('id').where('client_id', '=', riverside.id).executeTakeFirst(),
    "the customer's demo import",
  );

  const cov = first(
    await db.selectFrom('covs').select('id').where('client_id', '=', riverside.id).orderBy('id').executeTakeFirst(),
    "the customer's COV",
  );

  const apiToken = await expectCreated(await owner.post('/services/api-tokens', { name: 'Victim ERP', scope: 'write' }), 'API token');
  const webhook = await expectCreated(
    await owner.post('/services/webhooks', { url: 'http://127.0.0.1:9/victim-hook', events: ['alert.opened'] }),
    'webhook',
  );
  const webhookEvent = await db
    .insertInto('webhook_events')
    .values({ type: 'alert.opened', body: JSON.stringify({ data: { vendorId: acme.id } }) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const webhookDelivery = await db
    .insertInto('webhook_deliveries')
    .values({ webhook_id: webhook.id, event_id: webhookEvent.id, status: 'DELIVERED' })
    .returning('id')
    .executeTakeFirstOrThrow();

  const trialFlag = await db.selectFrom('feature_flags').select('id').where('name', '=', 'TEST_FEATURE').executeTakeFirstOrThrow();

  return {
    featureFlagId: trialFlag.id,
    apiTokenId: apiToken.id,
    webhookId: webhook.id,
    webhookDeliveryId: webhookDelivery.id,
    vendorId: acme.id,
    clientId: riverside.id,
    clientTag: riverside.tag,
    employeeId: employee.id,
    alertId: alert.id,
    fileId: file.id,
    w9Id: w9.id,
    ownerId: ownerRow.ownerId,
    paymentId: payment.id,
    subscriptionId: subscription.id,
    notificationId: notification.id,
    otherUserId: otherUser.id,
    clientUserId: clientUser.id,
    scheduledReportId: report.id,
    reportExportId: reportExport.id,
    eligibilityAuditId: eligibilityAudit.id,
    checklistItemId: item.id,
    submissionId: submission.id,
    evdConfigurationId: configuration.id,
    evdId: configuration.evd_id,
    signupCode: first(enrollment.signup_code ?? undefined, 'signup code'),
    verificationCode: enrollment.verification_code,
    enrollmentId: enrollment.id,
    covgId: covg.id,
    onboardingItemId: onboardingItem.id,
    covId: cov.id,
    ptid: acme.ptid,
    invoiceVendorNumber: invoice.vendor_number,
    waiverId: waiver.id,
    clientImportId: clientImport.id,
    uploadId: upload.id,
    sourceId: 'leie',
    owner,
    ownClient,
    admin,
  };
}

/**
 * The attackers: another vendor with its own monitoring subscription and its own customer (so the
 * vendor routes get past their subscription and enrolment checks to the tenant check), and a client
 * with every product and permission that is not connected to the victim.
 */
export async function buildAttackers(app: TestApp) {
  const vendor = await buildVendor(app.db, { businessName: 'Intruder Vendor' });
  await buildSubscription(app.db, { vendorId: vendor.id, type: 'VP_EMPLOYEE_MONITORING' });
  const ownCustomer = await buildClient(app.db, { name: 'Intruder Customer' });
  await buildEnrollment(app.db, { vendorId: vendor.id, clientId: ownCustomer.id });
  await buildEmployee(app.runtime.deps, { vendorId: vendor.id, firstName: 'Ivan', lastName: 'Intruderson' });
  const otherVendor = await signedInUser(app, { vendorId: vendor.id });
  const unconnectedClient = await signedInClient(app, {
    clientName: 'Unconnected Hospital',
    products: ['VendorProofEngage', 'Attestations', 'Onboarding'],
    permissions: ['UsersAccess', 'ImportsAccess', 'PaymentWaiverAccess', 'Attestations', 'Onboarding'],
  });
  return { otherVendor: otherVendor.http, unconnectedClient: unconnectedClient.http };
}
