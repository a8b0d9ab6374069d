-- Issue 18 (admin hub, Feature Flags tab). The feature_flags table already has every column of spec 002
-- §3 (decision 11); what the tooling lacked is a flag to try the irreversible path on (confirmation,
-- then the locked switch) without changing the product, and links from the trial flags to the API
-- reference that documents the calls the tab makes.
INSERT INTO feature_flags (name, description, enabled, initial_state, irreversible, production_ready, documents) VALUES
  ('TEST_IRREVERSIBLE_FEATURE',
   'A harmless irreversible flag for trying the feature-flag tooling: enabling it asks for confirmation and then locks its switch. Nothing reads it.',
   false, false, true, false,
   '[{"name": "API reference: feature flag calls", "link": "/services/docs"}]'::jsonb)
ON CONFLICT (name) DO NOTHING;

UPDATE feature_flags
   SET documents = '[{"name": "API reference: feature flag calls", "link": "/services/docs"}]'::jsonb
 WHERE name = 'TEST_FEATURE' AND documents = '[]'::jsonb;
