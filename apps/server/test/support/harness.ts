import { afterAll, beforeAll, inject } from 'vitest';
import { TestClient } from '../../src/testing/http-client';
import { startTestApp, type TestApp } from '../../src/testing/test-app';

/**
 * Starts the app on a fresh database for the current test file and closes it afterwards.
 * `const t = useTestApp();` then `t.app.db`, `t.client()` inside tests.
 */
export function useTestApp(options: Parameters<typeof startTestApp>[1] = {}) {
  const state: { app: TestApp; client: () => TestClient } = {
    app: undefined as unknown as TestApp,
    client: () => new TestClient(state.app.baseUrl),
  };
  beforeAll(async () => {
    state.app = await startTestApp(inject('pgServer'), options);
  });
  afterAll(async () => {
    await state.app?.close();
  });
  return state;
}
