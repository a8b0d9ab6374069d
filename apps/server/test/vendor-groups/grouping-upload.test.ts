import { describe, expect, it } from 'vitest';
import { GROUPING_TEXTS, type GroupingUploadResult } from '@app/shared/vendor-groups/vendor-groups';
import { buildClient, buildCov, buildCovgWithCode } from '../../src/db/seed/factories';
import type { TestClient } from '../../src/testing/http-client';
import { signedInAdmin } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

describe('grouping file upload (spec 002 §2, §5, §7, §8)', () => {
  const t = useTestApp();
  const deps = () => ({ db: t.app.db, encryption: t.app.runtime.deps.encryption });

  async function world() {
    const client = await buildClient(t.app.db);
    const a = await buildCovgWithCode(t.app.db, { clientId: client.id });
    const b = await buildCovgWithCode(t.app.db, { clientId: client.id });
    const one = await buildCov(deps(), { covgId: a.covg.id, clientId: client.id });
    const two = await buildCov(deps(), { covgId: a.covg.id, clientId: client.id });
    const three = await buildCov(deps(), { covgId: b.covg.id, clientId: client.id });
    return { client, a: a.covg.id, b: b.covg.id, one: one.id, two: two.id, three: three.id };
  }

  async function upload(admin: TestClient, content: string) {
    const response = await admin.upload('/services/files', [{ filename: 'grouping.csv', content, type: 'text/csv' }], {
      headers: { 'directory-name': 'covgGrouping' },
    });
    expect(response.status).toBe(201);
    return admin.post('/services/grouping/uploads', { fileId: response.body.id as number });
  }
  const groupOf = async (covId: number) =>
    (await t.app.db.selectFrom('covs').select('covg_id').where('id', '=', covId).executeTakeFirstOrThrow()).covg_id;

  it('moves every row of a file with a header, and audits the upload', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const w = await world();
    const response = await upload(admin, `cov id,old group id,new group id\n${w.one},${w.a},${w.b}\n${w.three},${w.b},${w.a}\n`);
    expect(response.status).toBe(200);
    expect(response.body as GroupingUploadResult).toEqual({ rows: 2, covsThatMoved: [w.one, w.three] });
    expect(await groupOf(w.one)).toBe(w.b);
    expect(await groupOf(w.three)).toBe(w.a);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'covg.grouping-uploaded')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ rows: 2 });
  });

  it("refuses the whole file with the spec's text when one row is wrong, and moves nothing", async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const w = await world();
    const response = await upload(admin, `${w.one},${w.a},${w.b}\n${w.two},${w.b},${w.a}\n`);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(GROUPING_TEXTS.invalidFile);
    expect(response.body.error.fieldErrors).toEqual({ 'line 2': `COV ${w.two} is not in group ${w.b}` });
    expect(await groupOf(w.one)).toBe(w.a);
    const refused = await t.app.db.selectFrom('audit_log').select('entity_type').where('action', '=', 'covg.grouping-refused').execute();
    expect(refused.length).toBeGreaterThan(0);
  });

  it('refuses a row the regroup rules refuse (a group of another client), and moves nothing', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const w = await world();
    const foreign = await buildCovgWithCode(t.app.db, { clientId: (await buildClient(t.app.db)).id });
    const response = await upload(admin, `${w.one},${w.a},${w.b}\n${w.two},${w.a},${foreign.covg.id}\n`);
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors).toEqual({ 'line 2': `COV ${w.two}: group of another client` });
    expect(await groupOf(w.one)).toBe(w.a);
  });

  it('refuses a file that is not three columns of ids', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const w = await world();
    const response = await upload(admin, `${w.one},${w.a}\nhello,world,again\n`);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(GROUPING_TEXTS.invalidFile);
    expect(Object.keys(response.body.error.fieldErrors)).toEqual(['line 1', 'line 2']);
  });

  it('answers 404 for a file of another directory and 400 without a file id', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    expect((await admin.post('/services/grouping/uploads', { fileId: 999999999 })).status).toBe(404);
    const missing = await admin.post('/services/grouping/uploads', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.fieldErrors).toEqual({ fileId: 'Upload a file first' });
  });
});
