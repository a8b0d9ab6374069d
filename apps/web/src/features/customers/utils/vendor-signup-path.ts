/** The signup wizard of a customer (vendorSignup route, spec 001 §2). */
export const vendorSignupPath = (signupCode: string) => `/vendor-signup/signupCode/${encodeURIComponent(signupCode)}`;
