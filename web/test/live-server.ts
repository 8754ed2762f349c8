import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp, type TestAppOverrides } from '@server/test/test-app';

type HappyWindow = { happyDOM: { setURL(url: string): void } };

/**
 * The real server on real PostgreSQL, listening on loopback, with the happy-dom page moved to its
 * origin: the client code under test talks to it with its own relative fetches, cookies included.
 * `overrides` as createTestApp's (another payment provider...).
 */
export async function startLiveServer(overrides: TestAppOverrides = {}): Promise<TestApp> {
  const t = await createTestApp(overrides);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  (window as unknown as HappyWindow).happyDOM.setURL(`http://localhost:${port}/`);
  return t;
}

/** Logs the page in as a member by giving it that member's session cookie. */
export function actAsMember(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test page takes over a session the server made.
  document.cookie = `${cookie}; path=/`;
}
