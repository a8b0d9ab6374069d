import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../src/testing/http-client';
import { useTestApp } from '../support/harness';
import { changedTables, globalSnapshot, type Snapshot } from './db-snapshot';
import { audienceOf, fillParameters, isWrite, loadOperations, type Operation } from './openapi-operations';
import { hostileParameter, hostileValue, legalHostileValue, mutatedValue, rawBody, sampleOf, validValue } from './schema-arbitraries';
import { responseText, sendOperation, webDistWithIndex } from './send-operation';
import { buildVictimWorld, type VictimWorld } from './victim-world';

/**
 * Schema-driven fuzzing of every write route (decision 82): requests built by fast-check from the
 * route's request schemas in the OpenAPI document — valid ones with hostile but legal text, and ones
 * with a field, a parameter or the whole body swapped for control characters, 10k strings, wrong types
 * or deep nesting — sent as the route's legitimate user, so validation and the service really run.
 * Never a 5xx; an error answer writes nothing (no business table and no audit_log row changes).
 * Read routes get the same hostile path and query values: never a 5xx.
 * Fixed seed, few runs per route: the whole file stays well under a minute and a half.
 */
// Fixed for reproducible runs; GUARD_FUZZ_SEED / GUARD_FUZZ_RUNS explore further locally.
const SEED = Number(process.env.GUARD_FUZZ_SEED ?? 20261124);
const RUNS_PER_ROUTE = Number(process.env.GUARD_FUZZ_RUNS ?? 12);
const READ_RUNS_PER_ROUTE = Math.ceil(RUNS_PER_ROUTE / 2);

const ASCII_HEADER_VALUES = [
  'w9',
  'evd',
  'employeeUpload',
  'POM',
  'marketplace-logo',
  'listImport',
  '',
  ' ',
  '../etc',
  'x'.repeat(300),
  "' OR 1=1",
  '<b>',
];

