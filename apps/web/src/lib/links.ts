/** The client terms page: the footer's privacy-policy and terms-of-service links and the create-account consent. */
export const TERMS_PAGE_HREF = '/v2/#/terms';
