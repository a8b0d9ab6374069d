-- Onboarding management (issue 15, spec 002 §2–§4): a workflow per vendor group (COVG) a client onboards,
-- its items made from the client's template, and the client users each item is assigned to.

-- A client's own template; a client without rows uses the default template (DEFAULT_TEMPLATE_STEPS).
CREATE TABLE onboarding_template_steps (
  client_id          bigint NOT NULL REFERENCES clients(id),
  programmatic_name  text NOT NULL CHECK (programmatic_name IN ('VENDOR_SIGNUP', 'VENDOR_REVIEW', 'MONITOR_STATUS', 'VENDOR_EXPORT')),
  position           integer NOT NULL,
  name               text NOT NULL,
  step_action        text,
  PRIMARY KEY (client_id, programmatic_name)
);

-- One per COVG; `client_id` is the acting (root) client that started it, the COVG's own client its facility.
CREATE TABLE onboarding_workflows (
  id               bigserial PRIMARY KEY,
  covg_id          bigint NOT NULL UNIQUE REFERENCES covgs(id),
  client_id        bigint NOT NULL REFERENCES clients(id),
  created_by       bigint REFERENCES users(id),
  created_by_name  text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  completed_at     timestamptz,
  exported_at      timestamptz
);
CREATE INDEX onboarding_workflows_client_idx ON onboarding_workflows (client_id, created_at DESC);

-- The stored status is ACTIVE until the item is resolved (COMPLETE, or NON_APPLICABLE when bypassed);
-- BLOCKED and PENDING are derived when read (an earlier item open, a revision waiting on the vendor).
-- The signup item is never stored as complete: it is complete when the COVG's signup code is used.
CREATE TABLE onboarding_workflow_items (
  id                 bigserial PRIMARY KEY,
  workflow_id        bigint NOT NULL REFERENCES onboarding_workflows(id) ON DELETE CASCADE,
  programmatic_name  text NOT NULL CHECK (programmatic_name IN ('VENDOR_SIGNUP', 'VENDOR_REVIEW', 'MONITOR_STATUS', 'VENDOR_EXPORT')),
  position           integer NOT NULL,
  name               text NOT NULL,
  step_action        text,
  status             text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'COMPLETE', 'NON_APPLICABLE')),
  assigned_date      timestamptz,
  completion_date    timestamptz,
  completed_by       bigint REFERENCES users(id),
  completer_name     text,
  UNIQUE (workflow_id, programmatic_name)
);

CREATE TABLE onboarding_item_assignees (
  item_id      bigint NOT NULL REFERENCES onboarding_workflow_items(id) ON DELETE CASCADE,
  user_id      bigint NOT NULL REFERENCES users(id),
  assigned_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (item_id, user_id)
);
CREATE INDEX onboarding_item_assignees_user_idx ON onboarding_item_assignees (user_id);
