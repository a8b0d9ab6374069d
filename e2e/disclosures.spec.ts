import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appUrl,
  baseUrl,
  loginAndWaitForHome,
  openPage,
  scanA11y,
  useBrowser,
  waitForHashPath,
  waitForDialogShown,
} from './support/browser';

const browser = useBrowser();

interface Customer {
  customerId: number;
  customerName: string;
}
interface Todo {
  id: number;
  name: string;
  customerId: number;
  completionStatus: { name: string };
}

async function customerNamed(page: Page, name: string): Promise<Customer> {
  const response = await page.request.get(`${baseUrl()}/services/customers`);
  const customer = ((await response.json()) as Customer[]).find((c) => c.customerName === name);
  if (!customer) throw new Error(`No customer ${name}`);
  return customer;
}

async function todoOf(page: Page, customerId: number, name: string): Promise<Todo> {
  const response = await page.request.get(`${baseUrl()}/services/customers/${customerId}/checklist`);
  const todo = ((await response.json()) as Todo[]).find((t) => t.name === name);
  if (!todo) throw new Error(`No to-do ${name}`);
  return todo;
}

/**
 * Re-opens a to-do this journey completed (a draft save makes it INCOMPLETE), so the dashboard keeps
 * the same number of open to-dos for the other journeys.
 */
async function reopen(page: Page, todo: Todo): Promise<void> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.put(`${baseUrl()}/services/customers/${todo.customerId}/evdchecklist/${todo.id}?markComplete=false`, {
    data: { answers: {} },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The text describing a field (its helper text or error). */
async function descriptionOf(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const page = field.page();
  const texts = await Promise.all(
    ids
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  return texts.join(' ');
}

/** Today in the browser's time zone, as a date input holds it. */
function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });
}

/** Answers the sample Vendor Disclosure Form for a sole proprietor supplying medical goods, never excluded. */
async function fillSampleForm(form: Locator): Promise<void> {
  await form.getByRole('textbox', { name: 'Legal business name' }).fill('Acme Medical Supply, Inc.');
  await form.getByRole('textbox', { name: 'Compliance contact e-mail' }).fill('compliance@acmemedical.com');
  await form.getByRole('textbox', { name: 'Main phone number' }).fill('(555) 123-4567');
  const hq = form.getByRole('group', { name: 'Headquarters address' });
  await hq.getByRole('textbox', { name: 'Address 1' }).fill('100 Main Street');
  await hq.getByRole('textbox', { name: 'City' }).fill('Springfield');
  await hq.getByRole('combobox', { name: 'State' }).selectOption('IL');
  await hq.getByRole('textbox', { name: 'Zip' }).fill('62701');
  await hq.getByRole('combobox', { name: 'Country' }).selectOption('US');
  // An address given shows the mailing-address question.
  const sameAsHq = form.getByRole('radiogroup', { name: 'Is your mailing address the same as your headquarters?' });
  await sameAsHq.getByRole('radio', { name: 'Yes' }).check();
  await form.getByRole('combobox', { name: 'Type of business entity' }).selectOption('SOLE_PROP');
  await form
    .getByRole('group', { name: 'Which services do you provide to our facilities?' })
    .getByRole('checkbox', { name: 'Medical supplies' })
    .check();
  const excluded = form.getByRole('radiogroup', { name: /ever been excluded/ });
  await excluded.getByRole('radio', { name: 'No' }).check();
  await form.getByRole('combobox', { name: 'How often do you screen your staff against the exclusion lists?' }).selectOption('Monthly');
  await form
    .getByRole('group', { name: 'Confirmation' })
    .getByRole('checkbox', { name: 'I confirm the answers above are true and complete' })
    .check();
  await form.getByRole('textbox', { name: 'Title of the person signing' }).fill('Owner');
  await form.locator('[data-question="signedDate"] input').fill('2026-01-15');
  await form.getByRole('textbox', { name: 'Signature' }).fill('Victor Vance');
  await form.getByText('Thank you. Submit the form to send your disclosure.').waitFor();
}

