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

-- The usual causes behind "why is X not called / called twice / never released", each with the
-- callbacks it explains, the situations it is about, the phrases naming its setting, and its evidence.
CREATE TABLE cause (
    id             TEXT PRIMARY KEY NOT NULL,
    position       INTEGER NOT NULL,                  -- the data's order: the usual causes first
    symptom        TEXT NOT NULL CHECK (symptom IN ('not-called', 'called-twice', 'not-released')),
    summary_en     TEXT NOT NULL,
    summary_zh     TEXT NOT NULL,
    explanation_en TEXT NOT NULL,
    explanation_zh TEXT NOT NULL,
    fix_en         TEXT NOT NULL,
    fix_zh         TEXT NOT NULL,
    origin         TEXT NOT NULL DEFAULT 'builtin' CHECK (origin IN ('builtin', 'user'))
);
CREATE TABLE cause_link (
    cause_id TEXT NOT NULL REFERENCES cause(id) ON DELETE CASCADE,
    relation TEXT NOT NULL CHECK (relation IN ('callback', 'situation', 'phrase', 'fact', 'rule', 'source')),
    position INTEGER NOT NULL,
    target   TEXT NOT NULL,
    PRIMARY KEY (cause_id, relation, position)
) WITHOUT ROWID;
