import type { ComponentType } from 'react';

type PageModule = () => Promise<{ Component: ComponentType }>;

/** Pages built so far, loaded lazily (one chunk each). Route names not listed are pending. */
export const PAGES: Record<string, PageModule> = {
  index: async () => ({ Component: (await import('../features/landing/home-page')).HomePage }),
  login: async () => ({ Component: (await import('../features/auth/components/login-page')).LoginPage }),
  signup: async () => ({ Component: (await import('../features/auth/components/signup-page')).SignupPage }),
  members: async () => ({
    Component: (await import('../features/search/components/search-page')).SearchPage,
  }),
  'members-memberId': async () => ({
    Component: (await import('../features/members/components/member-page')).MemberPage,
  }),
  likes: async () => ({ Component: (await import('../features/likes/components/likes-page')).LikesPage }),
  'likes-type': async () => ({
    Component: (await import('../features/likes/components/likes-page')).LikesPage,
  }),
};
