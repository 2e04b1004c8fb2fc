-- What `ask` says about a UIKit console message besides its summary: its usual causes, the fix, and
-- the real lines that printed it, each with the page that quotes it. The rule that reports a message
-- is not stored here: it is read from that rule's console-warning check.
ALTER TABLE console_warning ADD COLUMN fix_en TEXT NOT NULL DEFAULT '';
ALTER TABLE console_warning ADD COLUMN fix_zh TEXT NOT NULL DEFAULT '';
CREATE TABLE console_warning_cause (
    warning_id TEXT NOT NULL REFERENCES console_warning(id) ON DELETE CASCADE,
    position   INTEGER NOT NULL,
    text_en    TEXT NOT NULL,
    text_zh    TEXT NOT NULL,
    PRIMARY KEY (warning_id, position)
) WITHOUT ROWID;
CREATE TABLE console_warning_example (
    warning_id TEXT NOT NULL REFERENCES console_warning(id) ON DELETE CASCADE,
    position   INTEGER NOT NULL,
    line       TEXT NOT NULL,
    source_id  TEXT NOT NULL REFERENCES source(id),
    ios        TEXT,
    PRIMARY KEY (warning_id, position)
) WITHOUT ROWID;
