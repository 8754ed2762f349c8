import { describe, expect, it } from 'vitest';
import { findRoute, matchPath, ROUTES } from './routes';

describe('route table (spec §2)', () => {
  it('has unique names', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    ['/', 'index', 'public', 'default'],
    ['/search', 'members', 'login', 'default'],
    ['/likes/m/42', 'members-memberId', 'optional', 'default'],
    ['/members/42/chat', 'members-memberId-chat', 'login', 'chat'],
    ['/chats/7', 'chats-chatId', 'login', 'chat'],
    ['/members/42/landing2/hot/deal', 'members-memberId-landing2', 'public', 'empty'],
    ['/credits/repeat-order', 'credits-repeat-order', 'login', 'default'],
    ['/credits/3', 'credits-creditId-paymentMethod', 'login', 'default'],
    ['/credits/3/ideal', 'credits-creditId-paymentMethod', 'login', 'default'],
    ['/landers/video/summer', 'landers-video', 'public', 'empty'],
    ['/landers/gallery/summer', 'landers-gallery', 'public', 'lander'],
    ['/account-deleted', 'account-deleted', 'optional', 'default'],
    ['/match-finder', 'match-finder', 'public', 'empty'],
  ])('%s → %s (%s, %s)', (path, name, access, layout) => {
    const found = findRoute(path);
    expect(found?.route).toMatchObject({ name, access, layout });
  });

  it('needs non-empty parameters', () => {
    expect(matchPath('/chats/:chatId', '/chats/')).toBeNull();
    expect(findRoute('/chats/')?.route.name).toBe('chats');
    expect(matchPath('/members/:memberId/landing2/*', '/members/4/landing2')).toBeNull();
    expect(findRoute('/transactions')).toBeNull();
  });

  it('answers null for unknown paths', () => {
    expect(findRoute('/does-not-exist')).toBeNull();
    expect(findRoute('/members/1/2/3')).toBeNull();
  });

  it('reads parameters', () => {
    expect(findRoute('/credits/9/blik')?.params).toEqual({ creditId: '9', paymentMethod: 'blik' });
  });
});
