import { describe, expect, it } from 'vitest';
import { buildActor } from '../../testing/build-actor';
import { NO_TENANT_ACCESS_MESSAGE } from '@app/shared/users/current-user';
import type { ServiceContext } from '../context';
import { assertClientReadable, readableVendorId, readerClientId } from './tenant-scope';

// The rules that need no database; a client user's enrolment look-up is covered by the customers and
// reports integration tests. A context whose database is touched fails the test.
const untouchedDb = new Proxy(
  {},
  {
    get: () => {
      throw new Error('the database was queried');
    },
  },
);

const actor = buildActor;

const context = (overrides: Partial<ServiceContext>) =>
  ({ db: untouchedDb, actor: null, requestId: 'r', ip: null, ...overrides }) as ServiceContext;

describe('readableVendorId', () => {
  it('is the acting vendor when no vendor is named', async () => {
    await expect(readableVendorId(context({ actor: actor({ vendorId: 10 }) }))).resolves.toBe(10);
  });

  it('asks an admin without a selected vendor to select one (403)', async () => {
    await expect(readableVendorId(context({ actor: actor({ role: 'PT Admin User', vendorId: null }) }))).rejects.toMatchObject({
      status: 403,
      message: 'Select a vendor to act as before doing this.',
    });
  });

  it('lets a vendor user name its own vendor only', async () => {
    const ctx = context({ actor: actor({ vendorId: 10 }) });
    await expect(readableVendorId(ctx, 10)).resolves.toBe(10);
    await expect(readableVendorId(ctx, 11)).rejects.toMatchObject({ status: 403, message: NO_TENANT_ACCESS_MESSAGE });
  });

  it('lets an admin name any vendor', async () => {
    await expect(readableVendorId(context({ actor: actor({ role: 'PT Admin User', vendorId: null }) }), 42)).resolves.toBe(42);
  });

  it('refuses a client user acting for no client without a look-up', async () => {
    await expect(
      readableVendorId(context({ actor: actor({ role: 'Client User', vendorId: null, clientId: null }) }), 10),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('trusts a job with the vendor of its own rows, but not a context without actor', async () => {
    await expect(readableVendorId(context({ job: 'reports.send-scheduled' }), 7)).resolves.toBe(7);
    await expect(readableVendorId(context({}), 7)).rejects.toThrow('without an actor');
  });
});

describe('assertClientReadable', () => {
  it('leaves vendor users and admins to the vendor scope of the query', async () => {
    await expect(assertClientReadable(context({ actor: actor({}) }), 5)).resolves.toBeUndefined();
    await expect(assertClientReadable(context({ actor: actor({ role: 'PT Admin User' }) }), 5)).resolves.toBeUndefined();
  });
});

describe('readerClientId', () => {
  it("is a client user's own client", () => {
    expect(readerClientId(context({ actor: actor({ role: 'Client User', vendorId: null, clientId: 7 }) }))).toBe(7);
  });

  it('is the selected client of an admin acting as a client user, and nothing for one acting as a vendor user', () => {
    const admin = { role: 'PT Admin User' as const, clientId: 8 };
    expect(readerClientId(context({ actor: actor({ ...admin, assumedRole: 'client-user' }) }))).toBe(8);
    expect(readerClientId(context({ actor: actor({ ...admin, assumedRole: 'vendor-user' }) }))).toBeNull();
  });

  it('is nothing for vendors and jobs', () => {
    expect(readerClientId(context({ actor: actor() }))).toBeNull();
    expect(readerClientId(context({ job: 'scheduled-reports' }))).toBeNull();
  });
});
