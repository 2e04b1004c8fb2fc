-- The knowledge snapshot (one BLOB of about 800 KB) leaves `meta` for a rowid table of its own.
-- `meta` is WITHOUT ROWID, and there a key lookup that compares against a row whose record spills
-- onto overflow pages reads the whole record first: every lookup that met the snapshot's row copied
-- all of it, several times in one cold `ask`. SQLite's page on WITHOUT ROWID tables advises them for
-- rows under about a twentieth of a page (https://www.sqlite.org/withoutrowid.html). Here a lookup
-- reads the row id alone, and the value is read once, in pieces, into its reader's own buffer.
CREATE TABLE knowledge_snapshot (
    id    INTEGER PRIMARY KEY CHECK (id = 1),
    value BLOB NOT NULL CHECK (typeof(value) = 'blob')
);
INSERT INTO knowledge_snapshot (id, value)
    SELECT 1, value FROM meta WHERE key = 'knowledge_snapshot' AND typeof(value) = 'blob';
DELETE FROM meta WHERE key = 'knowledge_snapshot';
