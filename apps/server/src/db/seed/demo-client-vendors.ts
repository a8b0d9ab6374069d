import path from 'node:path';
import { sampleForm, sampleFormAnswers } from '@app/shared/disclosures/sample-form';
import { readListFile } from '@app/screening/parsing/read-list-file';
import type { FieldEncryption } from '../../platform/crypto/field-encryption';
import type { Db } from '../../platform/db/database';
import { plantedListPeople } from './demo-employees';
import { withStoredFiles } from './demo-customers';
import {
  buildChecklistItem,
  buildClient,
  buildCov,
  buildCovgWithCode,
  buildEnrollment,
  buildSubscription,
  buildUser,
  buildVendor,
} from './factories';

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Plan =
  | 'COMPLIANT'
  | 'MISSING_FORMS'
  | 'EXPIRED'
  | 'WAIVER_REJECTED'
  | 'ENROLLING'
  | 'NOT_STARTED'
  | 'OWNER_EXCLUDED'
  | 'OWNER_UNDER_REVIEW'
  | 'OWNER_CLEARED'
  | 'EXCLUDED';

/** Riverside's vendors: name, category, facility (0 = Riverside, 1 = North Campus, 2 = Children's), plan. */
const VENDORS: Array<[string, string, 0 | 1 | 2, Plan]> = [
  ['Allied Surgical Instruments', 'Medical Supplies', 0, 'COMPLIANT'],
  ['Bluewater Linen Services', 'Facilities', 1, 'COMPLIANT'],
  ['Cardinal Point Imaging', 'Diagnostics', 0, 'COMPLIANT'],
  ['Delmar Pharmacy Partners', 'Pharmacy', 2, 'COMPLIANT'],
  ['Evergreen Biomedical Repair', 'Equipment Service', 0, 'COMPLIANT'],
  ['Fairhaven Courier Group', 'Logistics', 1, 'COMPLIANT'],
  ['Granite State Food Service', 'Food Service', 0, 'COMPLIANT'],
  ['Horizon Anesthesia Associates', 'Professional Services', 2, 'COMPLIANT'],
  ['Ironwood Security Services', 'Facilities', 0, 'COMPLIANT'],
  ['Juniper Health IT', 'Technology', 1, 'COMPLIANT'],
  ['Keystone Lab Supply', 'Diagnostics', 0, 'COMPLIANT'],
  ['Lighthouse Interpreting', 'Professional Services', 2, 'OWNER_CLEARED'],
  ['Harbor Point Medical Staffing', 'Staffing', 0, 'MISSING_FORMS'],
  ['Meridian Waste Solutions', 'Facilities', 1, 'MISSING_FORMS'],
  ['Northstar Respiratory Care', 'Home Health', 0, 'MISSING_FORMS'],
  ['Oakridge Orthotics', 'Medical Supplies', 2, 'MISSING_FORMS'],
  ['Pinnacle Sterile Processing', 'Equipment Service', 0, 'EXPIRED'],
  ['Quarry Hill Elevator Co', 'Facilities', 1, 'EXPIRED'],
  ['Redwood Dialysis Supply', 'Medical Supplies', 0, 'WAIVER_REJECTED'],
  ['Sagebrush Transport', 'Logistics', 2, 'ENROLLING'],
  ['Tidewater Nurse Registry', 'Staffing', 0, 'ENROLLING'],
  ['Upland Medical Gas', 'Medical Supplies', 1, 'NOT_STARTED'],
  ['Vantage Radiology Group', 'Diagnostics', 0, 'NOT_STARTED'],
  ['Willow Creek Hospice Supply', 'Home Health', 2, 'NOT_STARTED'],
  ['Xeric Pest Control', 'Facilities', 0, 'NOT_STARTED'],
  ['Yardley Dental Lab', 'Diagnostics', 1, 'NOT_STARTED'],
  ['Zephyr Ambulance Billing', 'Professional Services', 0, 'OWNER_EXCLUDED'],
  ['Crescent Home Infusion', 'Home Health', 2, 'OWNER_EXCLUDED'],
  ['Summit Ridge Therapy', 'Professional Services', 0, 'OWNER_UNDER_REVIEW'],
  ['Beacon Wound Care', 'Medical Supplies', 1, 'COMPLIANT'],
];

