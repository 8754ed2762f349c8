import { nameOrEmailLocalPart, signupFormSchema } from '@common/api/user';
import { describe, expect, it } from 'vitest';
import { signupCsrf } from './csrf';
import { isSignupEnabled } from './signup';

describe('isSignupEnabled (spec §6)', () => {
  it('is on for all', () => expect(isSignupEnabled('all', null)).toBe(true));
  it('needs a network for with_trafficsource', () => {
    expect(isSignupEnabled('with_trafficsource', null)).toBe(false);
    expect(isSignupEnabled('with_trafficsource', ' ')).toBe(false);
    expect(isSignupEnabled('with_trafficsource', 'adnet')).toBe(true);
  });
  it('is invite-only otherwise', () => expect(isSignupEnabled('other', 'adnet')).toBe(false));
});

describe('signup form rules (spec §5)', () => {
  const ok = { email: 'anna@example.nl', name: 'Anna', password: 'long enough' };
  const fieldError = (v: Record<string, unknown>) => {
    const r = signupFormSchema.safeParse(v);
    return r.success ? null : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };
  it('accepts a good form', () => expect(fieldError(ok)).toBeNull());
  it('needs an e-mail in a valid format', () => {
    expect(fieldError({ ...ok, email: '' })).toContain('email:required');
    expect(fieldError({ ...ok, email: 'anna@' })).toContain('email:email');
  });
  it('limits the name to 150 and refuses @ and the e-mail itself', () => {
    expect(fieldError({ ...ok, name: 'x'.repeat(150) })).toBeNull();
    expect(fieldError({ ...ok, name: 'x'.repeat(151) })).toContain('name:max_length');
    expect(fieldError({ ...ok, name: '@anna' })).toContain('name:name_starts_with_at');
    expect(fieldError({ ...ok, name: 'ANNA@example.nl' })).toContain('name:name_equals_email');
  });
  it('needs a password of 8 to 128 characters', () => {
    expect(fieldError({ ...ok, password: '' })).toContain('password:required');
    expect(fieldError({ ...ok, password: '1234567' })).toContain('password:min_length');
    expect(fieldError({ ...ok, password: 'p'.repeat(129) })).toContain('password:max_length');
    expect(fieldError({ ...ok, password: 'p'.repeat(128) })).toBeNull();
  });
  it('fills an empty name from the local part', () => {
    expect(nameOrEmailLocalPart('  ', 'jan.de.vries@ziggo.nl')).toBe('jan.de.vries');
    expect(nameOrEmailLocalPart('Jan', 'jan@ziggo.nl')).toBe('Jan');
  });
  it('hashes the lowercased e-mail with the agent', async () => {
    const a = await signupCsrf('Anna@Example.nl', 'UA');
    expect(a).toBe(await signupCsrf('anna@example.nl', 'UA'));
    expect(a).not.toBe(await signupCsrf('anna@example.nl', 'other UA'));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });
});
