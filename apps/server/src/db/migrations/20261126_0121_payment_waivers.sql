-- Payment waivers (issue 15): a vendor asked by a client to pay for VendorProof (VP_ENGAGE_CVC) or
-- VendorProof Engage (VP_ENGAGE) asks that client to waive it. One request per vendor, client and
-- subscription type; the client's decision is final (a rejected vendor pays). The request's
-- subscription row (client-specific, status WAIVER_*) is what the compliance rule reads.
CREATE TABLE payment_waivers (
  id                 bigserial PRIMARY KEY,
  vendor_id          bigint NOT NULL REFERENCES vendors(id),
  client_id          bigint NOT NULL REFERENCES clients(id),
  subscription_type  text NOT NULL CHECK (subscription_type IN ('VP_ENGAGE', 'VP_ENGAGE_CVC')),
  subscription_id    bigint NOT NULL REFERENCES subscriptions(id),
  status             text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  reason             text NOT NULL,
  reason_details     text,
  requested_by       bigint REFERENCES users(id),
  requested_by_name  text NOT NULL,
  requested_at       timestamptz NOT NULL DEFAULT now(),
  decided_by         bigint REFERENCES users(id),
  decided_by_name    text,
  decided_at         timestamptz,
  decision_reason    text,
  UNIQUE (vendor_id, client_id, subscription_type)
);
CREATE INDEX payment_waivers_client_idx ON payment_waivers (client_id, status, requested_at DESC);

-- What happened to a request, oldest first: requested, approved, rejected, paid after a rejection.
CREATE TABLE payment_waiver_events (
  id          bigserial PRIMARY KEY,
  waiver_id   bigint NOT NULL REFERENCES payment_waivers(id),
  action      text NOT NULL CHECK (action IN ('REQUESTED', 'APPROVED', 'REJECTED', 'PAID')),
  actor_name  text NOT NULL,
  note        text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_waiver_events_waiver_idx ON payment_waiver_events (waiver_id, id);
