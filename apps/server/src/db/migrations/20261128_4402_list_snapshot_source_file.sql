-- The list file a snapshot was read from (issue 34), kept in file storage under the platform prefix:
-- downloads of the fetch strategies and admins' uploads alike, so an admin can download it again or
-- import it again (a snapshot of before this change has none).
ALTER TABLE list_snapshots ADD COLUMN source_file_id bigint REFERENCES files(id);