/** Businesses on the shipped LEIE supplement (not reinstated): a demo vendor named like one is screened to a real alert. */
async function plantedListBusinesses(listsDir: string, count: number): Promise<string[]> {
  const names: string[] = [];
  for await (const record of readListFile({ source: 'leie', path: path.join(listsDir, 'leie', '1601EXCL.csv') })) {
    if (record.kind !== 'business' || record.reinstatementDate || !record.names.business || record.names.truncated?.length) continue;
    names.push(record.names.business);
    if (names.length === count) break;
  }
  return names;
}

/** The demo alert decisions applied once the shipped lists are screened (see `applyDemoAlertDecisions`). */
export const DEMO_ALERT_DECISIONS = {
  confirmOwnersOf: ['Zephyr Ambulance Billing', 'Crescent Home Infusion'],
  clearOwnersOf: ['Lighthouse Interpreting'],
  openOwnersOf: ['Summit Ridge Therapy'],
} as const;

/** The signup code of the demo vendor named like a listed business (its company alert is confirmed). */
export const DEMO_EXCLUDED_COMPANY_CODE = 'RHS00099';

/**
 * Riverside Health System's vendors (issue 14): two facilities and 30 vendor groups over every
 * compliance status, with AP records (vendor numbers, TINs), to-dos in every form status, submitted
 * disclosures and W-9s, owners who are real LEIE-listed people (screened to real alerts once the
 * shipped lists are imported; `applyDemoAlertDecisions` then confirms or clears them), a company named
 * like a LEIE-listed business, expired and waiver-rejected subscriptions. Deterministic: the same data
 * on every fresh start. Harbor Point (login demo-vendor3) has a submitted disclosure the client can
 * send back.
 */
