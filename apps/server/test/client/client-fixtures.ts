import { sampleForm } from '@app/shared/disclosures/sample-form';
import {
  buildChecklistItem,
  buildClient,
  buildCov,
  buildCovgWithCode,
  buildEnrollment,
  buildSubscription,
  buildVendor,
} from '../../src/db/seed/factories';
import { importListFromPath } from '../../src/modules/screening/lists/import-list-from-path';
import { screenOneSubject } from '../../src/modules/screening/monitoring/screen-subjects';
import type { TestApp } from '../../src/testing/test-app';
import { LEIE_HEADER, leiePersonRow, writeListFile } from '../screening/list-fixtures';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** An enrolled vendor of a client's vendor group, with one COV at `facilityId`. */
async function enrolledGroup(
  app: TestApp,
  input: { clientId: number; facilityId?: number; name: string; tin?: string; vendorNumber?: string; complete?: boolean },
) {
  const vendor = await buildVendor(app.db, { businessName: input.name });
  const { covg } = await buildCovgWithCode(app.db, {
    clientId: input.clientId,
    preferredName: input.name,
    vendorId: vendor.id,
    category: 'Supplies',
  });
  await buildCov(app.runtime.deps, {
    covgId: covg.id,
    clientId: input.facilityId ?? input.clientId,
    legalName: `${input.name} LLC`,
    tin: input.tin,
    vendorNumber: input.vendorNumber,
  });
  await buildEnrollment(app.db, { vendorId: vendor.id, clientId: input.clientId, complete: input.complete ?? true });
  return { vendor, covg };
}

/**
 * A hospital with a facility and vendors in several compliance states, plus another hospital with a
 * vendor of its own (for the isolation cases). The owner of "Owner Excluded Co" is a listed person
 * whose alert an admin confirmed; "Open Alert Co"'s owner has an open alert.
 */
export async function hospitalWithVendors(app: TestApp, name = 'Test Hospital') {
  await importListFromPath(app.runtime.deps, {
    sourceId: 'leie',
    filePath: writeListFile('1601EXCL.csv', [
      LEIE_HEADER,
      leiePersonRow('QUARTERMAINE', 'HELGA', '19610909'),
      leiePersonRow('BLACKTHORNE', 'OSWIN', '19700101'),
    ]),
  });
  const client = await buildClient(app.db, { name, products: ['VendorProofEngage'] });
  const facility = await buildClient(app.db, { name: `${name} East Campus`, parentClientId: client.id });
  const compliant = await enrolledGroup(app, {
    clientId: client.id,
    name: 'Alpha Compliant Co',
    tin: '12-3456789',
    vendorNumber: 'AP-1001',
  });
  const missing = await enrolledGroup(app, { clientId: client.id, facilityId: facility.id, name: 'Bravo Missing Forms Co' });
  await buildChecklistItem(app.db, { vendorId: missing.vendor.id, clientId: client.id, name: 'Insurance', dueDate: day(-5) });
  const expired = await enrolledGroup(app, { clientId: client.id, name: 'Charlie Expired Co' });
  await buildSubscription(app.db, { vendorId: expired.vendor.id, clientId: client.id, type: 'VP_ENGAGE', status: 'EXPIRED' });
  const ownerExcluded = await enrolledGroup(app, { clientId: client.id, name: 'Delta Owner Excluded Co' });
  const openAlert = await enrolledGroup(app, { clientId: client.id, name: 'Echo Open Alert Co' });
  const inProgress = await enrolledGroup(app, { clientId: client.id, name: 'Foxtrot Enrolling Co', complete: false });
  const { covg: notEnrolled } = await buildCovgWithCode(app.db, { clientId: client.id, preferredName: 'Golf Not Enrolled Co' });
  await buildCov(app.runtime.deps, { covgId: notEnrolled.id, clientId: facility.id, legalName: 'Golf LLC' });

  const owner = async (vendorId: number, first: string, last: string, dob: string) => {
    const row = await app.db
      .insertInto('owners')
      .values({ vendor_id: vendorId, first_name: first, last_name: last, dob, ownership_percentage: 60 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await screenOneSubject(app.db, 'OWNER', row.id);
    return app.db
      .selectFrom('screening_alerts')
      .select('id')
      .where('subject_type', '=', 'OWNER')
      .where('subject_id', '=', row.id)
      .executeTakeFirstOrThrow();
  };
  const confirmed = await owner(ownerExcluded.vendor.id, 'Helga', 'Quartermaine', '1961-09-09');
  await app.db.updateTable('screening_alerts').set({ status: 'CONFIRMED' }).where('id', '=', confirmed.id).execute();
  await app.db
    .insertInto('screening_alert_history')
    .values({
      alert_id: confirmed.id,
      from_status: 'OPEN',
      to_status: 'CONFIRMED',
      reason: 'RESOLVED',
      username: 'reviewer',
      note: 'Same person: DOB and address agree',
    })
    .execute();
  const open = await owner(openAlert.vendor.id, 'Oswin', 'Blackthorne', '1970-01-01');

  // The disclosure form a vendor submitted, for reviews.
  const form = await app.db
    .insertInto('evd_configurations')
    .values({
      client_id: client.id,
      evd_id: 9001,
      evd_name: 'Vendor Disclosure Form',
      view_name: 'Vendor Disclosure Form',
      definition: JSON.stringify(sampleForm),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const disclosure = await buildChecklistItem(app.db, {
    vendorId: compliant.vendor.id,
    clientId: client.id,
    type: 'EVD',
    name: 'Vendor Disclosure Form',
    status: 'COMPLETE',
    evdConfigurationId: form.id,
    dueDate: day(30),
  });
  await app.db
    .insertInto('evd_submissions')
    .values({
      vendor_id: compliant.vendor.id,
      client_id: client.id,
      evd_configuration_id: form.id,
      checklist_item_id: disclosure.id,
      username: 'vendor-user',
      answers: JSON.stringify({ legalName: 'Alpha Compliant Co' }),
    })
    .execute();

  const other = await buildClient(app.db, { name: `${name} Rival` });
  const foreign = await enrolledGroup(app, { clientId: other.id, name: 'Zulu Other Client Co' });
  return {
    client,
    facility,
    compliant,
    missing,
    expired,
    ownerExcluded,
    openAlert,
    inProgress,
    notEnrolled,
    other,
    foreign,
    disclosure,
    confirmed,
    open,
  };
}
