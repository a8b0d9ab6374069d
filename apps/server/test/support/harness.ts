import { afterAll, beforeAll, inject } from 'vitest';
import { TestClient } from '../../src/testing/http-client';
import { startTestApp, type TestApp } from '../../src/testing/test-app';

/**
 * Starts the app on a fresh database for the current test file and closes it afterwards.
 * `const t = useTestApp();` then `t.app.db`, `t.client()` inside tests.
 */
type Options = NonNullable<Parameters<typeof startTestApp>[1]>;

/** Options may be a function, evaluated when the app starts (after earlier beforeAll hooks ran). */
export function useTestApp(options: Options | (() => Options) = {}) {
  const state: { app: TestApp; client: () => TestClient } = {
    app: undefined as unknown as TestApp,
    client: () => new TestClient(state.app.baseUrl),
  };
  beforeAll(async () => {
    state.app = await startTestApp(inject('pgServer'), typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await state.app?.close();
  });
  return state;
}
