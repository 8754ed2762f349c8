import type { ComponentType } from 'react';

type PageModule = () => Promise<{ Component: ComponentType }>;

/** Pages built so far, loaded lazily (one chunk each). Route names not listed are pending. */
export const PAGES: Record<string, PageModule> = {
  index: async () => ({ Component: (await import('../features/landing/home-page')).HomePage }),
  login: async () => ({ Component: (await import('../features/auth/components/login-page')).LoginPage }),
  signup: async () => ({ Component: (await import('../features/signup/pages/signup-page')).SignupPage }),
  'members-memberId-signup': async () => ({
    Component: (await import('../features/signup/pages/member-signup-page')).MemberSignupPage,
  }),
  'activate-done': async () => ({
    Component: (await import('../features/signup/pages/activate-result-page')).ActivateDonePage,
  }),
  'activate-error': async () => ({
    Component: (await import('../features/signup/pages/activate-result-page')).ActivateErrorPage,
  }),
  'mail-change-do': async () => ({
    Component: (await import('../features/signup/pages/mail-change-do-page')).MailChangeDoPage,
  }),
  'complete-signup': async () => ({
    Component: (await import('../features/signup/pages/complete-signup-page')).CompleteSignupPage,
  }),
};
