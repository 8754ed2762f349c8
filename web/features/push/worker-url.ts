/** The site's one service worker (web/public/sw-push.js); the build's starter registers it too. */
export const SW_PUSH_URL = '/sw-push.js';
