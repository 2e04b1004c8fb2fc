-- Marks the file as a lifecycle-kb store with SQLite's application_id (the bytes 'LCKB'), so a
-- binary can tell its own stores from someone else's database before writing anything to it.
-- user_version keeps counting the applied migrations.
PRAGMA application_id = 1279478594;
