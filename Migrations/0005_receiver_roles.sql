-- Answers about two controllers name them by role: the controller leaving the screen (`from`) and the
-- one arriving (`to`) in navigation, tab and container transitions, the window's `root` controller,
-- and a `delegate` such as the UIAdaptivePresentationControllerDelegate. SQLite cannot widen a CHECK
-- in place, so the two tables holding receivers are rebuilt with the same columns and the longer list.
CREATE TABLE call_order_step_new (
    order_id        TEXT NOT NULL REFERENCES call_order(id) ON DELETE CASCADE,
    position        INTEGER NOT NULL,
    api_id          TEXT NOT NULL REFERENCES api(id),
    receiver        TEXT CHECK (receiver IN ('self', 'parent', 'child', 'view', 'superview', 'subview',
                                             'window', 'presenting', 'presented',
                                             'from', 'to', 'root', 'delegate')),
    next_guaranteed INTEGER NOT NULL CHECK (next_guaranteed IN (0, 1)),
    note_en         TEXT,
    note_zh         TEXT,
    PRIMARY KEY (order_id, position)
) WITHOUT ROWID;
INSERT INTO call_order_step_new SELECT order_id, position, api_id, receiver, next_guaranteed, note_en, note_zh
    FROM call_order_step;
DROP TABLE call_order_step;
ALTER TABLE call_order_step_new RENAME TO call_order_step;

CREATE TABLE fact_effect_new (
    fact_id  TEXT NOT NULL REFERENCES fact(id) ON DELETE CASCADE,
    role     TEXT NOT NULL CHECK (role IN ('fires', 'you_call', 'never')),
    position INTEGER NOT NULL,
    api_id   TEXT REFERENCES api(id),
    order_id TEXT REFERENCES call_order(id),
    receiver TEXT NOT NULL CHECK (receiver IN ('self', 'parent', 'child', 'view', 'superview', 'subview',
                                               'window', 'presenting', 'presented',
                                               'from', 'to', 'root', 'delegate')),
    timing   TEXT CHECK (timing IN ('immediately', 'later', 'with-parent', 'never', 'manual')),
    note_en  TEXT,
    note_zh  TEXT,
    PRIMARY KEY (fact_id, role, position),
    CHECK ((api_id IS NULL) <> (order_id IS NULL))
) WITHOUT ROWID;
INSERT INTO fact_effect_new SELECT fact_id, role, position, api_id, order_id, receiver, timing, note_en, note_zh
    FROM fact_effect;
DROP TABLE fact_effect;
ALTER TABLE fact_effect_new RENAME TO fact_effect;
