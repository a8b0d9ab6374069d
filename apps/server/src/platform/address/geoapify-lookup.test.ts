import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeoapifyLookup } from './geoapify-lookup';
import { ZipDatabaseLookup } from './zip-database-lookup';

/** A local stand-in for Geoapify's autocomplete endpoint: records each request, answers what a test set. */
const requests: URL[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: { results: [] } };
const stub = http.createServer((request, response) => {
  requests.push(new URL(request.url!, 'http://stub'));
  response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
});
let lookup: GeoapifyLookup;

beforeAll(async () => {
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port } = stub.address() as AddressInfo;
  lookup = new GeoapifyLookup({ apiKey: 'test-key', baseUrl: `http://127.0.0.1:${port}` }, new ZipDatabaseLookup());
});
afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));

describe('street-level suggestions from Geoapify', () => {
  it('asks for US addresses only with the key and maps street, city, state and ZIP', async () => {
    answer = {
      status: 200,
      body: {
        results: [
          {
            housenumber: '233',
            street: 'South Wacker Drive',
            city: 'Chicago',
            state_code: 'IL',
            postcode: '60606-6306',
            country_code: 'us',
          },
          { street: 'Main Street', city: 'Toronto', state_code: 'ON', postcode: 'M5V', country_code: 'ca' },
          { city: 'Nowhere', country_code: 'us' },
        ],
      },
    };
    const suggestions = await lookup.suggest('233 S Wacker', 5);
    expect(suggestions).toEqual([
      { line1: '233 South Wacker Drive', city: 'Chicago', state: 'IL', zip: '60606', label: '233 South Wacker Drive, Chicago, IL 60606' },
    ]);
    const sent = requests.at(-1)!;
    expect(sent.pathname).toBe('/v1/geocode/autocomplete');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      text: '233 S Wacker',
      filter: 'countrycode:us',
      format: 'json',
      limit: '5',
      apiKey: 'test-key',
    });
  });

  it('falls back to the offline ZIP database when the provider fails', async () => {
    answer = { status: 500, body: { error: 'down' } };
    const suggestions = await lookup.suggest('90210', 5);
    expect(suggestions[0]).toMatchObject({ line1: null, city: 'Beverly Hills', state: 'CA', zip: '90210' });
  });

  it('looks ZIP codes up offline, without asking the provider', async () => {
    const before = requests.length;
    expect(await lookup.placeOfZip('90210')).toEqual({ zip: '90210', city: 'Beverly Hills', state: 'CA' });
    expect(requests).toHaveLength(before);
  });
});
