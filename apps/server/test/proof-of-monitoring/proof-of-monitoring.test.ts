import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/harness';
import { vendorWithPomTodo } from './pom-fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

describe('proof of monitoring attestation', () => {
  const t = useTestApp();

  async function setup() {
    const { hospital, item, http } = await vendorWithPomTodo(t.app, { customer: 'POM Hospital' });
    const file = await http.upload('/services/files', [{ filename: 'monitoring-report.pdf', content: PDF }], {
      headers: { 'directory-name': 'POM', 'user-type': 'vendor' },
    });
    return { hospital, item, http, fileId: file.body.id as number };
  }

  const attestation = (fileId: number, overrides: Record<string, unknown> = {}) => ({
    fileEntityId: fileId,
    employees: '1,250',
    monitoringServiceUsed: 'Verisys',
    anyExcludedEmployeesIdentified: false,
    certified: true,
    attested: true,
    ...overrides,
  });

  it('completes the to-do with the attestation and the uploaded proof', async () => {
    const { hospital, item, http, fileId } = await setup();
    const saved = await http.put(`/services/customers/${hospital.id}/proof-of-monitoring-checklist/${item.id}`, attestation(fileId));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      status: 'COMPLETE',
      employees: '1250',
      monitoringServiceUsed: 'Verisys',
      filename: 'monitoring-report.pdf',
    });
  });

  it('applies the rules: Required texts, Other needs a name, a resolution when excluded employees were found, both boxes', async () => {
    const { hospital, item, http, fileId } = await setup();
    const url = `/services/customers/${hospital.id}/proof-of-monitoring-checklist/${item.id}`;
    const empty = await http.put(url, {});
    expect(empty.body.error.fieldErrors).toMatchObject({
      fileEntityId: 'Required',
      employees: 'Required',
      monitoringServiceUsed: 'Required',
      certified: 'Required',
      attested: 'Required',
    });
    expect(
      (await http.put(url, attestation(fileId, { monitoringServiceUsed: 'Other' }))).body.error.fieldErrors.monitoringServiceUsedOtherName,
    ).toBe('Required');
    expect(
      (await http.put(url, attestation(fileId, { anyExcludedEmployeesIdentified: true }))).body.error.fieldErrors
        .anyExcludedEmployeesIdentifiedResolution,
    ).toBe('Required');
    expect((await http.put(url, attestation(fileId, { employees: '2000000000' }))).body.error.fieldErrors.employees).toBe(
      'At most 1,999,999,999',
    );
    expect(
      (await http.put(url, attestation(fileId, { monitoringServiceUsed: 'Other', monitoringServiceUsedOtherName: 'x'.repeat(131) }))).body
        .error.fieldErrors.monitoringServiceUsedOtherName,
    ).toBe('Max of 130 characters');
  });

  it("refuses another vendor's file and another vendor's to-do", async () => {
    const owner = await setup();
    const intruder = await setup();
    expect(
      (
        await intruder.http.put(
          `/services/customers/${owner.hospital.id}/proof-of-monitoring-checklist/${owner.item.id}`,
          attestation(intruder.fileId),
        )
      ).status,
    ).toBe(404);
    const foreignFile = await owner.http.put(
      `/services/customers/${owner.hospital.id}/proof-of-monitoring-checklist/${owner.item.id}`,
      attestation(intruder.fileId),
    );
    expect(foreignFile.body.error.fieldErrors.fileEntityId).toBe('A file is required to be uploaded');
  });
});
