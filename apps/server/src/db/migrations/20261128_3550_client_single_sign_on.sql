-- Single sign-on (issue 35): a client organisation's OpenID Connect provider, set by admins. The client
-- secret is sealed with the field encryption (context 'sso.client-secret'), never stored in clear.
CREATE TABLE client_sso_configs (
  client_id                 bigint PRIMARY KEY REFERENCES clients(id),
  issuer                    text NOT NULL,                  -- the provider's issuer URL (discovery at /.well-known/openid-configuration)
  oidc_client_id            text NOT NULL,                  -- this platform's client id at the provider
  client_secret_encrypted   text NOT NULL,
  password_login_disabled   boolean NOT NULL DEFAULT false, -- the organisation's users may then sign in only through the provider
  updated_by                bigint REFERENCES users(id) ON DELETE SET NULL,
  updated_at                timestamptz NOT NULL DEFAULT now()
);

-- The e-mail domains a configuration covers (lower case); a domain belongs to one organisation only, so the
-- login page's look-up from a typed e-mail is unambiguous.
CREATE TABLE client_sso_domains (
  domain     text PRIMARY KEY CHECK (domain = lower(domain)),
  client_id  bigint NOT NULL REFERENCES client_sso_configs(client_id) ON DELETE CASCADE
);
CREATE INDEX client_sso_domains_client_idx ON client_sso_domains (client_id);
