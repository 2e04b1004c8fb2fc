-- Every API of the lifecycle surface says, from its source, when UIKit calls it (or when it is
-- true, or what calling it does), what it is triggered by and what follows it, so an answer about an
-- API no fact covers still says what the documentation says instead of nothing.
ALTER TABLE api ADD COLUMN when_en TEXT;
ALTER TABLE api ADD COLUMN when_zh TEXT;

-- The documented neighbours of an API: `triggered_by` lists what leads to it (an API id or
-- 'event:<id>'), `follows` what comes after it or what it sets off (API ids), each in order.
CREATE TABLE api_link (
    api_id   TEXT NOT NULL REFERENCES api(id) ON DELETE CASCADE,
    relation TEXT NOT NULL CHECK (relation IN ('triggered_by', 'follows')),
    position INTEGER NOT NULL,
    target   TEXT NOT NULL,
    PRIMARY KEY (api_id, relation, position)
) WITHOUT ROWID;
