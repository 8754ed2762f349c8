// @vitest-environment happy-dom

import { createMember } from '@server/test/social-fixtures';
import type { TestApp } from '@server/test/test-app';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '@web/i18n/i18n';
import { loadSettings } from '@web/lib/settings';
import { actAsMember, startLiveServer } from '@web/test/live-server';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SignupFlow, type SignupFlowOptions } from './signup-flow';

/**
 * The step rules of spec §4 (common/rules/signup-steps.ts) as the signup form applies them, against
 * the real server. happy-dom has no Push API, so push is never offered here.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startLiveServer();
  await initI18n(await loadSettings());
});
afterEach(() => {
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: each test starts as a visitor.
  document.cookie = 'amorio_session=; max-age=0; path=/';
});
afterAll(async () => {
  await t?.close();
});

function renderFlow(options: SignupFlowOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SignupFlow {...options} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return () => view.container.querySelector('.signup-flow')?.getAttribute('data-step');
}

async function profileOfNewMember(): Promise<number> {
  const m = await createMember(t.app, t.tdb.db);
  actAsMember(m.cookie);
  return m.profileId;
}

describe('signup steps as the form uses them', () => {
  it('starts a visitor at the account step and, without push, continues at the location step', async () => {
    const step = renderFlow();
    await waitFor(() => expect(step()).toBe('0'));
    fireEvent.change(screen.getByLabelText('E-mail address'), {
      target: { value: `flow-${Date.now()}@example.com` },
    });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Flora' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse battery' } });
    const submit = screen.getByRole('button', { name: 'Create account' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(step()).toBe('3'), { timeout: 10_000 });
  });

  it('resumes a member without a photo at the photo step, even when the profile holds more', async () => {
    const profile = await profileOfNewMember();
    await t.tdb.db.$client.query(`update profiles set city = 'Utrecht' where id = $1`, [profile]);
    const step = renderFlow();
    await waitFor(() => expect(step()).toBe('2'));
  });

  it('with auto-skip passes the steps whose data the profile already holds', async () => {
    const profile = await profileOfNewMember();
    await t.tdb.db.$client.query(`update profiles set city = 'Utrecht' where id = $1`, [profile]);
    const afterLocation = renderFlow({ autoSkip: true });
    await waitFor(() => expect(afterLocation()).toBe('4'));
    cleanup();
    await t.tdb.db.$client.query(`update profiles set gender = 'female' where id = $1`, [profile]);
    const afterDetails = renderFlow({ autoSkip: true });
    await waitFor(() => expect(afterDetails()).toBe('5'));
  });

  it('moves on one step when a step is skipped', async () => {
    await profileOfNewMember();
    const step = renderFlow();
    await waitFor(() => expect(step()).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue without a photo' }));
    await waitFor(() => expect(step()).toBe('3'));
  });
});
