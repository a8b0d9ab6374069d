import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_SENT_MESSAGE, RESET_LINK_INVALID_MESSAGE } from '@app/shared/auth/login';
import { buildUser } from '../../src/db/seed/factories';
import { SAME_PASSWORD_MESSAGE } from '../../src/modules/auth/change-expired-password';
import { hashToken, newToken } from '../../src/platform/crypto/tokens';
import { eventually } from '../../src/testing/eventually';
import { signedInUser } from '../../src/testing/signed-in';
import { startSmtpCapture } from '../../src/testing/smtp-capture';
import { useTestApp } from '../support/harness';

describe('POST /services/auth/password-reset (set a new password knowing the old one)', () => {
  const t = useTestApp();

  it('sets the new password of an expired account and signs the user in', async () => {
    const user = await buildUser(t.app.db, { passwordChangedAt: new Date(Date.now() - 400 * 86_400_000) });
    const client = t.client();
    const response = await client.post('/services/auth/password-reset', {
      username: user.username,
      oldPassword: 'DemoPass!2026',
      newPassword: 'Fresh!Pass2027',
    });
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('authenticated');
    expect((await client.get('/services/account/users/current')).body.username).toBe(user.username);
    expect((await t.client().post('/services/auth/login', { username: user.username, password: 'Fresh!Pass2027' })).body.status).toBe(
      'authenticated',
    );
    expect((await t.client().post('/services/auth/login', { username: user.username, password: 'DemoPass!2026' })).status).toBe(401);
  });

  it('lists every broken password rule in the field errors', async () => {
    const user = await buildUser(t.app.db);
    const response = await t
      .client()
      .post('/services/auth/password-reset', { username: user.username, oldPassword: 'DemoPass!2026', newPassword: 'short' });
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors.newPassword).toBe('Minimum of 10 characters');
  });

  it('refuses a new password equal to the old one', async () => {
    const user = await buildUser(t.app.db);
    const response = await t
      .client()
      .post('/services/auth/password-reset', { username: user.username, oldPassword: 'DemoPass!2026', newPassword: 'DemoPass!2026' });
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors.newPassword).toBe(SAME_PASSWORD_MESSAGE);
  });

  it('answers 401 in the login shape when the old password is wrong', async () => {
    const user = await buildUser(t.app.db);
    const response = await t
      .client()
      .post('/services/auth/password-reset', { username: user.username, oldPassword: 'Wrong!Pass123', newPassword: 'Fresh!Pass2027' });
    expect(response.status).toBe(401);
    expect(response.body.status).toBe('other');
  });

  it('ends the other sessions of the user', async () => {
    const { user, http: other } = await signedInUser(t.app);
    await t
      .client()
      .post('/services/auth/password-reset', { username: user.username, oldPassword: 'DemoPass!2026', newPassword: 'Fresh!Pass2027' });
    expect((await other.get('/services/account/users/current')).status).toBe(401);
  });
});

describe('reset links: only the newest unused link of a user works', () => {
  const t = useTestApp();

  /** Asks for a reset link and reads its token from the mail outbox (no SMTP in this app). */
  async function issueResetLink(username: string, email: string): Promise<string> {
    await t.client().post('/services/auth/forgot-password', { username });
    const mail = await t.app.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(mail.text_body)![1]!);
  }

  const useLink = (token: string, newPassword: string) => t.client().post('/services/auth/password-reset/token', { token, newPassword });

  it('refuses an older link once a newer one was issued, and accepts the newer one', async () => {
    const user = await buildUser(t.app.db, { email: 'twice.asked@example.test' });
    const older = await issueResetLink(user.username, 'twice.asked@example.test');
    const newer = await issueResetLink(user.username, 'twice.asked@example.test');
    expect(newer).not.toBe(older);

    const refused = await useLink(older, 'Older!Link2027');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(RESET_LINK_INVALID_MESSAGE);
    expect((await useLink(newer, 'Newer!Link2027')).body.status).toBe('authenticated');
  });

  it('refuses a link issued before the one that was used', async () => {
    const user = await buildUser(t.app.db, { email: 'raced.links@example.test' });
    const earlier = await issueResetLink(user.username, 'raced.links@example.test');
    // A second live link beside it, as two requests racing each other could leave behind.
    const later = newToken();
    await t.app.db
      .insertInto('password_reset_tokens')
      .values({ token_hash: hashToken(later), user_id: user.id, expires_at: new Date(Date.now() + 3_600_000) })
      .execute();

    expect((await useLink(later, 'Later!Link2027')).body.status).toBe('authenticated');
    const refused = await useLink(earlier, 'Earlier!Link2027');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(RESET_LINK_INVALID_MESSAGE);
    expect((await t.client().post('/services/auth/login', { username: user.username, password: 'Later!Link2027' })).body.status).toBe(
      'authenticated',
    );
  });
});

describe('forgot password e-mail over real SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());

  const t = useTestApp(() => ({ runWorker: true, env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } }));

  it('answers the same message for unknown and known usernames, and mails a link only to the known one', async () => {
    const user = await buildUser(t.app.db, { email: 'reset.me@example.test' });
    const unknown = await t.client().post('/services/auth/forgot-password', { username: 'nobody-here' });
    const known = await t.client().post('/services/auth/forgot-password', { username: user.username });
    expect(unknown.body).toEqual({ message: FORGOT_PASSWORD_SENT_MESSAGE });
    expect(known.body).toEqual(unknown.body);

    const mail = await eventually(async () => smtp.mails.find((m) => m.to === 'reset.me@example.test'));
    const token = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]!);
    const client = t.client();
    const reset = await client.post('/services/auth/password-reset/token', { token, newPassword: 'Linked!Pass2027' });
    expect(reset.status).toBe(200);
    expect(reset.body.status).toBe('authenticated');
    expect((await client.get('/services/account/users/current')).body.userId).toBe(user.id);

    const reused = await t.client().post('/services/auth/password-reset/token', { token, newPassword: 'Another!Pass2027' });
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe(RESET_LINK_INVALID_MESSAGE);
    const sent = await t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'reset.me@example.test')
      .executeTakeFirstOrThrow();
    expect(sent.transport).toBe('smtp');
    expect(sent.sent_at).not.toBeNull();
  });

  it('refuses an unknown reset token', async () => {
    const response = await t
      .client()
      .post('/services/auth/password-reset/token', { token: 'x'.repeat(43), newPassword: 'Linked!Pass2027' });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(RESET_LINK_INVALID_MESSAGE);
  });
});