describe('disclosure forms', () => {
  it('fills the sample form: answers show and hide questions, a shown question becomes required, then Save and Complete', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    const riverside = await customerNamed(page, 'Riverside Health System');
    const todo = await todoOf(page, riverside.customerId, 'Vendor Disclosure Form');

    await page.goto(appUrl(`/customers/${riverside.customerId}/detail`));
    await page.getByRole('heading', { level: 1, name: 'Riverside Health System' }).waitFor();
    const todos = page.getByRole('table', { name: 'To-Dos' });
    await todos.getByRole('row', { name: /Vendor Disclosure Form/ }).waitFor();
    await scanA11y(page);
    await todos.getByRole('link', { name: 'Open Vendor Disclosure Form' }).click();
    await waitForHashPath(page, `/customers/${riverside.customerId}/checklist/${todo.id}`);
    await page.getByRole('heading', { level: 1, name: 'Vendor Disclosure Form' }).waitFor();
    await page.getByRole('button', { name: 'Back to Riverside Health System' }).waitFor();
    const form = page.getByRole('form', { name: 'Vendor Disclosure Form' });
    await form.getByRole('textbox', { name: 'Legal business name' }).waitFor();
    // What the account knows is filled in: the company's legal name, phone and office address, and today as the signing date.
    await expect.poll(() => form.getByRole('textbox', { name: 'Legal business name' }).inputValue()).toBe('Acme Medical Supply');
    expect(await form.getByRole('textbox', { name: 'Main phone number' }).inputValue()).toBe('(813) 555-0142');
    const hq = form.getByRole('group', { name: 'Headquarters address' });
    expect(await hq.getByRole('textbox', { name: 'Address 1' }).inputValue()).toBe('500 Harbor Way');
    expect(await hq.getByRole('textbox', { name: 'City' }).inputValue()).toBe('Tampa');
    expect(await hq.getByRole('combobox', { name: 'State' }).inputValue()).toBe('FL');
    expect(await hq.getByRole('textbox', { name: 'Zip' }).inputValue()).toBe('33601');
    expect(await form.locator('[data-question="signedDate"] input').inputValue()).toBe(await browserToday(page));
    // One button row: Cancel, Save and Finish Later, Save and Complete.
    expect(
      await page.getByRole('button', { name: /^(Cancel|Save and Finish Later|Save and Complete|Send|Submit)$/ }).allInnerTexts(),
    ).toEqual(['Cancel', 'Save and Finish Later', 'Save and Complete']);
    await scanA11y(page);

    // A personal e-mail domain shows a further question; leaving it empty is an error once saving.
    const explanation = form.getByRole('textbox', { name: 'Why does your company use a personal e-mail domain?' });
    expect(await explanation.count()).toBe(0);
    await form.getByRole('textbox', { name: 'Compliance contact e-mail' }).fill('acme.compliance@gmail.com');
    await explanation.waitFor();
    await page.getByRole('button', { name: 'Save and Complete' }).click();
    await expect.poll(() => explanation.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(explanation)).toBe('Required');
    expect(await descriptionOf(form.getByRole('textbox', { name: 'Title of the person signing' }))).toBe('Required');
    await scanA11y(page);

    // An entity type shows (and hides) the ownership questions.
    const entity = form.getByRole('combobox', { name: 'Type of business entity' });
    await entity.selectOption('LLC');
    await form.getByRole('textbox', { name: 'Name each owner and their share' }).waitFor();
    await form.getByRole('textbox', { name: 'Name each owner and their share' }).fill('Victor Vance 100%');
    await entity.selectOption('SOLE_PROP');
    await form.getByRole('textbox', { name: 'Name each owner and their share' }).waitFor({ state: 'detached' });

    await fillSampleForm(form);
    await explanation.waitFor({ state: 'detached' });
    await scanA11y(page);
    await page.getByRole('button', { name: 'Save and Complete' }).click();
    await page.getByText('Vendor Disclosure Form is complete.').waitFor();
    // A complete item opens read-only with Edit.
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    expect(await form.getByRole('textbox', { name: 'Legal business name' }).getAttribute('readonly')).not.toBeNull();
    // Read back, the form no longer asks to be submitted: the prompts its answers brought up are gone.
    expect(await form.getByText('Thank you. Submit the form to send your disclosure.').count()).toBe(0);
    expect((await todoOf(page, riverside.customerId, 'Vendor Disclosure Form')).completionStatus.name).toBe('COMPLETE');

    await page.getByRole('button', { name: 'Back to Riverside Health System' }).click();
    await waitForHashPath(page, `/customers/${riverside.customerId}/detail/todos`);
    await todos
      .getByRole('row', { name: /Vendor Disclosure Form/ })
      .getByText('Complete')
      .waitFor();
    await reopen(page, todo);
  });

  it('sends a form back after revision, confirming first', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    const mercy = await customerNamed(page, 'Mercy Valley Clinic');
    const todo = await todoOf(page, mercy.customerId, 'Vendor Disclosure Form');
    expect(todo.completionStatus.name).toBe('REVISION_NEEDED');

    await page
      .getByRole('list', { name: 'To-Dos' })
      .getByRole('link', { name: 'Open Revision Needed - Vendor Disclosure Form for Mercy Valley Clinic' })
      .click();
    await waitForHashPath(page, `/customers/${mercy.customerId}/checklist/${todo.id}`);
    await page.getByRole('heading', { level: 1, name: 'Vendor Disclosure Form' }).waitFor();
    await page.getByRole('button', { name: 'Back to Home' }).waitFor();
    // The requested changes in the orange box, and the note against its question.
    await page.getByText('Attach the current state license; the one on file has expired.').waitFor();
    await page.getByText('Revision requested: Please use the legal name exactly as it appears on your W-9.').waitFor();
    const form = page.getByRole('form', { name: 'Vendor Disclosure Form' });
    expect(await form.getByRole('textbox', { name: 'Legal business name' }).inputValue()).toBe('Acme Medical Supply, Inc.');
    expect(await page.getByRole('button', { name: 'Save and Complete' }).count()).toBe(0);
    // A revision is signed anew: it starts with today's signature date.
    await expect.poll(async () => form.locator('[data-question="signedDate"] input').inputValue()).toBe(await browserToday(page));
    await scanA11y(page);

    await form.getByRole('textbox', { name: 'Legal business name' }).fill('Acme Medical Supply Incorporated');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Send Changes' });
    await waitForDialogShown(confirm);
    await confirm.getByText('Are you sure you want to send these changes to Mercy Valley Clinic?').waitFor();
    await scanA11y(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await todoOf(page, mercy.customerId, 'Vendor Disclosure Form')).completionStatus.name).toBe('REVISION_NEEDED');

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await waitForDialogShown(confirm);
    await confirm.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Your changes were sent to Mercy Valley Clinic.').waitFor();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    expect((await todoOf(page, mercy.customerId, 'Vendor Disclosure Form')).completionStatus.name).toBe('COMPLETE');
    await reopen(page, todo);
  });

  it('shows the disclosure history read-only and adds a disclosure', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    const mercy = await customerNamed(page, 'Mercy Valley Clinic');
    await page.goto(appUrl(`/customers/${mercy.customerId}/detail`));
    await page.getByRole('heading', { level: 1, name: 'Mercy Valley Clinic' }).waitFor();
    const tabs = page.getByRole('tablist', { name: 'Mercy Valley Clinic' });
    // The disclosure tabs come from a second call, so the tab list may grow after the heading shows.
    await expect.poll(() => tabs.getByRole('tab').allInnerTexts()).toEqual(['To-Dos', 'Proof of Enrollment', 'Vendor Disclosure Form']);
    await tabs.getByRole('tab', { name: 'Vendor Disclosure Form' }).click();
    const history = page.getByRole('table', { name: 'Vendor Disclosure Form history' });
    await history.getByRole('row').nth(1).getByRole('cell').first().waitFor();
    await scanA11y(page);
    const before = await history.getByRole('button', { name: /^View the disclosure submitted/ }).count();
    expect(before).toBeGreaterThan(0);

    // A past disclosure is read-only, with only Close.
    await history
      .getByRole('button', { name: /^View the disclosure submitted/ })
      .first()
      .click();
    const view = page.getByRole('dialog', { name: 'Vendor Disclosure Form' });
    await waitForDialogShown(view);
    await view.getByRole('textbox', { name: 'Legal business name' }).waitFor();
    expect(await view.getByRole('textbox', { name: 'Legal business name' }).getAttribute('readonly')).not.toBeNull();
    expect(await view.getByRole('button').allInnerTexts()).toEqual(['Close']);
    await scanA11y(page);
    await view.getByRole('button', { name: 'Close' }).click();
    await view.waitFor({ state: 'detached' });

    // A new one starts with what the account knows and is submitted complete; the history reloads with it.
    await page.getByRole('button', { name: 'Add Disclosure' }).click();
    const add = page.getByRole('dialog', { name: 'Vendor Disclosure Form' });
    await waitForDialogShown(add);
    await add.getByRole('textbox', { name: 'Legal business name' }).waitFor();
    await expect.poll(() => add.getByRole('textbox', { name: 'Legal business name' }).inputValue()).toBe('Acme Medical Supply');
    expect(await add.getByRole('textbox', { name: 'Main phone number' }).inputValue()).toBe('(813) 555-0142');
    // The same button row as the to-do page: Cancel, then the main action.
    expect(
      await add.getByRole('button', { name: /^(Cancel|Save and Finish Later|Save and Complete|Send|Submit)$/ }).allInnerTexts(),
    ).toEqual(['Cancel', 'Submit']);
    await scanA11y(page);
    await fillSampleForm(add);
    await add.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Your disclosure was submitted.').waitFor();
    await add.waitFor({ state: 'detached' });
    await expect.poll(() => history.getByRole('button', { name: /^View the disclosure submitted/ }).count()).toBe(before + 1);
    expect(await history.getByRole('row').nth(1).getByRole('cell').nth(1).innerText()).toBe('demo-vendor');
  });

  it('uploads files to a file question, asking whether to replace the files already there', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    const lakeside = await customerNamed(page, 'Lakeside Memorial Hospital');
    const todo = await todoOf(page, lakeside.customerId, 'Annual Conflict of Interest Disclosure');
    await page.goto(appUrl(`/customers/${lakeside.customerId}/checklist/${todo.id}`));
    const form = page.getByRole('form', { name: 'Annual Conflict of Interest Disclosure' });
    await form.getByRole('textbox', { name: 'Legal business name' }).waitFor();

    await form
      .getByRole('group', { name: 'Which services do you provide to our facilities?' })
      .getByRole('checkbox', { name: 'Clinical staffing' })
      .check();
    const license = form.locator('[data-question="staffingLicense"]');
    const input = license.locator('input[type="file"]');
    const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`) });
    await input.setInputFiles(pdf('license-2025.pdf'));
    await license.getByRole('link', { name: 'license-2025.pdf' }).waitFor();
    // A file given shows the expiry date question.
    await form.locator('[data-question="staffingLicenseExpiry"] input').fill('2027-06-30');

    await input.setInputFiles(pdf('license-addendum.pdf'));
    const prompt = page.getByRole('dialog', { name: 'Do you want to replace existing files?' });
    await waitForDialogShown(prompt);
    await scanA11y(page);
    await prompt.getByRole('button', { name: 'No. Keep existing files' }).click();
    await license.getByRole('link', { name: 'license-addendum.pdf' }).waitFor();
    expect(await license.getByRole('link').allInnerTexts()).toEqual(['license-2025.pdf', 'license-addendum.pdf']);

    await input.setInputFiles(pdf('license-2026.pdf'));
    await waitForDialogShown(prompt);
    await prompt.getByRole('button', { name: 'Yes. Clear existing files' }).click();
    await license.getByRole('link', { name: 'license-2026.pdf' }).waitFor();
    expect(await license.getByRole('link').allInnerTexts()).toEqual(['license-2026.pdf']);

    await page.getByRole('button', { name: 'Save and Finish Later' }).click();
    await page.getByText('Your answers were saved. You can finish this form later.').waitFor();
    expect((await todoOf(page, lakeside.customerId, 'Annual Conflict of Interest Disclosure')).completionStatus.name).toBe('INCOMPLETE');
  });
});
