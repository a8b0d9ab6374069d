import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../src/testing/http-client';
import { useTestApp } from '../support/harness';
import { changedTables, victimSnapshot } from './db-snapshot';
import { allowsRole, audienceOf, fillParameters, isWrite, loadOperations, type Operation } from './openapi-operations';
import { sampleOf, validValue } from './schema-arbitraries';
import { responseText, sendOperation, webDistWithIndex } from './send-operation';
import { buildAttackers, buildVictimWorld, leakedMarkers, type VictimWorld } from './victim-world';

/**
 * Generated from the OpenAPI document (decision 80): every operation is called by an anonymous
 * caller, another vendor, a client not connected to the victim and a vendor on client/admin routes,
 * with the victim's real ids in every parameter. A route that cannot be classified or filled fails
 * the first test, naming what to add (decision 81).
 */

/**
 * Routes that show the victim to others by design, each with its reason. Add one only with a reason
 * that would convince a reviewer; everything else must not show a marker to another tenant.
 */
const SHOWS_VICTIM_BY_DESIGN = new Map([
  ['GET /services/public/enrollment-verification/{code}', 'the code printed on the certificate checks it, naming vendor and customer'],
]);

const SAMPLE_SEED = 20261124;

/**
 * Valid bodies for routes whose rules the JSON Schema cannot say (a field allowed only with another's
 * value), so the request reaches the tenant check instead of stopping at validation. Add one only for
 * such a rule; the generated body serves every other route.
 */
const MATCH_ANSWER = { answer: 'NOT_SAME_PERSON', reason: 'OTHER_DOB', note: 'Born in another year' };
const VALID_BODIES = new Map<string, unknown>([
  ['POST /services/employees/{employeeId}/alerts/{alertId}/response', MATCH_ANSWER],
  ['POST /services/owners/{ownerId}/alerts/{alertId}/response', MATCH_ANSWER],
  ['POST /services/account/company/alerts/{alertId}/response', MATCH_ANSWER],
]);

describe('tenant isolation, generated from the OpenAPI document', () => {
  // A built web app of one page, so the shell routes answer as in production.
  const t = useTestApp(() => ({ webDist: webDistWithIndex() }));
  let world: VictimWorld;
  let attackers: Awaited<ReturnType<typeof buildAttackers>>;
  let operations: Operation[];

  beforeAll(async () => {
    world = await buildVictimWorld(t.app);
    attackers = await buildAttackers(t.app);
    operations = await loadOperations(t.client());
  });

  /** The request for one operation: the victim's ids in path, query and same-named body fields. */
  function requestFor(operation: Operation) {
    const filled = fillParameters(operation, world, (parameter) =>
      String(sampleOf(validValue(parameter.schema, true, parameter.name), SAMPLE_SEED)),
    );
    let body: unknown;
    if (VALID_BODIES.has(operation.key)) {
      body = VALID_BODIES.get(operation.key);
    } else if (operation.body) {
      body = sampleOf(validValue(operation.body, true), SAMPLE_SEED);
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        for (const [name, property] of Object.entries(operation.body.properties ?? {})) {
          const id = filled.byName[name];
          if (id !== undefined)
            (body as Record<string, unknown>)[name] = property.type === 'integer' || property.type === 'number' ? Number(id) : id;
        }
      }
    }
    return { ...filled, body };
  }

  /** Calls every operation as `http`, checking each answer and that the victim's rows stay as they were. */
  async function probe(
    http: TestClient,
    check: (operation: Operation, status: number, text: string, pathOwners: Set<'vendor' | 'client'>) => string | undefined,
    only: (operation: Operation) => boolean = () => true,
  ) {
    const failures: string[] = [];
    let before = await victimSnapshot(t.app.db, world);
    // The session calls (logout, login, create-account) may change who the client is: they go last.
    const sessionCallsLast = [...operations].sort(
      (a, b) => Number(a.path.startsWith('/services/auth/')) - Number(b.path.startsWith('/services/auth/')),
    );
    for (const operation of sessionCallsLast.filter(only)) {
      const request = requestFor(operation);
      const response = await sendOperation(http, operation, request.url, request.body);
      const text = responseText(response);
      const problem = check(operation, response.status, text, request.pathOwners);
      if (problem) failures.push(`${operation.key} (${request.url}): ${problem} — ${text.slice(0, 200)}`);
      const after = await victimSnapshot(t.app.db, world);
      const changed = changedTables(before, after);
      if (changed.length)
        failures.push(`${operation.key} (${request.url}) answered ${response.status} and changed the victim's ${changed.join(', ')}`);
      before = after;
    }
    return failures;
  }

  /**
   * Another tenant: refused by role, 403/404 on the victim's ids (a vendor may name any client, as
   * its possible customer), never the victim's data.
   */
  const asOtherTenant =
    (role: 'Vendor User' | 'Client User') => (operation: Operation, status: number, text: string, pathOwners: Set<'vendor' | 'client'>) => {
      if (status >= 500) return `answered ${status}`;
      if (!allowsRole(operation, role)) return status === 403 ? undefined : `answered ${status} to a ${role} (403 expected)`;
      const leaked = SHOWS_VICTIM_BY_DESIGN.has(operation.key) ? [] : leakedMarkers(text);
      if (leaked.length) return `leaked ${leaked.join(', ')}`;
      const touchesVictim = pathOwners.has('vendor') || (role === 'Client User' && pathOwners.has('client'));
      if (touchesVictim && status !== 403 && status !== 404) return `answered ${status} on the victim's id (403 or 404 expected)`;
      return undefined;
    };

  it('classifies every operation by its declared access and fills every path parameter with a real victim id', () => {
    const problems: string[] = [];
    for (const operation of operations) {
      try {
        audienceOf(operation);
        requestFor(operation);
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
    expect(problems).toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
  });

  it('answers 401 to an anonymous caller on every non-public route and never shows it the victim', async () => {
    const failures = await probe(t.client(), (operation, status, text) => {
      if (status >= 500) return `answered ${status}`;
      if (audienceOf(operation) !== 'public') return status === 401 ? undefined : `answered ${status} (401 expected)`;
      const leaked = SHOWS_VICTIM_BY_DESIGN.has(operation.key) ? [] : leakedMarkers(text);
      return leaked.length ? `leaked ${leaked.join(', ')}` : undefined;
    });
    expect(failures).toEqual([]);
  });

  it("never shows another vendor the victim's data nor lets it change any", async () => {
    expect(await probe(attackers.otherVendor, asOtherTenant('Vendor User'))).toEqual([]);
  });

  it("never shows a client not connected to the victim the victim's data nor lets it change any", async () => {
    expect(await probe(attackers.unconnectedClient, asOtherTenant('Client User'))).toEqual([]);
  });

  it('answers 403 to a vendor calling client and admin routes, even with its own ids', async () => {
    const failures = await probe(
      world.owner,
      (_operation, status) => (status === 403 ? undefined : `answered ${status} (403 expected)`),
      (operation) => !allowsRole(operation, 'Vendor User'),
    );
    expect(failures).toEqual([]);
    expect(operations.filter((operation) => !allowsRole(operation, 'Vendor User') && isWrite(operation)).length).toBeGreaterThan(3);
  });
});
