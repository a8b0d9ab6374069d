import { onboardingForm } from '@app/shared/disclosures/onboarding-form';
import { sampleForm, sampleFormAnswers } from '@app/shared/disclosures/sample-form';
import type { Db } from '../../platform/db/database';
import { buildChecklistItem, buildClient, buildCovgWithCode, buildEnrollment, buildPayment, buildSubscription } from './factories';

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function disclosureForm(db: Db, clientId: number, evdId: number, name: string) {
  return db
    .insertInto('evd_configurations')
    .values({ client_id: clientId, evd_id: evdId, evd_name: name, view_name: name, definition: JSON.stringify({ ...sampleForm, name }) })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * Northgate asks everything the signup wizard can ask: owners and managing employees (at least one at
 * signup, with dates of birth), its new-vendor questionnaire, a W-9 and payment.
 */
async function configureNorthgate(db: Db, clientId: number) {
  const configuration = {
    requirementMap: { OWNER_REQUIRED_AT_SIGNUP: true, OWNER_DOB: true, OWNER_TIN: false, SERVICES_OFFERED: true },
    requiredVendorData: ['W9'],
    ownersIncludeManagingEmployees: true,
    paymentRequired: true,
  };
  await db
    .updateTable('clients')
    .set({ configuration: JSON.stringify(configuration) })
    .where('id', '=', clientId)
    .execute();
  const name = 'New Vendor Questionnaire';
  await db
    .insertInto('evd_configurations')
    .values({ client_id: clientId, evd_id: 5001, evd_name: name, view_name: name, definition: JSON.stringify({ ...onboardingForm, name }) })
    .execute();
}

/**
 * The demo vendor's customers (issue 5): five clients in every state — compliant, missing forms,
 * revision requested, enrolment unfinished, subscription expired — with to-dos in every status, the
 * sample disclosure form (every display type and condition), SignupIDs DEMO2026, GATE2026, MRKT2026 and SKIP2026 (unused,
 * Northgate: the whole signup wizard) and USED2026 (used), and the 'not approved' payment notification
 * (the 'unable to process' one comes with the declined renewal of demo-payments).
 */
export async function seedDemoCustomers(
  db: Db,
  input: {
    vendorId: number;
    riversideClientId: number;
    username: string;
    userId: number;
    store: (vendorId: number, filename: string) => Promise<number>;
  },
): Promise<void> {
  const { vendorId, riversideClientId } = input;
  await db
    .updateTable('vendors')
    .set({
      office_addr_line1: '500 Harbor Way',
      office_addr_line2: 'Suite 200',
      office_city: 'Tampa',
      office_state: 'FL',
      office_zip: '33601',
      phone_number: '(813) 555-0142',
    })
    .where('id', '=', vendorId)
    .execute();

  const lakeside = await buildClient(db, { name: 'Lakeside Memorial Hospital', tag: 'lakeside', products: ['VendorProofEngage'] });
  const mercy = await buildClient(db, { name: 'Mercy Valley Clinic', tag: 'mercy-valley' });
  const summit = await buildClient(db, { name: 'Summit Orthopedics', tag: 'summit-ortho' });
  const harborview = await buildClient(db, { name: 'Harborview Medical Center', tag: 'harborview' });
  const northgate = await buildClient(db, { name: 'Northgate Community Hospital', tag: 'northgate' });

  const riversideCode = await buildCovgWithCode(db, {
    clientId: riversideClientId,
    code: 'USED2026',
    preferredName: 'Acme Medical Supply',
    used: true,
    vendorId,
  });
  await buildCovgWithCode(db, { clientId: northgate.id, code: 'DEMO2026', preferredName: 'Acme Medical Supply' });
  await buildCovgWithCode(db, { clientId: northgate.id, code: 'GATE2026', preferredName: 'Bayside Home Health' });
  // A connected code is its vendor's, so each journey that opens the wizard as another new vendor has its own.
  await buildCovgWithCode(db, { clientId: northgate.id, code: 'MRKT2026', preferredName: 'Coastal Medical Couriers' });
  await buildCovgWithCode(db, { clientId: northgate.id, code: 'SKIP2026', preferredName: 'Pinecrest Lab Services' });
  await configureNorthgate(db, northgate.id);
  const summitCode = await buildCovgWithCode(db, { clientId: summit.id, code: 'SUMMIT26', preferredName: 'Acme Medical' });

  await buildEnrollment(db, { vendorId, clientId: riversideClientId, completeDate: '2025-03-01', signupCode: riversideCode.code });
  await buildEnrollment(db, { vendorId, clientId: lakeside.id, completeDate: '2025-06-12' });
  await buildEnrollment(db, { vendorId, clientId: mercy.id, completeDate: '2024-11-04' });
  await buildEnrollment(db, {
    vendorId,
    clientId: summit.id,
    complete: false,
    signupCode: summitCode.code,
    customerSince: daysFromToday(-3),
  });
  await buildEnrollment(db, { vendorId, clientId: harborview.id, completeDate: '2024-01-20' });
  const harborviewEngage = await buildSubscription(db, {
    vendorId,
    clientId: harborview.id,
    type: 'VP_ENGAGE',
    status: 'EXPIRED',
    startDate: '2024-01-20',
    amountCents: 19_900,
  });
  // What the expired VendorProof Engage subscription was paid with: the history names Harborview.
  await buildPayment(db, {
    vendorId,
    subscriptionId: harborviewEngage.id,
    clientId: harborview.id,
    type: 'VP_ENGAGE',
    amountCents: 19_900,
    description: 'VendorProof Engage, Harborview Medical Center',
    paymentDate: new Date(Date.UTC(2024, 0, 20, 15)),
  });

  const riversideForm = await disclosureForm(db, riversideClientId, 1001, 'Vendor Disclosure Form');
  const lakesideForm = await disclosureForm(db, lakeside.id, 2001, 'Annual Conflict of Interest Disclosure');
  const mercyForm = await disclosureForm(db, mercy.id, 3001, 'Vendor Disclosure Form');
  await disclosureForm(db, summit.id, 4001, 'New Vendor Questionnaire');

  await buildChecklistItem(db, {
    vendorId,
    clientId: riversideClientId,
    type: 'EVD',
    name: 'Vendor Disclosure Form',
    evdConfigurationId: riversideForm.id,
    dueDate: daysFromToday(20),
    priority: 1,
  });
  await buildChecklistItem(db, {
    vendorId,
    clientId: riversideClientId,
    type: 'OTHER',
    name: 'Business Associate Agreement',
    dueDate: daysFromToday(60),
    priority: 2,
  });
  await buildChecklistItem(db, {
    vendorId,
    clientId: riversideClientId,
    type: 'MONTHLY_POM',
    name: 'Proof of Employee Monitoring',
    status: 'INCOMPLETE',
    dueDate: daysFromToday(5),
    priority: 3,
  });
  await buildChecklistItem(db, { vendorId, clientId: riversideClientId, type: 'W9', name: 'W-9', status: 'COMPLETE', priority: 4 });
  await buildChecklistItem(db, {
    vendorId,
    clientId: lakeside.id,
    type: 'EVD',
    name: 'Annual Conflict of Interest Disclosure',
    status: 'INCOMPLETE',
    evdConfigurationId: lakesideForm.id,
    dueDate: daysFromToday(-10),
  });
  const revision = await buildChecklistItem(db, {
    vendorId,
    clientId: mercy.id,
    type: 'EVD',
    name: 'Vendor Disclosure Form',
    status: 'REVISION_NEEDED',
    evdConfigurationId: mercyForm.id,
    dueDate: daysFromToday(14),
  });
  const answers = await withStoredFiles(input.store, vendorId, sampleFormAnswers);
  await db
    .updateTable('checklist_items')
    .set({ answers: JSON.stringify(answers) })
    .where('id', '=', revision.id)
    .execute();
  await db
    .insertInto('evd_submissions')
    .values({
      vendor_id: vendorId,
      client_id: mercy.id,
      evd_configuration_id: mercyForm.id,
      checklist_item_id: revision.id,
      submitted_by: input.userId,
      username: input.username,
      answers: JSON.stringify(answers),
      submitted_at: new Date(Date.now() - 30 * 86_400_000),
    })
    .execute();
  const legalNameQuestion = 'legalName';
  await db
    .insertInto('revision_request_notes')
    .values([
      {
        vendor_id: vendorId,
        client_id: mercy.id,
        type: 'EVD',
        checklist_item_id: revision.id,
        data_point_id: legalNameQuestion,
        note: 'Please use the legal name exactly as it appears on your W-9.',
      },
      {
        vendor_id: vendorId,
        client_id: mercy.id,
        type: 'EVD',
        checklist_item_id: revision.id,
        data_point_id: null,
        note: 'Attach the current state license; the one on file has expired.',
      },
    ])
    .execute();
  await buildChecklistItem(db, {
    vendorId,
    clientId: harborview.id,
    type: 'OTHER',
    name: 'Certificate of Insurance',
    dueDate: daysFromToday(45),
  });
  await buildChecklistItem(db, {
    vendorId,
    clientId: summit.id,
    type: 'EVD',
    name: 'New Vendor Questionnaire',
    dueDate: daysFromToday(30),
  });

  await db
    .insertInto('user_notifications')
    .values([
      {
        vendor_id: vendorId,
        notification_type: 'ERROR',
        kind: 'PAYMENT_NOT_APPROVED',
        notification_text: 'Your renewal payment for VendorProof Engage, Harborview Medical Center was not approved.',
      },
    ])
    .execute();
}

/** The sample answers with their file answers pointing at real stored demo files. */
export async function withStoredFiles(
  store: (vendorId: number, filename: string) => Promise<number>,
  vendorId: number,
  answers: Record<string, unknown>,
) {
  const copy: Record<string, unknown> = { ...answers };
  for (const [key, value] of Object.entries(answers)) {
    if (Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && 'name' in item)) {
      copy[key] = await Promise.all(
        (value as Array<{ name: string }>).map(async (file) => ({ id: await store(vendorId, file.name), name: file.name })),
      );
    }
  }
  return copy;
}
