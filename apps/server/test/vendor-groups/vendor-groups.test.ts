import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { VENDOR_GROUP_TEXTS, type Covg, type RegroupResult, type SignupCode } from '@app/shared/vendor-groups/vendor-groups';
import { buildClient, buildCov, buildCovgWithCode, buildEnrollment, buildVendor } from '../../src/db/seed/factories';
import { TestClient } from '../../src/testing/http-client';
import { signedInAdmin, signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

describe('signup code search and vendor group look-ups (spec 002 §2, §3, §7, §8)', () => {
  const t = useTestApp();
  const deps = () => ({ db: t.app.db, encryption: t.app.runtime.deps.encryption });

  /** A client with a group linked to an enrolled vendor (two COVs, two codes, one used) and a second, unlinked group. */
  async function world() {
    const client = await buildClient(t.app.db, { name: 'Grouping Hospital' });
    const vendor = await buildVendor(t.app.db, { businessName: 'Linked Vendor Inc' });
    const linked = await buildCovgWithCode(t.app.db, {
      clientId: client.id,
      preferredName: 'Linked Vendor',
      vendorId: vendor.id,
      used: true,
    });
    const spare = `SP${Math.random().toString(36).slice(2, 8).toUpperCase()}`.padEnd(8, 'Z').slice(0, 8);
    await t.app.db.insertInto('signup_codes').values({ code: spare, covg_id: linked.covg.id }).execute();
    await t.app.db
      .updateTable('covgs')
      .set({ extra_names: ['LV Holdings'] })
      .where('id', '=', linked.covg.id)
      .execute();
    const enrollment = await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: client.id, signupCode: linked.code });
    await t.app.db.updateTable('enrollments').set({ covg_id: linked.covg.id }).where('id', '=', enrollment.id).execute();
    const first = await buildCov(deps(), { covgId: linked.covg.id, clientId: client.id, legalName: 'Linked Vendor LLC', tin: '123456789' });
    const second = await buildCov(deps(), { covgId: linked.covg.id, clientId: client.id, legalName: 'Linked Vendor East' });
    await t.app.db.updateTable('covs').set({ vendor_id: vendor.id }).where('covg_id', '=', linked.covg.id).execute();
    const other = await buildCovgWithCode(t.app.db, { clientId: client.id, preferredName: 'Loose Records' });
    const loose = await buildCov(deps(), { covgId: other.covg.id, clientId: client.id, legalName: 'Loose Records Co' });
    return { client, vendor, linked, spare, enrollment, first, second, other, loose };
  }

  describe('GET /services/signup-code/{code}', () => {
    it("answers the code's card: used, by whom, when and its group, whatever the case typed", async () => {
      const { http: admin } = await signedInAdmin(t.app);
      const w = await world();
      const response = await admin.get<SignupCode>(`/services/signup-code/${w.linked.code.toLowerCase()}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        code: w.linked.code,
        used: true,
        usedUsername: 'someone',
        usedUserEmail: null,
        covgId: w.linked.covg.id,
      });
      expect(typeof response.body.usedTime).toBe('string');
    });

    it("answers 404 with the spec's warning for an unknown code", async () => {
      const { http: admin } = await signedInAdmin(t.app);
      const response = await admin.get('/services/signup-code/NOSUCHCD');
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe(VENDOR_GROUP_TEXTS.notFound);
    });

    it("refuses a blank code with 'Enter a Signup Code'", async () => {
      const { http: admin } = await signedInAdmin(t.app);
      const response = await admin.get('/services/signup-code/%20%20');
      expect(response.status).toBe(400);
      expect(response.body.error.fieldErrors).toEqual({ signupId: VENDOR_GROUP_TEXTS.enterSignupCode });
    });
  });

  describe('GET /services/signup-code/all/{covgId}', () => {
    it('lists every code of the group, used or not', async () => {
      const { http: admin } = await signedInAdmin(t.app);
      const w = await world();
      const response = await admin.get<SignupCode[]>(`/services/signup-code/all/${w.linked.covg.id}`);
      expect(response.status).toBe(200);
      expect(response.body.map((code) => [code.code, code.used]).sort()).toEqual(
        [
          [w.linked.code, true],
          [w.spare, false],
        ].sort(),
      );
    });

    it('answers 404 for an unknown group and 400 for an id that is not a number', async () => {
      const { http: admin } = await signedInAdmin(t.app);
      expect((await admin.get('/services/signup-code/all/999999999')).status).toBe(404);
      const invalid = await admin.get('/services/signup-code/all/abc');
      expect(invalid.status).toBe(400);
      expect(invalid.body.error.fieldErrors).toEqual({ covgId: 'Enter a COVG ID' });
    });
  });

  describe('GET /services/covg/…', () => {
    it('answers the whole group by id: client, codes, extra names, COVs with masked TINs and PTIDs, the linked vendor', async () => {
      const { http: admin } = await signedInAdmin(t.app);
      const w = await world();
      const response = await admin.get<Covg>(`/services/covg/id/${w.linked.covg.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: w.linked.covg.id,
        clientId: w.client.id,
        clientName: 'Grouping Hospital',
        preferredName: 'Linked Vendor',
        extraNames: ['LV Holdings'],
        trashed: false,
        trashTime: null,
        vendor: { id: w.vendor.id, ptid: w.vendor.ptid, legalName: 'Linked Vendor Inc' },
      });
      expect(response.body.signupCodes.map((c) => c.code).sort()).toEqual([w.linked.code, w.spare].sort());
      expect(response.body.covs.map((c) => c.id)).toEqual([w.first.id, w.second.id]);
      expect(response.body.covs[0]).toMatchObject({
        legalName: 'Linked Vendor LLC',
        tin: '**-***6789',
        tinType: 'EIN',
        ptid: w.vendor.ptid,
      });
      expect(JSON.stringify(response.body)).not.toContain('123456789');
    });

    it('finds the same group by COV id, by signup code and by PTID', async () => {
      const { http: admin } = await signedInAdmin(t.app);
      const w = await world();
      expect((await admin.get<Covg>(`/services/covg/covId/${w.second.id}`)).body.id).toBe(w.linked.covg.id);
      expect((await admin.get<Covg>(`/services/covg/signupCode/${w.spare.toLowerCase()}`)).body.id).toBe(w.linked.covg.id);
      const byPtid = await admin.get<Covg[]>(`/services/covg/ptid/${w.vendor.ptid}`);
      expect(byPtid.status).toBe(200);
      expect(byPtid.body.map((g) => g.id)).toEqual([w.linked.covg.id]);
    });

    it('shows a trashed group as trashed', async () => {
      const { http: admin } = await signedInAdmin(t.app);
      const w = await world();
      await t.app.db.updateTable('covgs').set({ trashed: true, trashed_at: new Date() }).where('id', '=', w.other.covg.id).execute();
      const response = await admin.get<Covg>(`/services/covg/id/${w.other.covg.id}`);
      expect(response.body).toMatchObject({ trashed: true });
      expect(response.body.trashTime).not.toBeNull();
    });

    it("answers 404 'Unable to find vendor group' for each unknown identifier", async () => {
      const { http: admin } = await signedInAdmin(t.app);
      for (const path of [
        '/services/covg/id/999999999',
        '/services/covg/covId/999999999',
        '/services/covg/signupCode/NOPE1234',
        '/services/covg/ptid/PT0',
      ]) {
        const response = await admin.get(path);
        expect(response.status).toBe(404);
        expect(response.body.error.message).toBe(VENDOR_GROUP_TEXTS.notFound);
      }
    });

    it('refuses ids that are not numbers with field errors', async () => {
      const { http: admin } = await signedInAdmin(t.app);
      const byCovg = await admin.get('/services/covg/id/x');
      expect(byCovg.status).toBe(400);
      expect(byCovg.body.error.fieldErrors).toEqual({ covgId: 'Enter a COVG ID' });
      const byCov = await admin.get('/services/covg/covId/-3');
      expect(byCov.status).toBe(400);
      expect(byCov.body.error.fieldErrors).toEqual({ covId: 'Enter a COV ID' });
    });
  });

  describe('who may call', () => {
    const paths = (w: Awaited<ReturnType<typeof world>>) => [
      `/services/signup-code/${w.linked.code}`,
      `/services/signup-code/all/${w.linked.covg.id}`,
      `/services/covg/id/${w.linked.covg.id}`,
      `/services/covg/covId/${w.first.id}`,
      `/services/covg/signupCode/${w.linked.code}`,
      `/services/covg/ptid/${w.vendor.ptid}`,
    ];

    it('answers 401 without a session', async () => {
      const w = await world();
      const anonymous = new TestClient(t.app.baseUrl);
      for (const path of paths(w)) expect((await anonymous.get(path)).status).toBe(401);
      expect(
        (await anonymous.post('/services/covg/regroup', { covgs: [{ id: w.other.covg.id, covs: [{ id: w.first.id }] }] })).status,
      ).toBe(401);
      expect((await anonymous.post('/services/grouping/uploads', { fileId: 1 })).status).toBe(401);
    });

    it("answers 403 to the group's own client and to its enrolled vendor, and changes nothing", async () => {
      const w = await world();
      const { http: client } = await signedInClient(t.app, { clientId: w.client.id, permissions: ['UsersAccess', 'ImportsAccess'] });
      const { http: vendor } = await signedInVendor(t.app);
      for (const caller of [client, vendor]) {
        for (const path of paths(w)) expect((await caller.get(path)).status).toBe(403);
        const regroup = await caller.post('/services/covg/regroup', { covgs: [{ id: w.other.covg.id, covs: [{ id: w.first.id }] }] });
        expect(regroup.status).toBe(403);
        expect((await caller.post('/services/grouping/uploads', { fileId: 1 })).status).toBe(403);
      }
      const cov = await t.app.db.selectFrom('covs').select('covg_id').where('id', '=', w.first.id).executeTakeFirstOrThrow();
      expect(cov.covg_id).toBe(w.linked.covg.id);
    });
  });

  describe('POST /services/covg/regroup', () => {
    const regroup = (admin: TestClient, covgs: Array<{ id?: number | null; covs: number[] }>) =>
      admin.post<RegroupResult>('/services/covg/regroup', {
        covgs: covgs.map((g) => ({ id: g.id ?? null, covs: g.covs.map((id) => ({ id })) })),
      });

    it('moves a COV to another group of the client, answers the affected groups, and audits it', async () => {
      const { http: admin, user } = await signedInAdmin(t.app);
      const w = await world();
      const response = await regroup(admin, [
        { id: w.linked.covg.id, covs: [w.first.id] },
        { id: w.other.covg.id, covs: [w.loose.id, w.second.id] },
      ]);
      expect(response.status).toBe(200);
      expect(response.body.covsThatMoved).toEqual([w.second.id]);
      expect(response.body.covsThatCouldNotMove).toEqual([]);
      const affected = new Map(response.body.affectedCovgs.map((g) => [g.id, g]));
      expect(affected.get(w.other.covg.id)!.covs.map((c) => c.id)).toEqual([w.loose.id, w.second.id].sort((x, y) => x - y));
      expect(affected.get(w.other.covg.id)!.lastModUser).toBe(user.username);
      // The moved record stands for the enrolled vendor, so the unlinked group it joined is linked to it too.
      expect(affected.get(w.other.covg.id)!.vendor?.id).toBe(w.vendor.id);
      expect(affected.get(w.linked.covg.id)!.covs.map((c) => c.id)).toEqual([w.first.id]);
      const audit = await t.app.db
        .selectFrom('audit_log')
        .select(['details', 'username'])
        .where('action', '=', 'covg.regrouped')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(audit.username).toBe(user.username);
      expect(audit.details).toMatchObject({ moved: [{ covId: w.second.id, from: w.linked.covg.id, to: w.other.covg.id }] });
    });

    it('hands the enrolment and signup codes to the group that receives the last COVs, and trashes the emptied group', async () => {
      const { http: admin } = await signedInAdmin(t.app);
      const w = await world();
      const response = await regroup(admin, [{ id: w.other.covg.id, covs: [w.loose.id, w.first.id, w.second.id] }]);
      expect(response.body.covsThatMoved.sort()).toEqual([w.first.id, w.second.id].sort());
      const enrollment = await t.app.db
        .selectFrom('enrollments')
        .select('covg_id')
        .where('id', '=', w.enrollment.id)
        .executeTakeFirstOrThrow();
      expect(enrollment.covg_id).toBe(w.other.covg.id);
      const codes = await t.app.db
        .selectFrom('signup_codes')
        .select(['code', 'covg_id'])
        .where('code', 'in', [w.linked.code, w.spare])
        .execute();
      expect(codes.every((c) => c.covg_id === w.other.covg.id)).toBe(true);
      const emptied = await admin.get<Covg>(`/services/covg/id/${w.linked.covg.id}`);
      expect(emptied.body).toMatchObject({ trashed: true, covs: [], vendor: null, signupCodes: [] });
      const heir = await admin.get<Covg>(`/services/covg/id/${w.other.covg.id}`);
      expect(heir.body.vendor?.id).toBe(w.vendor.id);
    });

    it('creates a New Group named after its first COV, of the same client', async () => {
      const { http: admin } = await signedInAdmin(t.app);
      const w = await world();
      const response = await regroup(admin, [
        { id: w.other.covg.id, covs: [] },
        { id: null, covs: [w.loose.id] },
      ]);
      expect(response.body.covsThatMoved).toEqual([w.loose.id]);
      const created = response.body.affectedCovgs.find((g) => g.id !== w.other.covg.id)!;
      expect(created).toMatchObject({
        clientId: w.client.id,
        preferredName: 'Loose Records Co',
        covs: [{ id: w.loose.id }],
        trashed: false,
      });
    });

    it("refuses moves into another client's group or a group of another vendor, and moves the rest", async () => {
      const { http: admin } = await signedInAdmin(t.app);
      const w = await world();
      const elsewhere = await buildCovgWithCode(t.app.db, { clientId: (await buildClient(t.app.db)).id });
      const otherVendor = await buildCovgWithCode(t.app.db, { clientId: w.client.id, vendorId: (await buildVendor(t.app.db)).id });
      const spareCov = await buildCov(deps(), { covgId: w.other.covg.id, clientId: w.client.id });
      const response = await regroup(admin, [
        { id: elsewhere.covg.id, covs: [w.loose.id] },
        { id: otherVendor.covg.id, covs: [w.first.id] },
        { id: w.linked.covg.id, covs: [w.second.id, spareCov.id] },
      ]);
      expect(response.status).toBe(200);
      expect(response.body.covsThatMoved).toEqual([spareCov.id]);
      expect(response.body.covsThatCouldNotMove).toEqual([w.loose.id, w.first.id]);
    });

    it('answers no moves when every COV is already where it is listed', async () => {
      const { http: admin } = await signedInAdmin(t.app);
      const w = await world();
      const response = await regroup(admin, [{ id: w.linked.covg.id, covs: [w.first.id, w.second.id] }]);
      expect(response.body).toEqual({ affectedCovgs: [], covsThatMoved: [], covsThatCouldNotMove: [] });
    });

    it('refuses a request without groups and ids that are not numbers, with field errors', async () => {
      const { http: admin } = await signedInAdmin(t.app);
      const empty = await admin.post('/services/covg/regroup', { covgs: [] });
      expect(empty.status).toBe(400);
      expect(empty.body.error.fieldErrors).toEqual({ covgs: 'Send at least one vendor group' });
      const badId = await admin.post('/services/covg/regroup', { covgs: [{ id: 1, covs: [{ id: 'x' }] }] });
      expect(badId.status).toBe(400);
      expect(badId.body.error.fieldErrors).toEqual({ 'covgs.0.covs.0.id': 'Enter a COV ID' });
    });

    it('is one transaction: when its last write fails, no COV has moved', async () => {
      const { http: admin } = await signedInAdmin(t.app);
      const w = await world();
      // The regroup's audit entry is its last write; make it fail once.
      await sql`CREATE FUNCTION refuse_regroup_audit() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN IF NEW.action = 'covg.regrouped' THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$`.execute(
        t.app.db,
      );
      await sql`CREATE TRIGGER refuse_regroup_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_regroup_audit()`.execute(
        t.app.db,
      );
      try {
        const response = await regroup(admin, [{ id: w.other.covg.id, covs: [w.loose.id, w.first.id, w.second.id] }]);
        expect(response.status).toBe(500);
      } finally {
        await sql`DROP TRIGGER refuse_regroup_audit ON audit_log`.execute(t.app.db);
        await sql`DROP FUNCTION refuse_regroup_audit()`.execute(t.app.db);
      }
      const covs = await t.app.db.selectFrom('covs').select(['id', 'covg_id']).where('id', 'in', [w.first.id, w.second.id]).execute();
      expect(covs.every((c) => c.covg_id === w.linked.covg.id)).toBe(true);
      const group = await t.app.db
        .selectFrom('covgs')
        .select(['trashed', 'vendor_id'])
        .where('id', '=', w.linked.covg.id)
        .executeTakeFirstOrThrow();
      expect(group).toEqual({ trashed: false, vendor_id: w.vendor.id });
      const enrollment = await t.app.db
        .selectFrom('enrollments')
        .select('covg_id')
        .where('id', '=', w.enrollment.id)
        .executeTakeFirstOrThrow();
      expect(enrollment.covg_id).toBe(w.linked.covg.id);
    });
  });
});
