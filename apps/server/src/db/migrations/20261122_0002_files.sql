-- Uploaded files (local folder by default, S3-compatible later). The content lives in storage under
-- storage_key; this row says who owns it, what it is and its checksum.
CREATE TABLE files (
  id              bigserial PRIMARY KEY,
  directory       text NOT NULL,
  filename        text NOT NULL,
  content_type    text NOT NULL,
  size_bytes      bigint NOT NULL,
  sha256          text NOT NULL,
  storage_key     text NOT NULL UNIQUE,
  uploaded_by     bigint REFERENCES users(id) ON DELETE SET NULL,
  vendor_id       bigint REFERENCES vendors(id),
  client_id       bigint REFERENCES clients(id),
  data_point_id   text,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_vendor_idx ON files (vendor_id, directory);
CREATE INDEX files_client_idx ON files (client_id, directory);
