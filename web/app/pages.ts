// The prefetches' own modules, not the features' indexes: the entry stays as light as before.
import { prefetchProfilePage } from '@web/features/account/prefetch-profile-page';
import { prefetchChatsPage } from '@web/features/chat/prefetch-chats-page';
import { prefetchLikesPage } from '@web/features/likes/prefetch-likes-page';
import { prefetchCreditsPage } from '@web/features/payments/prefetch-credits-page';
import { prefetchSearchPage } from '@web/features/search';
import { loadSignupGate } from '@web/features/signup/embed';
import type { ComponentType } from 'react';
import { queryClient } from './query-client';

type PageModule = () => Promise<{ Component: ComponentType }>;

/**
 * A page that server-renders the signup gate: its route waits for the gate's code as well, so the
 * gate hydrates with the page and a click held until then meets a working form (decision 023n).
 */
const withGate =
  (load: () => Promise<ComponentType>): PageModule =>
  async () => {
    const [Component] = await Promise.all([load(), loadSignupGate()]);
    return { Component };
  };
const lander = withGate(async () => (await import('@web/features/landing/pages/lander-page')).LanderPage);
const memberLander = withGate(
  async () => (await import('@web/features/members/pages/member-lander-page')).MemberLanderPage,
);

/** /likes and each of its lists (/likes/received…): one page, one answer (decision 023zb). */
const likesPage: PageModule = async () => {
  // Its answer is asked for while the page's code loads.
  prefetchLikesPage(queryClient);
  return { Component: (await import('@web/features/likes/pages/likes-page')).LikesPage };
};

/** Pages built so far, loaded lazily (one chunk each). Route names not listed are pending. */
export const PAGES: Record<string, PageModule> = {
  index: async () => ({ Component: (await import('@web/features/landing/pages/home-page')).HomePage }),
  login: async () => ({ Component: (await import('@web/features/auth/pages/login-page')).LoginPage }),
  signup: async () => ({ Component: (await import('@web/features/signup/pages/signup-page')).SignupPage }),
  chats: async () => {
    // Its first answer is asked for while the page's code loads (decision 023zb).
    prefetchChatsPage(queryClient);
    return { Component: (await import('@web/features/chat/pages/chats-page')).ChatsPage };
  },
  'chats-chatId': async () => ({
    Component: (await import('@web/features/chat/pages/conversation-page')).ConversationPage,
  }),
  'members-memberId-chat': async () => ({
    Component: (await import('@web/features/chat/pages/start-chat-page')).StartChatPage,
  }),
  pricing: async () => ({
    Component: (await import('@web/features/payments/pages/pricing-page')).PricingPage,
  }),
  credits: async () => {
    // Its answers are asked for while the page's code loads (decision 023zb).
    prefetchCreditsPage(queryClient);
    return { Component: (await import('@web/features/payments/pages/credits-page')).CreditsPage };
  },
  premium: async () => ({
    Component: (await import('@web/features/payments/pages/premium-page')).PremiumPage,
  }),
  'credits-creditId-paymentMethod': async () => ({
    Component: (await import('@web/features/payments/pages/checkout-page')).CheckoutPage,
  }),
  'credits-repeat-order': async () => ({
    Component: (await import('@web/features/payments/pages/repeat-order-page')).RepeatOrderPage,
  }),
  'transactions-transactionId': async () => ({
    Component: (await import('@web/features/payments/pages/transaction-page')).TransactionPage,
  }),
  'checkout-demo': async () => ({
    Component: (await import('@web/features/payments/pages/demo-checkout-page')).DemoCheckoutPage,
  }),
  members: async () => {
    // The first answers are asked for while the page's code loads (decision 023q).
    prefetchSearchPage(queryClient);
    return { Component: (await import('@web/features/search/pages/search-page')).SearchPage };
  },
  'members-memberId': async () => ({
    Component: (await import('@web/features/members/pages/member-page')).MemberPage,
  }),
  notifications: async () => ({
    Component: (await import('@web/features/notifications/pages/notifications-page')).NotificationsPage,
  }),
  blocked: async () => ({
    Component: (await import('@web/features/members/pages/blocked-page')).BlockedPage,
  }),
  profile: async () => {
    // Its answers are asked for while the page's code loads (decision 023zb).
    prefetchProfilePage(queryClient);
    return { Component: (await import('@web/features/account/pages/profile-page')).ProfilePage };
  },
  'reset-password': async () => ({
    Component: (await import('@web/features/account/pages/reset-password-page')).ResetPasswordPage,
  }),
  'reset-password-do': async () => ({
    Component: (await import('@web/features/account/pages/reset-password-do-page')).ResetPasswordDoPage,
  }),
  'pages-ban': async () => ({ Component: (await import('@web/features/account/pages/ban-page')).BanPage }),
  'account-deleted': async () => ({
    Component: (await import('@web/features/account/pages/account-deleted-page')).AccountDeletedPage,
  }),
  likes: likesPage,
  'likes-type': likesPage,
  'members-memberId-signup': async () => ({
    Component: (await import('@web/features/signup/pages/member-signup-page')).MemberSignupPage,
  }),
  'activate-done': async () => ({
    Component: (await import('@web/features/signup/pages/activate-result-page')).ActivateDonePage,
  }),
  'activate-error': async () => ({
    Component: (await import('@web/features/signup/pages/activate-result-page')).ActivateErrorPage,
  }),
  'mail-change-do': async () => ({
    Component: (await import('@web/features/signup/pages/mail-change-do-page')).MailChangeDoPage,
  }),
  'complete-signup': async () => ({
    Component: (await import('@web/features/signup/pages/complete-signup-page')).CompleteSignupPage,
  }),
  'pages-terms': async () => ({
    Component: (await import('@web/features/legal/pages/legal-page')).TermsPage,
  }),
  'pages-privacy': async () => ({
    Component: (await import('@web/features/legal/pages/legal-page')).PrivacyPage,
  }),
  'pages-return-policy': async () => ({
    Component: (await import('@web/features/legal/pages/legal-page')).ReturnPolicyPage,
  }),
  'pages-cookies': async () => ({
    Component: (await import('@web/features/legal/pages/legal-page')).CookiesPage,
  }),
  'static-test': async () => ({
    Component: (await import('@web/features/legal/pages/legal-page')).StaticTestPage,
  }),
  'pages-faq': async () => ({ Component: (await import('@web/features/legal/pages/faq-page')).FaqPage }),
  'pages-service': async () => ({
    Component: (await import('@web/features/support/pages/service-page')).ServicePage,
  }),
  complaints: async () => ({
    Component: (await import('@web/features/support/pages/complaints-page')).ComplaintsPage,
  }),
  'landers-video': lander,
  'landers-gallery': lander,
  'landers-maplanding': lander,
  'landers-alonetonight': lander,
  'landers-iconslanding': lander,
  'landers-socialnetwork': lander,
  'landers-collagelanding': lander,
  'landers-transitionsvideolanding': lander,
  'members-memberId-landing': memberLander,
  'members-memberId-landing2': memberLander,
  'members-memberId-landing3': memberLander,
  'match-finder': withGate(
    async () => (await import('@web/features/landing/pages/match-finder-page')).MatchFinderPage,
  ),
  'signup-matches': withGate(
    async () => (await import('@web/features/landing/pages/signup-matches-page')).SignupMatchesPage,
  ),
};
