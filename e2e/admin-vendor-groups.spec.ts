import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildClient, buildCovgWithCode, buildVendor } from '../apps/server/src/db/seed/factories';
import { useDemoDb } from './support/demo-db';
import {
  appUrl,
  fitsWidth,
  loginAsAdmin,
  openPage,
  PHONE_VIEWPORT,
  scanA11y,
  useBrowser,
  waitForDialogShown,
  waitForHashPath,
} from './support/browser';

const browser = useBrowser();
const db = useDemoDb();

let sequence = 0;

/** A fresh 8-character signup code. */
const newCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${++sequence}`.slice(-8).padStart(8, 'Q');

/** A COV without a TIN in a group (the journey needs no sealed TIN). */
async function cov(covgId: number, clientId: number, legalName: string, vendorId: number | null) {
  return db
    .insertInto('covs')
    .values({
      covg_id: covgId,
      client_id: clientId,
      vendor_number: `E2E-${Date.now().toString(36)}-${++sequence}`,
      legal_name: legalName,
      vendor_id: vendorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function openTab(page: Page, label: string, path: string, heading: string) {
  await page.goto(appUrl('/admin'));
  await page.getByRole('tab', { name: label, exact: true }).click();
  await waitForHashPath(page, path);
  await page.getByRole('heading', { level: 2, name: heading }).waitFor();
}

/** The query of the hash route as key=value pairs (the order the app writes them in does not matter). */
function hashQuery(page: Page): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? ''));
}

/** Drags with the pointer from the middle of one element to the middle of another, in small steps. */
async function dragWithPointer(page: Page, from: Locator, to: Locator) {
  const start = (await from.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2, { steps: 3 });
  const end = (await to.boundingBox())!;
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await page.mouse.up();
}

/**
 * dnd-kit's keyboard sensor starts listening for keys from a timer it sets when the drag starts, after
 * the start is announced: a key pressed before that timer has run is lost. A timer of the page's own, set
 * now, runs after it.
 */
async function keyboardSensorListening(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('admin hub: signup codes and vendor groups (spec 002 §2, §4, §5, §8)', () => {
  it("finds a signup code's vendor group, the code's card and the group's other code; warns for an unknown code", async () => {
    const { page } = await openPage(browser());
    await loginAsAdmin(page);
    await openTab(page, 'Signup Code Search', '/admin/signupCode', 'Signup Code Search');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Enter a Signup Code').waitFor();
    await scanA11y(page);

    await page.getByRole('textbox', { name: 'Signup Code' }).fill('sumt2026');
    await page.getByRole('button', { name: 'Search' }).click();
    const group = page.getByRole('region', { name: 'Vendor group' });
    await group.getByRole('heading', { name: 'Summit Surgical Supply' }).waitFor();
    await group.getByText(/^COVG ID: \d+$/).waitFor();
    await group.getByText('Extra names: Summit Surgical, SSS Medical').waitFor();
    const card = page.getByRole('region', { name: 'Signup code SUMT2026' });
    await card.getByText('Used: No').waitFor();
    await page.getByRole('region', { name: 'Other signup code SUMT2027' }).waitFor();
    await scanA11y(page);

    await page.getByRole('textbox', { name: 'Signup Code' }).fill('TRSH2026');
    await page.getByRole('button', { name: 'Search' }).click();
    await group.getByRole('heading', { name: 'Lakeshore Old Vendor Record - Trashed' }).waitFor();

    await page.getByRole('textbox', { name: 'Signup Code' }).fill('NOPE0000');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Unable to find vendor group').waitFor();
  });

  it('regroups COVs by pointer and by keyboard, and says what moved and what could not', async () => {
    const client = await buildClient(db, { name: 'Journey Regroup Hospital' });
    const vendorA = await buildVendor(db, { businessName: 'Journey Vendor A' });
    const vendorB = await buildVendor(db, { businessName: 'Journey Vendor B' });
    const a = await buildCovgWithCode(db, { clientId: client.id, code: newCode('A'), preferredName: 'Group Alpha', vendorId: vendorA.id });
    const b = await buildCovgWithCode(db, { clientId: client.id, code: newCode('B'), preferredName: 'Group Beta' });
    const c = await buildCovgWithCode(db, { clientId: client.id, code: newCode('C'), preferredName: 'Group Gamma', vendorId: vendorB.id });
    await cov(a.covg.id, client.id, 'Alpha One', vendorA.id);
    const a2 = await cov(a.covg.id, client.id, 'Alpha Two', vendorA.id);
    const b1 = await cov(b.covg.id, client.id, 'Beta One', null);
    const c1 = await cov(c.covg.id, client.id, 'Gamma One', vendorB.id);

    const { page } = await openPage(browser());
    await loginAsAdmin(page);
    await openTab(page, 'Vendor Group Manager', '/admin/vendor-group-manager', 'Vendor Group Manager');
    const load = page.getByRole('button', { name: 'Load' });
    expect(await load.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Signup Code' }).fill(`${a.code}, ${b.code} ${c.code}`);
    expect(await page.getByRole('textbox', { name: 'COVG ID' }).isDisabled()).toBe(true);
    await load.click();
    const alpha = page.getByRole('region', { name: 'Group Alpha' });
    const beta = page.getByRole('region', { name: 'Group Beta' });
    const gamma = page.getByRole('region', { name: 'Group Gamma' });
    await beta.getByText('Beta One').waitFor();
    await gamma.getByText('Gamma One').waitFor();
    await page.getByRole('switch', { name: 'Show linked vendors' }).check();
    await alpha.getByText(/^Linked vendor: Journey Vendor A/).waitFor();
    await scanA11y(page);

    await page.getByRole('button', { name: 'Regroup' }).click();
    await page.getByRole('button', { name: 'Cancel Regrouping' }).waitFor();
    await scanA11y(page);
    // Pointer: Beta's COV into Alpha (same client, Beta has no vendor: accepted by the server).
    await dragWithPointer(page, page.getByRole('button', { name: `Move COV ${b1.id}` }), alpha);
    await alpha.getByText('Beta One').waitFor();
    // Keyboard: Gamma's COV (another vendor's) into Alpha: the board accepts it, the server refuses it.
    const c1Handle = page.getByRole('button', { name: `Move COV ${c1.id}` });
    await c1Handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => c1Handle.getAttribute('aria-pressed')).toBe('true');
    await page.getByText(`COV ${c1.id} is over Group Gamma, which does not accept it.`).waitFor();
    await keyboardSensorListening(page);
    await page.keyboard.press('ArrowLeft');
    await page.getByText(`COV ${c1.id} is over Group Beta.`).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.getByText(`COV ${c1.id} is over Group Alpha.`).waitFor();
    await page.keyboard.press('Space');
    await alpha.getByText('Gamma One').waitFor();
    await page.getByRole('status').getByText('2 COV(s) to move.').waitFor();

    await page.getByRole('button', { name: 'Save Changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Changes' });
    await waitForDialogShown(dialog);
    await scanA11y(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Successfully moved 1 COV(s). 1 COV(s) could not be moved: ${c1.id}`).waitFor();
    await alpha.getByText('Beta One').waitFor();
    await gamma.getByText('Gamma One').waitFor();

    // Keyboard into a New Group. First the board as the server now has it: Beta lost its only COV and is
    // trashed (the announcements below name it so).
    await page.getByRole('region', { name: 'Group Beta - Trashed', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Regroup' }).click();
    await page.getByRole('button', { name: 'New Group' }).click();
    const created = page.getByRole('region', { name: 'New Group 1' });
    await created.waitFor();
    const a2Handle = page.getByRole('button', { name: `Move COV ${a2.id}` });
    await a2Handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => a2Handle.getAttribute('aria-pressed')).toBe('true');
    await page.getByText(`COV ${a2.id} is over Group Alpha, which does not accept it.`).waitFor();
    await keyboardSensorListening(page);
    // Trashed, Beta accepts no drops.
    for (const title of ['Group Beta - Trashed, which does not accept it', 'Group Gamma', 'New Group 1']) {
      await page.keyboard.press('ArrowRight');
      await page.getByText(`COV ${a2.id} is over ${title}.`).waitFor();
    }
    await page.keyboard.press('Space');
    await created.getByText('Alpha Two').waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await waitForDialogShown(dialog);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Successfully moved 1 COV(s)', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Alpha Two' }).getByRole('heading', { name: 'Alpha Two' }).waitFor();
    const moved = await db.selectFrom('covs').select('covg_id').where('id', '=', a2.id).executeTakeFirstOrThrow();
    expect(moved.covg_id).not.toBe(a.covg.id);
    await scanA11y(page);

    // Usable on a phone: nothing runs off the side at 390 px.
    await page.setViewportSize(PHONE_VIEWPORT);
    await gamma.getByText('Gamma One').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await scanA11y(page);
  });

  it('keeps the search, the loaded groups and the linked-vendors switch through a reload, Back and a copied address', async () => {
    const client = await buildClient(db, { name: 'Journey Address Hospital' });
    const vendor = await buildVendor(db, { businessName: 'Journey Address Vendor' });
    const first = await buildCovgWithCode(db, {
      clientId: client.id,
      code: newCode('D'),
      preferredName: 'Address Group One',
      vendorId: vendor.id,
    });
    const second = await buildCovgWithCode(db, { clientId: client.id, code: newCode('E'), preferredName: 'Address Group Two' });
    await cov(first.covg.id, client.id, 'Address One', vendor.id);
    await cov(second.covg.id, client.id, 'Address Two', null);

    const { context, page } = await openPage(browser());
    await loginAsAdmin(page);
    await openTab(page, 'Vendor Group Manager', '/admin/vendor-group-manager', 'Vendor Group Manager');
    const one = page.getByRole('region', { name: 'Address Group One' });
    const two = page.getByRole('region', { name: 'Address Group Two' });
    const signupCode = page.getByRole('textbox', { name: 'Signup Code' });
    const covgId = page.getByRole('textbox', { name: 'COVG ID' });
    const linked = page.getByRole('switch', { name: 'Show linked vendors' });

    await signupCode.fill(first.code);
    await page.getByRole('button', { name: 'Load' }).click();
    await one.getByText('Address One').waitFor();
    await linked.check();
    await one.getByText(/^Linked vendor: Journey Address Vendor/).waitFor();
    await signupCode.fill('');
    await covgId.fill(String(second.covg.id));
    await page.getByRole('button', { name: 'Load' }).click();
    await two.getByText('Address Two').waitFor();
    expect(hashQuery(page)).toEqual({ covgId: String(second.covg.id), groups: `${first.covg.id} ${second.covg.id}`, vendors: 'true' });

    await page.reload();
    await one.getByText(/^Linked vendor: Journey Address Vendor/).waitFor();
    await two.getByText('Address Two').waitFor();
    expect(await covgId.inputValue()).toBe(String(second.covg.id));
    expect(await linked.isChecked()).toBe(true);
    await scanA11y(page);

    const copy = await context.newPage();
    await copy.goto(page.url());
    await copy
      .getByRole('region', { name: 'Address Group One' })
      .getByText(/^Linked vendor: Journey Address Vendor/)
      .waitFor();
    await copy.getByRole('region', { name: 'Address Group Two' }).getByText('Address Two').waitFor();
    await scanA11y(copy);
    await copy.close();

    // Back undoes a removal, then the second Load: the first search is in its box again.
    await page.getByRole('button', { name: 'Remove Address Group One' }).click();
    await one.waitFor({ state: 'detached' });
    await page.goBack();
    await one.getByText('Address One').waitFor();
    await two.waitFor();
    await page.goBack();
    await two.waitFor({ state: 'detached' });
    await one.getByText('Address One').waitFor();
    await expect.poll(() => signupCode.inputValue()).toBe(first.code);
    expect(await covgId.inputValue()).toBe('');
    expect(await linked.isChecked()).toBe(true);
    expect(hashQuery(page)).toEqual({ signupCode: first.code, groups: String(first.covg.id), vendors: 'true' });
    await scanA11y(page);

    // An address naming a group that is not there says so, and closing the warning drops it.
    await page.goto(appUrl('/admin/vendor-group-manager?groups=999999999'));
    const gone = page.getByRole('alert').filter({ hasText: 'Unable to find vendor group: COVG ID 999999999' });
    await gone.waitFor();
    await scanA11y(page);
    await gone.getByRole('button', { name: 'Close' }).click();
    await page.getByText('Load vendor groups by a signup code, COVG ID, COV ID or PTID to see them here.').waitFor();
    expect(hashQuery(page)).toEqual({});
  });

  it('moves COVs by a grouping file, refuses a wrong file whole, and resets after success', async () => {
    const client = await buildClient(db, { name: 'Journey Grouping Hospital' });
    const from = await buildCovgWithCode(db, { clientId: client.id, code: newCode('F'), preferredName: 'File Group From' });
    const to = await buildCovgWithCode(db, { clientId: client.id, code: newCode('T'), preferredName: 'File Group To' });
    const one = await cov(from.covg.id, client.id, 'File One', null);
    const two = await cov(from.covg.id, client.id, 'File Two', null);
    const csv = (rows: string) => ({ name: 'grouping.csv', mimeType: 'text/csv', buffer: Buffer.from(rows) });

    const { page } = await openPage(browser());
    await loginAsAdmin(page);
    await openTab(page, 'Grouping', '/admin/grouping', 'Grouping');
    const file = page.locator('input[type=file][aria-label="Grouping file"]');
    // The second row names the wrong old group: nothing moves.
    await file.setInputFiles(
      csv(`cov id,old group id,new group id\n${one.id},${from.covg.id},${to.covg.id}\n${two.id},${to.covg.id},${from.covg.id}\n`),
    );
    await page.getByRole('button', { name: 'Upload' }).click();
    await page
      .getByText('Invalid file. Please upload a file with three columns in this order: cov id, old group id, new group id')
      .waitFor();
    await page.getByText(`line 3: COV ${two.id} is not in group ${to.covg.id}`).waitFor();
    await scanA11y(page);
    expect((await db.selectFrom('covs').select('covg_id').where('id', '=', one.id).executeTakeFirstOrThrow()).covg_id).toBe(from.covg.id);

    await file.setInputFiles(csv(`${one.id},${from.covg.id},${to.covg.id}\n${two.id},${from.covg.id},${to.covg.id}\n`));
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText(/^The grouping file was processed\./).waitFor();
    await scanA11y(page);
    expect((await db.selectFrom('covs').select('covg_id').where('id', '=', two.id).executeTakeFirstOrThrow()).covg_id).toBe(to.covg.id);
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByText('No file chosen').waitFor();
  });
});
