import { VENDOR_CATEGORIES } from '@app/shared/vendor-setup/vendor-setup';
import type { Db } from '../../platform/db/database';
import { buildCovgWithCode, buildEnrollment, buildOnboardingWorkflow, buildUser, buildVendor } from './factories';

const daysAgo = (days: number, hours = 3) => new Date(Date.now() - (days * 24 + hours) * 3_600_000);

/** One age per bucket (spec 002 §9: under 2, 2–7, 7–14, over 14 days). */
const AGES = [1, 4, 10, 21] as const;

const NAMES: Record<'NOT_ENROLLED' | 'PENDING_REVIEW' | 'REVISION_REQUESTED' | 'PENDING_EXPORT', string[]> = {
  NOT_ENROLLED: ['Lakeside Linen Service', 'Summit Sterile Processing', 'Willow Medical Couriers', 'Granite Biomedical Repair'],
  PENDING_REVIEW: ['Cedar Respiratory Care', 'Pinecrest Imaging Supply', 'Meadow Infusion Partners', 'Orchard Dental Lab'],
  REVISION_REQUESTED: ['Bluebird Orthotics', 'Sunrise Mobility Equipment', 'Maple Surgical Instruments', 'Brookside Nutrition Services'],
  PENDING_EXPORT: ['Ironwood Facilities Group', 'Clearwater Pharmacy Services', 'Northstar Staffing Partners', 'Aspen Wound Supplies'],
};
const COMPLETE = ['Evergreen Diagnostics', 'Silverline Medical Transport'];

/**
 * Riverside's onboarding (issue 15): a workflow in every stage and every age bucket, and two complete
 * ones (exported, so their COVGs carry a record with an `OB` vendor number). Demo-client created most
 * of them; a second Riverside user (Jordan Lee) created and is assigned some, so the creator and
 * "assigned to me" filters have something to tell apart.
 */
export async function seedDemoOnboarding(db: Db, input: { riversideClientId: number }): Promise<void> {
  const casey = await db.selectFrom('users').select(['id']).where('username', '=', 'demo-client').executeTakeFirstOrThrow();
  const jordan = await buildUser(db, {
    username: 'demo-client-jordan',
    role: 'Client User',
    clientId: input.riversideClientId,
    permissions: ['Onboarding'],
    firstName: 'Jordan',
    lastName: 'Lee',
    email: 'jordan.lee@riverside-health.test',
  });
  const facilities = await db
    .selectFrom('clients')
    .select(['id'])
    .where('parent_client_id', '=', input.riversideClientId)
    .orderBy('id')
    .execute();
  const facilityIds = [input.riversideClientId, ...facilities.map((f) => f.id)];
  let index = 0;

  const start = async (name: string, stage: keyof typeof NAMES | 'COMPLETE', age: number) => {
    const n = index++;
    const creator = n % 3 === 2 ? { id: jordan.id, name: 'Jordan Lee' } : { id: casey.id, name: 'Casey Clark' };
    const enrolled = stage !== 'NOT_ENROLLED';
    const vendor = enrolled ? await buildVendor(db, { businessName: name }) : null;
    const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
    const { covg, code } = await buildCovgWithCode(db, {
      clientId: facilityIds[n % facilityIds.length]!,
      preferredName: name,
      vendorId: vendor?.id ?? null,
      used: enrolled,
      category: VENDOR_CATEGORIES[n % VENDOR_CATEGORIES.length],
    });
    await db
      .updateTable('covgs')
      .set({ created_by_onboarding: true, contact_email: `hello@${slug}.test`, created_at: daysAgo(age) })
      .where('id', '=', covg.id)
      .execute();
    if (vendor) {
      await db
        .updateTable('signup_codes')
        .set({ used_time: daysAgo(age - 0.5), used_username: `${slug}-owner` })
        .where('code', '=', code)
        .execute();
      await buildEnrollment(db, {
        vendorId: vendor.id,
        clientId: covg.client_id,
        signupCode: code,
        completeDate: daysAgo(age - 0.5)
          .toISOString()
          .slice(0, 10),
      });
    }
    const done = stage === 'PENDING_EXPORT' || stage === 'COMPLETE';
    const { items } = await buildOnboardingWorkflow(db, {
      covgId: covg.id,
      clientId: input.riversideClientId,
      createdBy: creator.id,
      createdByName: creator.name,
      createdAt: daysAgo(age),
      completedAt: stage === 'COMPLETE' ? daysAgo(age - 5) : null,
      resolved:
        stage === 'COMPLETE'
          ? { VENDOR_REVIEW: 'COMPLETE', MONITOR_STATUS: 'COMPLETE', VENDOR_EXPORT: 'COMPLETE' }
          : done
            ? { VENDOR_REVIEW: 'COMPLETE' }
            : {},
    });
    // The open item is assigned: to Jordan for the workflows Jordan started, to Casey otherwise.
    const open = items.find((item) => item.status === 'ACTIVE' && item.programmatic_name !== 'VENDOR_SIGNUP');
    if (open && enrolled) {
      await db.insertInto('onboarding_item_assignees').values({ item_id: open.id, user_id: creator.id }).execute();
      await db
        .updateTable('onboarding_workflow_items')
        .set({ assigned_date: daysAgo(age - 1) })
        .where('id', '=', open.id)
        .execute();
    }
    if (vendor && stage === 'REVISION_REQUESTED') {
      const note = await db
        .insertInto('revision_request_notes')
        .values({
          vendor_id: vendor.id,
          client_id: covg.client_id,
          type: 'AccountInfo',
          vendor_data_key: 'phoneNumber',
          note: 'Please add the phone number of your main office.',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('client_reviews')
        .values({
          vendor_id: vendor.id,
          client_id: covg.client_id,
          item_type: 'AccountInfo',
          decision: 'REVISION_REQUESTED',
          note: 'Please add the phone number of your main office.',
          revision_note_id: note.id,
          reviewed_by: casey.id,
          reviewer_name: 'Casey Clark',
        })
        .execute();
    }
    if (vendor && stage === 'COMPLETE') {
      await db
        .insertInto('covs')
        .values({
          covg_id: covg.id,
          client_id: covg.client_id,
          vendor_number: `OB${String(covg.id).padStart(6, '0')}`,
          legal_name: name,
          category: covg.category,
          created_by_onboarding: true,
        })
        .execute();
    }
  };

  for (const stage of Object.keys(NAMES) as Array<keyof typeof NAMES>) {
    for (const [bucket, age] of AGES.entries()) await start(NAMES[stage][bucket]!, stage, age);
  }
  for (const [i, name] of COMPLETE.entries()) await start(name, 'COMPLETE', 12 + i * 9);
}
