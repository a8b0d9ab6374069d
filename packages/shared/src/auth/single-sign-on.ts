import { z } from 'zod/mini';

// zod/mini: the login page loads this file (issue 20, decision 224); keep it small.

/** The login page's button, in the issue's own words (issue 35, decision 307); other texts are American English. */
export const SSO_BUTTON_LABEL = 'Sign in with your organization';

/** GET /services/auth/sso/discovery?email=: whether the typed e-mail's domain signs in through its organization. */
export const SsoDiscoveryResponse = z.object({ singleSignOn: z.boolean() });
export type SsoDiscoveryResponse = z.infer<typeof SsoDiscoveryResponse>;

/**
 * Why a single sign-on ended back on the login page (`?sso=<reason>` on its address), each with the text
 * the page shows. Reasons, not messages, travel in the address so nothing else can be injected there.
 */
export const SSO_FAILURE_MESSAGES = {
  'unknown-user':
    'Your organization signed you in, but no VendorProof account of your organization uses that e-mail address. Ask your VendorProof administrator to add you.',
  refused: 'Your organization did not sign you in. If you have left it, your access here has ended; otherwise ask its IT team for help.',
  'not-configured': 'Your e-mail address does not belong to an organization that signs in here. Log in with your username and password.',
  failed: 'Signing in with your organization did not work. Please try again.',
} as const;
export type SsoFailureReason = keyof typeof SSO_FAILURE_MESSAGES;

/** Password login refused for a user whose organization signs in only through its provider. */
export const SSO_ONLY_MESSAGE = `Your organization signs in with single sign-on. Type your e-mail address and choose "${SSO_BUTTON_LABEL}".`;
