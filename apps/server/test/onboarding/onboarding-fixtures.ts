import { buildClient, buildCovgWithCode, buildEnrollment, buildOnboardingWorkflow, buildVendor } from '../../src/db/seed/factories';
import { signedInClient } from '../../src/testing/signed-in';
import type { TestApp } from '../../src/testing/test-app';

const ONBOARDING_PRODUCTS = ['VendorProofEngage', 'Onboarding'];

/** A client with onboarding, a facility, and a helper to sign in its users (with or without the permission). */
export async function onboardingClient(app: TestApp, name = 'Onboarding Hospital') {
  const client = await buildClient(app.db, { name, products: ONBOARDING_PRODUCTS });
  const facility = await buildClient(app.db, { name: `${name} North`, parentClientId: client.id });
  const signIn = (permissions = ['Onboarding']) => signedInClient(app, { clientId: client.id, permissions });
  return { client, facility, signIn };
}

/** A vendor group with a workflow, its vendor signed up when `signedUp` (code used, enrolment complete). */
export async function workflowFor(
  app: TestApp,
  input: { clientId: number; facilityId?: number; name: string; signedUp?: boolean; createdAt?: Date; createdByName?: string },
) {
  const vendor = input.signedUp ? await buildVendor(app.db, { businessName: input.name }) : null;
  const { covg, code } = await buildCovgWithCode(app.db, {
    clientId: input.facilityId ?? input.clientId,
    preferredName: input.name,
    vendorId: vendor?.id ?? null,
    used: Boolean(vendor),
    category: 'Staffing',
  });
  await app.db
    .updateTable('covgs')
    .set({ created_by_onboarding: true, contact_email: `${input.name.toLowerCase().replace(/\W+/g, '.')}@vendor.test` })
    .where('id', '=', covg.id)
    .execute();
  if (vendor) await buildEnrollment(app.db, { vendorId: vendor.id, clientId: covg.client_id, signupCode: code });
  const { workflow, items } = await buildOnboardingWorkflow(app.db, {
    covgId: covg.id,
    clientId: input.clientId,
    createdAt: input.createdAt,
    createdByName: input.createdByName,
  });
  const item = (name: string) => items.find((row) => row.programmatic_name === name)!;
  return { vendor, covg, code, workflow, items, item };
}
