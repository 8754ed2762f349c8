import type { ComponentType } from 'react';

type PageModule = () => Promise<{ Component: ComponentType }>;

/** Pages built so far, loaded lazily (one chunk each). Route names not listed are pending. */
export const PAGES: Record<string, PageModule> = {
  index: async () => ({ Component: (await import('@web/features/landing/home-page')).HomePage }),
  login: async () => ({ Component: (await import('@web/features/auth/components/login-page')).LoginPage }),
  signup: async () => ({ Component: (await import('@web/features/signup/pages/signup-page')).SignupPage }),
  chats: async () => ({ Component: (await import('@web/features/chat/components/chats-page')).ChatsPage }),
  'chats-chatId': async () => ({
    Component: (await import('@web/features/chat/components/conversation-page')).ConversationPage,
  }),
  'members-memberId-chat': async () => ({
    Component: (await import('@web/features/chat/components/start-chat-page')).StartChatPage,
  }),
  pricing: async () => ({
    Component: (await import('@web/features/payments/components/pricing-page')).PricingPage,
  }),
  credits: async () => ({
    Component: (await import('@web/features/payments/components/credits-page')).CreditsPage,
  }),
  premium: async () => ({
    Component: (await import('@web/features/payments/components/premium-page')).PremiumPage,
  }),
  'credits-creditId-paymentMethod': async () => ({
    Component: (await import('@web/features/payments/components/checkout-page')).CheckoutPage,
  }),
  'credits-repeat-order': async () => ({
    Component: (await import('@web/features/payments/components/repeat-order-page')).RepeatOrderPage,
  }),
  'transactions-transactionId': async () => ({
    Component: (await import('@web/features/payments/components/transaction-page')).TransactionPage,
  }),
  'checkout-demo': async () => ({
    Component: (await import('@web/features/payments/components/demo-checkout-page')).DemoCheckoutPage,
  }),
  members: async () => ({
    Component: (await import('@web/features/search/components/search-page')).SearchPage,
  }),
  'members-memberId': async () => ({
    Component: (await import('@web/features/members/components/member-page')).MemberPage,
  }),
  notifications: async () => ({
    Component: (await import('@web/features/notifications/components/notifications-page')).NotificationsPage,
  }),
  profile: async () => ({
    Component: (await import('@web/features/account/pages/profile-page')).ProfilePage,
  }),
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
  likes: async () => ({ Component: (await import('@web/features/likes/components/likes-page')).LikesPage }),
  'likes-type': async () => ({
    Component: (await import('@web/features/likes/components/likes-page')).LikesPage,
  }),
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
    Component: (await import('@web/features/legal/components/legal-page')).TermsPage,
  }),
  'pages-privacy': async () => ({
    Component: (await import('@web/features/legal/components/legal-page')).PrivacyPage,
  }),
  'pages-return-policy': async () => ({
    Component: (await import('@web/features/legal/components/legal-page')).ReturnPolicyPage,
  }),
  'pages-cookies': async () => ({
    Component: (await import('@web/features/legal/components/legal-page')).CookiesPage,
  }),
  'static-test': async () => ({
    Component: (await import('@web/features/legal/components/legal-page')).StaticTestPage,
  }),
  'pages-faq': async () => ({ Component: (await import('@web/features/legal/components/faq-page')).FaqPage }),
  'pages-service': async () => ({
    Component: (await import('@web/features/support/components/service-page')).ServicePage,
  }),
  complaints: async () => ({
    Component: (await import('@web/features/support/components/complaints-page')).ComplaintsPage,
  }),
  'landers-video': async () => ({
    Component: (await import('@web/features/landing/landers/lander-page')).LanderPage,
  }),
  'landers-gallery': async () => ({
    Component: (await import('@web/features/landing/landers/lander-page')).LanderPage,
  }),
  'landers-maplanding': async () => ({
    Component: (await import('@web/features/landing/landers/lander-page')).LanderPage,
  }),
  'landers-alonetonight': async () => ({
    Component: (await import('@web/features/landing/landers/lander-page')).LanderPage,
  }),
  'landers-iconslanding': async () => ({
    Component: (await import('@web/features/landing/landers/lander-page')).LanderPage,
  }),
  'landers-socialnetwork': async () => ({
    Component: (await import('@web/features/landing/landers/lander-page')).LanderPage,
  }),
  'landers-collagelanding': async () => ({
    Component: (await import('@web/features/landing/landers/lander-page')).LanderPage,
  }),
  'landers-transitionsvideolanding': async () => ({
    Component: (await import('@web/features/landing/landers/lander-page')).LanderPage,
  }),
  'members-memberId-landing': async () => ({
    Component: (await import('@web/features/members/components/member-lander-page')).MemberLanderPage,
  }),
  'members-memberId-landing2': async () => ({
    Component: (await import('@web/features/members/components/member-lander-page')).MemberLanderPage,
  }),
  'members-memberId-landing3': async () => ({
    Component: (await import('@web/features/members/components/member-lander-page')).MemberLanderPage,
  }),
  'match-finder': async () => ({
    Component: (await import('@web/features/landing/funnels/match-finder-page')).MatchFinderPage,
  }),
  'signup-matches': async () => ({
    Component: (await import('@web/features/landing/funnels/signup-matches-page')).SignupMatchesPage,
  }),
};
