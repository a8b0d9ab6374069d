import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

/**
 * A production build reached through a proxy that passes the upstream's name (nginx's default
 * `Host $proxy_host`, here the app's own 127.0.0.1:port) is production, not a development host
 * (issue 29): the QA tools stay refused.
 */
describe('a production build without APP_ENV', () => {
  const t = useTestApp({ env: { NODE_ENV: 'production' } });

  it('is production whatever the Host header names, and its QA tools answer 404', async () => {
    expect(new URL(t.app.baseUrl).hostname).toBe('127.0.0.1');
    expect((await t.client().get('/services/util/environment')).body).toEqual({ production: true, decidedBy: 'build' });
    const { http: admin } = await signedInAdmin(t.app);
    expect((await admin.get('/services/qa/runnables')).status).toBe(404);
    expect((await admin.post('/services/qa/runnables', { runnable: 'subscriptions.renew' })).status).toBe(404);
  });
});