interface FuzzRequest {
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

describe('write routes under schema-driven fuzzing', () => {
  const t = useTestApp(() => ({ webDist: webDistWithIndex() }));
  let world: VictimWorld;
  let writes: Operation[];
  let reads: Operation[];

  beforeAll(async () => {
    world = await buildVictimWorld(t.app);
    // Deletions and the calls that change who is signed in go last, so they do not starve the rest.
    const order = (operation: Operation) =>
      operation.path.startsWith('/services/auth/') || operation.path.includes('/current') ? 2 : operation.method === 'DELETE' ? 1 : 0;
    const operations = await loadOperations(t.client());
    writes = operations.filter(isWrite).sort((a, b) => order(a) - order(b));
    reads = operations.filter((operation) => !isWrite(operation));
  });

  /** The route's legitimate caller: the owner of the ids in its path. */
  function callerFor(operation: Operation): TestClient {
    switch (audienceOf(operation)) {
      case 'public':
        return t.client();
      case 'client':
        return world.ownClient;
      case 'admin':
        return world.admin;
      default:
        return world.owner;
    }
  }

  function requestArbitrary(operation: Operation): fc.Arbitrary<FuzzRequest> {
    const filled = fillParameters(operation, world, (parameter) =>
      String(sampleOf(validValue(parameter.schema, true, parameter.name), SEED)),
    );
    const [path, search = ''] = filled.url.split('?');
    const pathNames = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
    const queryParameters = operation.parameters.filter((p) => p.in === 'query');
    const filledQuery = Object.fromEntries(new URLSearchParams(search)) as Record<string, string>;

    const pathArbitrary = fc.record(
      Object.fromEntries(
        pathNames.map((name) => [
          name,
          fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: hostileParameter() }),
        ]),
      ),
    );
    const queryArbitrary = fc.record(
      Object.fromEntries(
        queryParameters.map((parameter) => [
          parameter.name,
          fc.oneof(
            { weight: 3, arbitrary: fc.constant(filledQuery[parameter.name] ?? null) },
            { weight: 1, arbitrary: validValue(parameter.schema).map(String) },
            { weight: 1, arbitrary: hostileParameter() },
          ),
        ]),
      ),
    );
    const withVictimIds = (body: unknown) => {
      if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
      const copy = { ...(body as Record<string, unknown>) };
      for (const name of Object.keys(copy)) {
        const id = filled.byName[name];
        if (id !== undefined && typeof copy[name] === 'number') copy[name] = Number(id);
      }
      return copy;
    };
    const bodyArbitrary = operation.body
      ? fc.oneof(
          { weight: 2, arbitrary: validValue(operation.body).map(withVictimIds) },
          { weight: 2, arbitrary: legalHostileValue(operation.body).map(withVictimIds) },
          { weight: 3, arbitrary: mutatedValue(operation.body).map(withVictimIds) },
          { weight: 1, arbitrary: hostileValue() },
          { weight: 1, arbitrary: rawBody() },
        )
      : fc.constant(undefined);
    const headerArbitrary = operation.multipart
      ? fc.record({ 'directory-name': fc.constantFrom(...ASCII_HEADER_VALUES), 'data-point-id': fc.constantFrom(...ASCII_HEADER_VALUES) })
      : fc.constant({});

    return fc.tuple(pathArbitrary, queryArbitrary, bodyArbitrary, headerArbitrary).map(([pathOverrides, query, body, headers]) => {
      let url = path!;
      for (const name of pathNames) {
        const override = pathOverrides[name];
        if (override !== null && override !== undefined) {
          const segments = operation.path.split('/');
          const index = segments.indexOf(`{${name}}`);
          const current = url.split('/');
          current[index] = encodeURIComponent(override);
          url = current.join('/');
        }
      }
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) if (value !== null) params.set(name, value);
      const queryText = params.toString();
      return { url: queryText ? `${url}?${queryText}` : url, body, headers: headers as Record<string, string> };
    });
  }

  it('gives every write route a caller and a request built from its schemas', () => {
    const problems: string[] = [];
    for (const operation of writes) {
      try {
        callerFor(operation);
        fc.sample(requestArbitrary(operation), { seed: SEED, numRuns: 1 });
      } catch (error) {
        problems.push(`${operation.key}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
    expect(writes.length).toBeGreaterThan(40);
  });

  it('never answers 5xx to hostile requests and writes nothing when it answers an error', async () => {
    const failures: string[] = [];
    let answered = 0;
    let snapshot: Snapshot | undefined;
    for (const [index, operation] of writes.entries()) {
      const http = callerFor(operation);
      const result = await fc.check(
        fc.asyncProperty(requestArbitrary(operation), async (request) => {
          // An error answer leaves the database as it was, so its snapshot serves the next request too.
          const before = (snapshot ??= await globalSnapshot(t.app.db));
          snapshot = undefined;
          const response = await sendOperation(http, operation, request.url, request.body, request.headers);
          answered++;
          if (response.status >= 500) throw new Error(`answered ${response.status}: ${responseText(response).slice(0, 200)}`);
          if (response.status >= 400) {
            const after = await globalSnapshot(t.app.db);
            const changed = changedTables(before, after);
            snapshot = after;
            if (changed.length)
              throw new Error(`answered ${response.status} but changed ${changed.join(', ')}: ${responseText(response).slice(0, 200)}`);
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED + index, endOnFailure: true },
      );
      if (result.failed) {
        const example = JSON.stringify(result.counterexample?.[0])?.slice(0, 400);
        failures.push(`${operation.key} (seed ${SEED + index}): ${(result.errorInstance as Error)?.message} — request ${example}`);
      }
    }
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(writes.length * 5);
  }, 300_000);

  it('never answers 5xx to hostile path parameters and query strings on read routes', async () => {
    const failures: string[] = [];
    for (const [index, operation] of reads.entries()) {
      const http = callerFor(operation);
      const result = await fc.check(
        fc.asyncProperty(requestArbitrary(operation), async (request) => {
          const response = await sendOperation(http, operation, request.url, undefined);
          if (response.status >= 500) throw new Error(`answered ${response.status}: ${responseText(response).slice(0, 200)}`);
        }),
        { numRuns: READ_RUNS_PER_ROUTE, seed: SEED + 1000 + index, endOnFailure: true },
      );
      if (result.failed) {
        failures.push(
          `${operation.key} (seed ${SEED + 1000 + index}): ${(result.errorInstance as Error)?.message} — ${result.counterexample?.[0]?.url}`,
        );
      }
    }
    expect(failures).toEqual([]);
    expect(reads.length).toBeGreaterThan(50);
  }, 120_000);
});