export async function seedDemoClientVendors(
  deps: { db: Db; encryption: FieldEncryption },
  input: { riversideClientId: number; listsDir: string; store: (vendorId: number, filename: string) => Promise<number> },
): Promise<void> {
  const { db } = deps;
  const riverside = input.riversideClientId;
  const north = await buildClient(db, { name: 'Riverside North Campus', tag: 'riverside-north', parentClientId: riverside });
  const childrens = await buildClient(db, { name: "Riverside Children's Hospital", tag: 'riverside-childrens', parentClientId: riverside });
  const facilities = [riverside, north.id, childrens.id];
  const form = await db
    .insertInto('evd_configurations')
    .values({
      client_id: riverside,
      evd_id: 1101,
      evd_name: 'Annual Vendor Attestation',
      view_name: 'Annual Vendor Attestation',
      definition: JSON.stringify({ ...sampleForm, name: 'Annual Vendor Attestation' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const listedPeople = await plantedListPeople(input.listsDir, 12);
  const owners = listedPeople.slice(3); // the first three are Acme's employees
  const [listedBusiness] = await plantedListBusinesses(input.listsDir, 1);

  let index = 0;
  for (const [name, category, facility, plan] of VENDORS) {
    index += 1;
    const vendorNumber = `RHS-${String(10_000 + index * 37).padStart(5, '0')}`;
    const tin = `${String(20 + index).padStart(2, '0')}${String(1_000_000 + index * 7_919).slice(-7)}`;
    if (plan === 'NOT_STARTED') {
      const { covg } = await buildCovgWithCode(db, {
        clientId: riverside,
        preferredName: name,
        category,
        code: `RHS${String(index).padStart(5, '0')}`,
      });
      await buildCov(deps, { covgId: covg.id, clientId: facilities[facility]!, vendorNumber, legalName: `${name} Inc`, tin, category });
      continue;
    }
    const vendor = await buildVendor(db, { businessName: name });
    await db
      .updateTable('vendors')
      .set({
        office_addr_line1: `${100 + index * 11} Commerce Dr`,
        office_city: 'Columbus',
        office_state: 'OH',
        office_zip: '43004',
        phone_number: `(614) 555-${String(1000 + index).slice(-4)}`,
      })
      .where('id', '=', vendor.id)
      .execute();
    const { covg, code } = await buildCovgWithCode(db, {
      clientId: riverside,
      preferredName: name,
      category,
      vendorId: vendor.id,
      used: plan !== 'ENROLLING',
      code: `RHS${String(index).padStart(5, '0')}`,
    });
    await buildCov(deps, {
      covgId: covg.id,
      clientId: facilities[facility]!,
      vendorNumber,
      legalName: `${name} Inc`,
      tin,
      category,
      managerName: 'Accounts Payable',
    });
    if (index % 4 === 0)
      await buildCov(deps, {
        covgId: covg.id,
        clientId: facilities[(facility + 1) % 3]!,
        vendorNumber: `${vendorNumber}-B`,
        legalName: `${name} Inc`,
        tin,
        category,
      });
    const complete = plan !== 'ENROLLING';
    await buildEnrollment(db, {
      vendorId: vendor.id,
      clientId: riverside,
      complete,
      completeDate: complete ? daysFromToday(-400 + index * 11) : undefined,
      customerSince: daysFromToday(-420 + index * 11),
      signupCode: code,
    });
    if (!complete) {
      await buildChecklistItem(db, {
        vendorId: vendor.id,
        clientId: riverside,
        type: 'EVD',
        name: 'Annual Vendor Attestation',
        evdConfigurationId: form.id,
        dueDate: daysFromToday(45),
      });
      continue;
    }
    await buildSubscription(db, {
      vendorId: vendor.id,
      clientId: riverside,
      type: 'VP_ENGAGE',
      status: plan === 'EXPIRED' ? 'EXPIRED' : plan === 'WAIVER_REJECTED' ? 'WAIVER_NOT_APPROVED' : 'ACTIVE',
      startDate: daysFromToday(-400 + index * 11),
      amountCents: 19_900,
      autoRenew: plan !== 'EXPIRED',
    });
    await seedTodos(deps, { vendorId: vendor.id, clientId: riverside, formId: form.id, plan, index, name, store: input.store });
    if (plan === 'OWNER_EXCLUDED' || plan === 'OWNER_UNDER_REVIEW' || plan === 'OWNER_CLEARED') {
      const person = owners.shift()!;
      await db
        .insertInto('owners')
        .values({
          vendor_id: vendor.id,
          first_name: person.firstName,
          last_name: person.lastName,
          dob: person.dob,
          city: person.city || null,
          state: person.state || null,
          ownership_percentage: 75,
        })
        .execute();
    }
    await db
      .insertInto('owners')
      .values({
        vendor_id: vendor.id,
        first_name: 'Jordan',
        last_name: `${name.split(' ')[0]}-Reyes`,
        dob: '1975-04-12',
        ownership_percentage: 25,
      })
      .execute();
    if (plan === 'MISSING_FORMS' && index === 13) {
      await buildUser(db, {
        username: 'demo-vendor3',
        vendorId: vendor.id,
        firstName: 'Hana',
        lastName: 'Harbor',
        email: 'hana@harborpoint-staffing.test',
      });
    }
  }

  if (listedBusiness) {
    // A vendor named like a listed business: company screening finds it; applyDemoAlertDecisions confirms it.
    const vendor = await buildVendor(db, { businessName: listedBusiness });
    const { covg } = await buildCovgWithCode(db, {
      clientId: riverside,
      preferredName: titleCase(listedBusiness),
      category: 'Home Health',
      vendorId: vendor.id,
      used: true,
      code: DEMO_EXCLUDED_COMPANY_CODE,
    });
    await buildCov(deps, {
      covgId: covg.id,
      clientId: north.id,
      vendorNumber: 'RHS-19999',
      legalName: listedBusiness,
      tin: '990001234',
      category: 'Home Health',
    });
    await buildEnrollment(db, {
      vendorId: vendor.id,
      clientId: riverside,
      completeDate: daysFromToday(-200),
      signupCode: DEMO_EXCLUDED_COMPANY_CODE,
    });
    await buildSubscription(db, {
      vendorId: vendor.id,
      clientId: riverside,
      type: 'VP_ENGAGE',
      startDate: daysFromToday(-200),
      amountCents: 19_900,
    });
  }
}

function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

/** A vendor's Riverside to-dos for its plan: W-9, the attestation form (submitted for most), a BAA, proof of monitoring. */
async function seedTodos(
  deps: { db: Db },
  input: {
    vendorId: number;
    clientId: number;
    formId: number;
    plan: Plan;
    index: number;
    name: string;
    store: (vendorId: number, filename: string) => Promise<number>;
  },
) {
  const { db } = deps;
  const { vendorId, clientId, plan, index } = input;
  const missing = plan === 'MISSING_FORMS';
  await buildChecklistItem(db, { vendorId, clientId, type: 'W9', name: 'W-9', status: 'COMPLETE', priority: 1 });
  const w9File = await input.store(vendorId, `W-9 ${input.name}.pdf`);
  const w9 = await db.insertInto('w9_forms').values({ vendor_id: vendorId, file_id: w9File }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('w9_submissions').values({ w9_id: w9.id, client_id: clientId }).execute();
  const submitted = !missing || index === 13;
  const evd = await buildChecklistItem(db, {
    vendorId,
    clientId,
    type: 'EVD',
    name: 'Annual Vendor Attestation',
    evdConfigurationId: input.formId,
    status: submitted ? 'COMPLETE' : index % 2 ? 'INCOMPLETE' : 'REVISION_NEEDED',
    dueDate: missing && !submitted ? daysFromToday(-10 - index) : daysFromToday(120 + index * 3),
    priority: 2,
  });
  if (submitted) {
    const answers = await withStoredFiles(input.store, vendorId, { ...sampleFormAnswers, legalName: input.name });
    await db
      .updateTable('checklist_items')
      .set({ answers: JSON.stringify(answers) })
      .where('id', '=', evd.id)
      .execute();
    await db
      .insertInto('evd_submissions')
      .values({
        vendor_id: vendorId,
        client_id: clientId,
        evd_configuration_id: input.formId,
        checklist_item_id: evd.id,
        username: 'vendor',
        answers: JSON.stringify(answers),
        submitted_at: new Date(Date.now() - (60 + index) * 86_400_000),
      })
      .execute();
  }
  // Business Associate Agreement: past due for missing-forms vendors, due soon, pending or not started for others.
  const baaStatus = missing ? 'NOT_STARTED' : index % 5 === 0 ? 'INCOMPLETE' : index % 3 === 0 ? 'NOT_STARTED' : 'COMPLETE';
  await buildChecklistItem(db, {
    vendorId,
    clientId,
    type: 'OTHER',
    name: 'Business Associate Agreement',
    status: baaStatus,
    dueDate: missing ? daysFromToday(-3 - index) : index % 3 === 0 ? daysFromToday(10 + index) : daysFromToday(200 + index),
    priority: 3,
  });
  if (index % 2 === 0) {
    await buildChecklistItem(db, {
      vendorId,
      clientId,
      type: 'MONTHLY_POM',
      name: 'Proof of Employee Monitoring',
      status: 'NOT_STARTED',
      dueDate: daysFromToday(60 + index),
      priority: 4,
    });
  }
}
