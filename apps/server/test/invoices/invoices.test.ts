import { describe, expect, it } from 'vitest';
import type { AnnualSpend, InvoicePage } from '@app/shared/invoices/invoices';
import { buildClient, buildCov, buildCovgWithCode, buildInvoice } from '../../src/db/seed/factories';
import type { TestClient } from '../../src/testing/http-client';
import { signedInAdmin, signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
let sequence = 0;

describe('admin invoices and annual spend (spec 002 §2, §3, §7, §9)', () => {
  const t = useTestApp();
  const deps = () => ({ db: t.app.db, encryption: t.app.runtime.deps.encryption });

  /**
   * A client with a facility; one group (COVG) with two COVs (vendor number `number` at the client and
   * `number-B` at the facility) and another group with a third COV; invoices of every kind.
   */
  async function world() {
    const number = `VN${Date.now().toString(36)}${++sequence}`;
    const client = await buildClient(t.app.db, { name: 'Invoice Hospital' });
    const facility = await buildClient(t.app.db, { name: 'North Wing', parentClientId: client.id });
    const { covg, code } = await buildCovgWithCode(t.app.db, { clientId: client.id });
    const other = await buildCovgWithCode(t.app.db, { clientId: client.id });
    const cov = await buildCov(deps(), { covgId: covg.id, clientId: client.id, vendorNumber: number, legalName: 'Zeta Supplies' });
    const sibling = await buildCov(deps(), {
      covgId: covg.id,
      clientId: facility.id,
      vendorNumber: `${number}-B`,
      legalName: 'Alpha Supplies',
    });
    const stranger = await buildCov(deps(), { covgId: other.covg.id, clientId: client.id, vendorNumber: `${number}-C` });
    const paidRecently = await buildInvoice(t.app.db, {
      clientId: client.id,
      vendorNumber: number,
      covId: cov.id,
      invoiceNumber: `${number}-1`,
      amountCents: 123_456,
      invoiceDate: daysAgo(40),
      paymentDate: daysAgo(10),
      paymentDueDate: daysAgo(5),
      paymentStatus: 'PAID',
    });
    const paidLongAgo = await buildInvoice(t.app.db, {
      clientId: client.id,
      vendorNumber: number,
      covId: cov.id,
      invoiceNumber: `${number}-2`,
      amountCents: 50_000,
      invoiceDate: daysAgo(420),
      paymentDate: daysAgo(400),
      paymentStatus: 'PAID',
    });
    const excluded = await buildInvoice(t.app.db, {
      clientId: client.id,
      vendorNumber: number,
      covId: cov.id,
      invoiceNumber: `${number}-3`,
      amountCents: 7_000,
      invoiceDate: daysAgo(30),
      paymentDate: daysAgo(20),
      includeInAnnualSpend: false,
    });
    const unpaid = await buildInvoice(t.app.db, {
      clientId: client.id,
      vendorNumber: number,
      covId: cov.id,
      invoiceNumber: `${number}-4`,
      amountCents: 9_000,
      invoiceDate: daysAgo(2),
    });
    const unlinked = await buildInvoice(t.app.db, {
      clientId: facility.id,
      vendorNumber: number,
      invoiceNumber: `${number}-5`,
      amountCents: 1_000,
      invoiceDate: daysAgo(3),
      paymentDate: daysAgo(1),
    });
    const siblingInvoice = await buildInvoice(t.app.db, {
      clientId: facility.id,
      vendorNumber: `${number}-B`,
      covId: sibling.id,
      invoiceNumber: `${number}-6`,
      amountCents: 20_000,
      invoiceDate: daysAgo(50),
      paymentDate: daysAgo(45),
    });
    const strangerInvoice = await buildInvoice(t.app.db, {
      clientId: client.id,
      vendorNumber: `${number}-C`,
      covId: stranger.id,
      invoiceNumber: `${number}-7`,
      amountCents: 99_999,
      paymentDate: daysAgo(5),
    });
    return {
      number,
      code,
      client,
      facility,
      covg,
      cov,
      sibling,
      stranger,
      invoices: { paidRecently, paidLongAgo, excluded, unpaid, unlinked, siblingInvoice, strangerInvoice },
    };
  }

  const list = async (admin: TestClient, query: string) => {
    const response = await admin.get<InvoicePage>(`/services/invoices?${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const ids = (page: InvoicePage) => page.content.map((row) => row.id).sort((a, b) => a - b);
  const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);

  it('answers the invoice rows of a vendor number with the client, facility, account name and amount in cents', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const w = await world();
    const page = await list(admin, `vendorNumber=${w.number}&sortBy=invoiceNumber&sortDesc=false`);
    expect(page.total).toBe(5);
    expect(page.content[0]).toEqual({
      id: w.invoices.paidRecently.id,
      clientId: w.client.id,
      facility: 'Invoice Hospital',
      accountName: 'Zeta Supplies',
      vendorNumber: w.number,
      covId: w.cov.id,
      invoiceNumber: `${w.number}-1`,
      invoiceDate: daysAgo(40),
      paymentDate: daysAgo(10),
      paymentDueDate: daysAgo(5),
      paymentStatus: 'PAID',
      includeInAnnualSpend: true,
      amount: 123_456,
    });
    expect(page.content[4]).toMatchObject({ clientId: w.facility.id, facility: 'North Wing', accountName: null, covId: null });
  });

  it('filters by COV, COVG, signup code, link option and include-in-annual-spend option', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const w = await world();
    const i = w.invoices;
    const ofCov = [i.paidRecently.id, i.paidLongAgo.id, i.excluded.id, i.unpaid.id];
    expect(ids(await list(admin, `covId=${w.cov.id}`))).toEqual(sorted(...ofCov));
    expect(ids(await list(admin, `covgId=${w.covg.id}`))).toEqual(sorted(...ofCov, i.siblingInvoice.id));
    expect(ids(await list(admin, `signupCode=${w.code.toLowerCase()}`))).toEqual(sorted(...ofCov, i.siblingInvoice.id));
    expect(ids(await list(admin, `vendorNumber=${w.number}&linkOption=Linked`))).toEqual(sorted(...ofCov));
    expect(ids(await list(admin, `vendorNumber=${w.number}&linkOption=Unlinked`))).toEqual([i.unlinked.id]);
    expect(ids(await list(admin, `vendorNumber=${w.number}&linkOption=All`))).toEqual(sorted(...ofCov, i.unlinked.id));
    expect(ids(await list(admin, `covId=${w.cov.id}&includeInAnnualSpendOption=Excluded`))).toEqual([i.excluded.id]);
    expect(ids(await list(admin, `covId=${w.cov.id}&includeInAnnualSpendOption=Included`))).toEqual(
      sorted(i.paidRecently.id, i.paidLongAgo.id, i.unpaid.id),
    );
    expect(ids(await list(admin, `covgId=${w.covg.id}&covId=${w.sibling.id}`))).toEqual([i.siblingInvoice.id]);
    expect(await list(admin, 'signupCode=NO-SUCH-CODE')).toEqual({ total: 0, content: [] });
  });

  it('sorts on the columns both ways and keeps the total on a page past the end', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const w = await world();
    const byAmount = await list(admin, `covgId=${w.covg.id}&sortBy=amount&sortDesc=true`);
    expect(byAmount.content.map((row) => row.amount)).toEqual([123_456, 50_000, 20_000, 9_000, 7_000]);
    const byAccount = await list(admin, `covgId=${w.covg.id}&sortBy=accountName&sortDesc=false`);
    expect(byAccount.content[0]!.accountName).toBe('Alpha Supplies');
    const byFacility = await list(admin, `vendorNumber=${w.number}&sortBy=facility&sortDesc=true`);
    expect(byFacility.content[0]!.facility).toBe('North Wing');
    const byPayment = await list(admin, `covId=${w.cov.id}&sortBy=paymentDate&sortDesc=false`);
    expect(byPayment.content.map((row) => row.paymentDate)).toEqual([daysAgo(400), daysAgo(20), daysAgo(10), null]);

    expect(await list(admin, `covgId=${w.covg.id}&page=3&size=50`)).toEqual({ total: 5, content: [] });
  });

  it('pages through more invoices than a page holds', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const client = await buildClient(t.app.db);
    const number = `MANY${Date.now().toString(36)}`;
    for (let n = 0; n < 55; n++) {
      await buildInvoice(t.app.db, { clientId: client.id, vendorNumber: number, invoiceNumber: `N${String(n).padStart(3, '0')}` });
    }
    const first = await list(admin, `vendorNumber=${number}&sortBy=invoiceNumber&sortDesc=false`);
    expect(first.total).toBe(55);
    expect(first.content).toHaveLength(50);
    const second = await list(admin, `vendorNumber=${number}&sortBy=invoiceNumber&sortDesc=false&page=1`);
    expect(second.content.map((row) => row.invoiceNumber)).toEqual(['N050', 'N051', 'N052', 'N053', 'N054']);
    expect((await list(admin, `vendorNumber=${number}&size=100`)).content).toHaveLength(55);
  });

  it("sums the included invoices paid in the last 365 days for the vendor number, each COV and each COV's group", async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const w = await world();
    const response = await admin.get<AnnualSpend>(`/services/invoices/annual-spend/${w.number}`);
    expect(response.status).toBe(200);
    // Paid recently and the unlinked invoice paid yesterday; not the old, excluded or unpaid ones.
    expect(response.body).toEqual({
      annualSpend: 123_456 + 1_000,
      vendorNumber: w.number,
      covs: [{ id: w.cov.id, annualSpend: 123_456, groupAnnualSpend: 123_456 + 20_000 }],
    });
    const sibling = await admin.get<AnnualSpend>(`/services/invoices/annual-spend/${w.number}-B`);
    expect(sibling.body.covs).toEqual([{ id: w.sibling.id, annualSpend: 20_000, groupAnnualSpend: 143_456 }]);
    const unknown = await admin.get<AnnualSpend>('/services/invoices/annual-spend/NOBODY-HAS-THIS');
    expect(unknown.body).toEqual({ annualSpend: 0, vendorNumber: 'NOBODY-HAS-THIS', covs: [] });
  });

  it('refuses a bad page size, page, sort column or option with field errors', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const cases: Array<[string, Record<string, string>]> = [
      ['size=25', { size: 'Choose a page size of 50, 100, 250, 1000' }],
      ['size=abc', { size: 'Choose a page size of 50, 100, 250, 1000' }],
      ['page=-1', { page: 'Enter a page number' }],
      ['sortBy=tin', { sortBy: 'Choose a column to sort by' }],
      ['linkOption=Maybe', { linkOption: 'Choose All, Linked or Unlinked' }],
      ['includeInAnnualSpendOption=true', { includeInAnnualSpendOption: 'Choose All, Included or Excluded' }],
      ['covId=x', { covId: 'Enter a COV ID' }],
      ['covgId=0', { covgId: 'Enter a COVG ID' }],
    ];
    for (const [query, fieldErrors] of cases) {
      const refused = await admin.get(`/services/invoices?${query}`);
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('VALIDATION_FAILED');
      expect(refused.body.error.fieldErrors).toEqual(fieldErrors);
    }
  });

  it('refuses anonymous callers (401) and vendor and client users (403)', async () => {
    const w = await world();
    const { http: vendor } = await signedInVendor(t.app);
    const { http: clientUser } = await signedInClient(t.app, { clientId: w.client.id });
    const anonymous = t.client();
    for (const path of [`/services/invoices?vendorNumber=${w.number}`, `/services/invoices/annual-spend/${w.number}`]) {
      expect((await anonymous.get(path)).status).toBe(401);
      expect((await vendor.get(path)).status).toBe(403);
      expect((await clientUser.get(path)).status).toBe(403);
    }
  });
});
