/**
 * The signup `csrf` field of spec §7: a SHA-256 (hex) of the lowercased e-mail and the
 * browser's user agent. It ties a signup to the browser that typed it; the real CSRF defence
 * is the same-origin check and the SameSite cookie.
 */
export async function signupCsrf(email: string, userAgent: string): Promise<string> {
  const data = new TextEncoder().encode(`${email.trim().toLowerCase()}|${userAgent}`);
  const digest = await globalThis.crypto.subtle.digest('SHA-256', data);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
