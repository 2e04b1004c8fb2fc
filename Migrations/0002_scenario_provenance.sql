-- Where a recorded scenario comes from, so a log from a public post can be weighed as evidence:
-- how it reached us (pasted as printed, reconstructed from a description, or a reported list of
-- calls), the iOS version it was recorded on when known, and the everyday situation it shows
-- (a dotted name such as navigation.push or presentation.sheet-swipe-dismiss).
ALTER TABLE scenario ADD COLUMN form TEXT NOT NULL DEFAULT 'raw-paste'
    CHECK (form IN ('raw-paste', 'reconstructed', 'reported-list'));
ALTER TABLE scenario ADD COLUMN ios TEXT;
ALTER TABLE scenario ADD COLUMN situation TEXT;
