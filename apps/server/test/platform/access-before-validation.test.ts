import { describe, expect, it } from 'vitest';
import { signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

/** The route's access rule is checked before its request is validated: 401/403 never turn into 400. */
describe('access is checked before validation', () => {
  const t = useTestApp();

  it('answers 401 to an anonymous write with an invalid body', async () => {
    const response = await t.client().post('/services/employees', { firstName: 42 });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 to an anonymous read with an invalid query string', async () => {
    const response = await t.client().get('/services/employees?size=7');
    expect(response.status).toBe(401);
  });

  it('answers 403 to a vendor calling an admin route with an invalid body and path', async () => {
    const { http } = await signedInVendor(t.app);
    const response = await http.put(`/services/admin/screening/sources/${'x'.repeat(30)}`, { downloadUrl: 'not a url', enabled: 'yes' });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('FORBIDDEN');
  });

  it('still refuses a write without the CSRF header before anything else', async () => {
    const response = await t.client().post('/services/employees', { firstName: 42 }, { csrf: false });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('CSRF_REJECTED');
  });

  it('still validates the request of a caller who may use the route', async () => {
    const { http } = await signedInVendor(t.app);
    const response = await http.get('/services/employees?size=7');
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors.size).toBe('Page size must be 10, 25 or 50');
  });
});
