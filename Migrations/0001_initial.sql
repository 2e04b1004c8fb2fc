-- 0001_initial: the lifecycle-kb store.
--
-- Frozen once landed: never edit this file, add Migrations/NNNN_next.sql instead.
--
-- Every knowledge row carries `origin`: 'builtin' rows come from the Data/ compiled into the binary and
-- are replaced in one transaction when the binary's knowledge hash (meta.knowledge_version) changes;
-- 'user' rows (imported traces, team rules, user settings) are never touched by that refresh.
-- References from user rows to built-in knowledge are by identifier text, not foreign key, so a
-- refresh can never cascade into a user's data.

-- Key/value facts about the store itself: knowledge_version (content hash of the built-in Data/).
CREATE TABLE meta (
    key   TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
) WITHOUT ROWID;

-- Where knowledge comes from: seed articles by file name, Apple documents, SDK headers, community pages.
-- Sources are upserted on refresh and never deleted, because user rules may cite them.
CREATE TABLE source (
    id     TEXT PRIMARY KEY NOT NULL,
    kind   TEXT NOT NULL CHECK (kind IN ('seed', 'apple', 'header', 'community', 'user')),
    title  TEXT NOT NULL,
    url    TEXT,
    origin TEXT NOT NULL DEFAULT 'builtin' CHECK (origin IN ('builtin', 'user'))
);

-- The API catalog: one row per member of one UIKit class.
CREATE TABLE api (
    id             TEXT PRIMARY KEY NOT NULL,          -- 'UIViewController.addChildViewController:'
    class          TEXT NOT NULL,                      -- owning class
    selector       TEXT NOT NULL,                      -- Objective-C selector, without class
    swift_name     TEXT,                               -- current Swift name, 'addChild(_:)'
    swift4_name    TEXT,                               -- Swift 4 name when it differs
    kind           TEXT NOT NULL CHECK (kind IN ('callback', 'method', 'property', 'initializer')),
    introduced     TEXT,                               -- iOS version
    deprecated     TEXT,                               -- iOS version, NULL when current
    requires_super TEXT NOT NULL CHECK (requires_super IN ('yes', 'documented', 'no', 'never')),
    subject        TEXT NOT NULL DEFAULT 'receiver' CHECK (subject IN ('receiver', 'argument')),
    plain_word     INTEGER NOT NULL DEFAULT 0 CHECK (plain_word IN (0, 1)),
    summary_en     TEXT NOT NULL,
    summary_zh     TEXT NOT NULL,
    origin         TEXT NOT NULL DEFAULT 'builtin' CHECK (origin IN ('builtin', 'user')),
    UNIQUE (class, selector)
);

-- Every spelling an API is looked up by, normalized to lowercase letters and digits
-- ('addchildviewcontroller', 'addchild'); `spelling` keeps the form as written.
CREATE TABLE api_alias (
    alias    TEXT NOT NULL,
    api_id   TEXT NOT NULL REFERENCES api(id) ON DELETE CASCADE,
    spelling TEXT NOT NULL,
    PRIMARY KEY (alias, api_id, spelling)
) WITHOUT ROWID;
CREATE INDEX api_alias_api ON api_alias(api_id);

CREATE TABLE api_source (
    api_id    TEXT NOT NULL REFERENCES api(id) ON DELETE CASCADE,
    source_id TEXT NOT NULL REFERENCES source(id),
    PRIMARY KEY (api_id, source_id)
) WITHOUT ROWID;

-- Triggers that are not API calls ('vc.appears'), and the phrases questions name them with.
CREATE TABLE event (
    id         TEXT PRIMARY KEY NOT NULL,
    same_as    TEXT REFERENCES api(id) ON DELETE CASCADE,   -- the event paraphrases calling this API
    summary_en TEXT NOT NULL,
    summary_zh TEXT NOT NULL,
    origin     TEXT NOT NULL DEFAULT 'builtin' CHECK (origin IN ('builtin', 'user'))
);
CREATE TABLE event_phrase (
    event_id TEXT NOT NULL REFERENCES event(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    phrase   TEXT NOT NULL,
    PRIMARY KEY (event_id, position)
) WITHOUT ROWID;

-- Circumstances of a trigger ('in-view-did-load', 'later-run-loop'), and their phrases.
CREATE TABLE context (
    id         TEXT PRIMARY KEY NOT NULL,
    summary_en TEXT NOT NULL,
    summary_zh TEXT NOT NULL,
    origin     TEXT NOT NULL DEFAULT 'builtin' CHECK (origin IN ('builtin', 'user'))
);
CREATE TABLE context_phrase (
    context_id TEXT NOT NULL REFERENCES context(id) ON DELETE CASCADE,
    position   INTEGER NOT NULL,
    phrase     TEXT NOT NULL,
    PRIMARY KEY (context_id, position)
) WITHOUT ROWID;

-- Messages UIKit prints to the console when the lifecycle goes wrong ("Unbalanced calls to begin/end
-- appearance transitions for <X>"); trace readers recognise them and console-warning checks report them.
CREATE TABLE console_warning (
    id         TEXT PRIMARY KEY NOT NULL,
    summary_en TEXT NOT NULL,
    summary_zh TEXT NOT NULL,
    origin     TEXT NOT NULL DEFAULT 'builtin' CHECK (origin IN ('builtin', 'user'))
);
-- The message with `{object}` for the controller it is about, `{name}` for other objects, `*` for any text.
CREATE TABLE console_warning_pattern (
    warning_id TEXT NOT NULL REFERENCES console_warning(id) ON DELETE CASCADE,
    position   INTEGER NOT NULL,
    pattern    TEXT NOT NULL,
    PRIMARY KEY (warning_id, position)
) WITHOUT ROWID;
CREATE TABLE console_warning_source (
    warning_id TEXT NOT NULL REFERENCES console_warning(id) ON DELETE CASCADE,
    source_id  TEXT NOT NULL REFERENCES source(id),
    PRIMARY KEY (warning_id, source_id)
) WITHOUT ROWID;

-- Named ordered sequences of calls ('vc.appear', 'view.remove', 'construction.vc-storyboard').
CREATE TABLE call_order (
    id         TEXT PRIMARY KEY NOT NULL,
    title_en   TEXT NOT NULL,
    title_zh   TEXT NOT NULL,
    summary_en TEXT NOT NULL,
    summary_zh TEXT NOT NULL,
    origin     TEXT NOT NULL DEFAULT 'builtin' CHECK (origin IN ('builtin', 'user'))
);
-- One step; next_guaranteed = 0 marks a neighbour that may come in another order.
CREATE TABLE call_order_step (
    order_id        TEXT NOT NULL REFERENCES call_order(id) ON DELETE CASCADE,
    position        INTEGER NOT NULL,
    api_id          TEXT NOT NULL REFERENCES api(id),
    receiver        TEXT CHECK (receiver IN ('self', 'parent', 'child', 'view', 'superview', 'subview',
                                             'window', 'presenting', 'presented')),
    next_guaranteed INTEGER NOT NULL CHECK (next_guaranteed IN (0, 1)),
    note_en         TEXT,
    note_zh         TEXT,
    PRIMARY KEY (order_id, position)
) WITHOUT ROWID;
CREATE TABLE call_order_source (
    order_id  TEXT NOT NULL REFERENCES call_order(id) ON DELETE CASCADE,
    source_id TEXT NOT NULL REFERENCES source(id),
    PRIMARY KEY (order_id, source_id)
) WITHOUT ROWID;

-- Rules: what a trace must not show. Each rule runs one or more checks of a closed set of kinds.
CREATE TABLE rule (
    id           TEXT PRIMARY KEY NOT NULL,            -- 'containment.add-order'
    rule_group   TEXT NOT NULL,                        -- 'containment'
    severity     TEXT NOT NULL CHECK (severity IN ('error', 'warning')),
    summary_en   TEXT NOT NULL,
    summary_zh   TEXT NOT NULL,
    rationale_en TEXT NOT NULL,
    rationale_zh TEXT NOT NULL,
    fix_en       TEXT NOT NULL,
    fix_zh       TEXT NOT NULL,
    definition   TEXT NOT NULL CHECK (json_valid(definition)),  -- the whole record, for exact round trips
    origin       TEXT NOT NULL DEFAULT 'builtin' CHECK (origin IN ('builtin', 'user'))
);
CREATE TABLE rule_check (
    rule_id    TEXT NOT NULL REFERENCES rule(id) ON DELETE CASCADE,
    position   INTEGER NOT NULL,
    kind       TEXT NOT NULL,                          -- precedence, order, response, balanced, ...
    parameters TEXT NOT NULL CHECK (json_valid(parameters)),
    PRIMARY KEY (rule_id, position)
) WITHOUT ROWID;
-- Conforming and violating example traces; '↓' marks the line a violation must be reported at.
CREATE TABLE rule_example (
    rule_id  TEXT NOT NULL REFERENCES rule(id) ON DELETE CASCADE,
    verdict  TEXT NOT NULL CHECK (verdict IN ('conforming', 'violating')),
    position INTEGER NOT NULL,
    trace    TEXT NOT NULL,
    PRIMARY KEY (rule_id, verdict, position)
) WITHOUT ROWID;
CREATE TABLE rule_source (
    rule_id   TEXT NOT NULL REFERENCES rule(id) ON DELETE CASCADE,
    source_id TEXT NOT NULL REFERENCES source(id),
    PRIMARY KEY (rule_id, source_id)
) WITHOUT ROWID;
-- The user's enable/disable choice for a rule of either origin; kept apart so a refresh keeps it.
CREATE TABLE rule_setting (
    rule_id TEXT PRIMARY KEY NOT NULL,
    enabled INTEGER NOT NULL CHECK (enabled IN (0, 1))
) WITHOUT ROWID;

-- Trigger -> effect facts: "when TRIGGER happens in CONTEXT, these calls fire on these receivers".
CREATE TABLE fact (
    id            TEXT PRIMARY KEY NOT NULL,
    trigger_api   TEXT REFERENCES api(id),
    trigger_event TEXT REFERENCES event(id),
    summary_en    TEXT NOT NULL,
    summary_zh    TEXT NOT NULL,
    answer_en     TEXT NOT NULL,
    answer_zh     TEXT NOT NULL,
    origin        TEXT NOT NULL DEFAULT 'builtin' CHECK (origin IN ('builtin', 'user')),
    CHECK ((trigger_api IS NULL) <> (trigger_event IS NULL))
);
CREATE INDEX fact_trigger_api ON fact(trigger_api);
CREATE INDEX fact_trigger_event ON fact(trigger_event);
-- Conditions: every group must hold; a group is satisfied by any one of its contexts.
CREATE TABLE fact_context (
    fact_id     TEXT NOT NULL REFERENCES fact(id) ON DELETE CASCADE,
    group_index INTEGER NOT NULL,
    context_id  TEXT NOT NULL REFERENCES context(id),
    PRIMARY KEY (fact_id, group_index, context_id)
) WITHOUT ROWID;
-- What fires (in UIKit's order), what your code must still call, and what does not fire.
CREATE TABLE fact_effect (
    fact_id  TEXT NOT NULL REFERENCES fact(id) ON DELETE CASCADE,
    role     TEXT NOT NULL CHECK (role IN ('fires', 'you_call', 'never')),
    position INTEGER NOT NULL,
    api_id   TEXT REFERENCES api(id),
    order_id TEXT REFERENCES call_order(id),
    receiver TEXT NOT NULL CHECK (receiver IN ('self', 'parent', 'child', 'view', 'superview', 'subview',
                                               'window', 'presenting', 'presented')),
    timing   TEXT CHECK (timing IN ('immediately', 'later', 'with-parent', 'never', 'manual')),
    note_en  TEXT,
    note_zh  TEXT,
    PRIMARY KEY (fact_id, role, position),
    CHECK ((api_id IS NULL) <> (order_id IS NULL))
) WITHOUT ROWID;
CREATE TABLE fact_source (
    fact_id   TEXT NOT NULL REFERENCES fact(id) ON DELETE CASCADE,
    source_id TEXT NOT NULL REFERENCES source(id),
    PRIMARY KEY (fact_id, source_id)
) WITHOUT ROWID;
CREATE TABLE fact_rule (
    fact_id TEXT NOT NULL REFERENCES fact(id) ON DELETE CASCADE,
    rule_id TEXT NOT NULL REFERENCES rule(id) ON DELETE CASCADE,
    PRIMARY KEY (fact_id, rule_id)
) WITHOUT ROWID;
CREATE TABLE fact_order (
    fact_id  TEXT NOT NULL REFERENCES fact(id) ON DELETE CASCADE,
    order_id TEXT NOT NULL REFERENCES call_order(id) ON DELETE CASCADE,
    PRIMARY KEY (fact_id, order_id)
) WITHOUT ROWID;

-- Recorded traces: the built-in scenarios' and the user's imports alike.
CREATE TABLE trace (
    id            INTEGER PRIMARY KEY,
    name          TEXT NOT NULL,
    description   TEXT,
    ios           TEXT,                                -- iOS version it was recorded on
    device        TEXT,
    source        TEXT,                                -- the file it was read from, or a source id
    content_hash  TEXT NOT NULL UNIQUE,                -- re-importing the same content is a no-op
    event_count   INTEGER NOT NULL,
    skipped_lines INTEGER NOT NULL,
    verdict       TEXT NOT NULL CHECK (verdict IN ('clean', 'warnings', 'errors')),
    imported_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    origin        TEXT NOT NULL DEFAULT 'user' CHECK (origin IN ('builtin', 'user'))
);
CREATE TABLE trace_tag (
    trace_id INTEGER NOT NULL REFERENCES trace(id) ON DELETE CASCADE,
    tag      TEXT NOT NULL,
    PRIMARY KEY (trace_id, tag)
) WITHOUT ROWID;
CREATE INDEX trace_tag_tag ON trace_tag(tag);
-- The objects a trace names, numbered in order of appearance; events refer to them by number.
-- Stored once the whole trace is read, because a name can gain its address later in the trace.
CREATE TABLE trace_object (
    trace_id INTEGER NOT NULL REFERENCES trace(id) ON DELETE CASCADE,
    object   INTEGER NOT NULL,
    name     TEXT NOT NULL,                            -- address, class or tag, as the trace gives it
    class    TEXT,
    address  TEXT,
    PRIMARY KEY (trace_id, object)
) WITHOUT ROWID;
-- One event per recognized line. `api_id` is text on purpose: it must survive knowledge refreshes.
CREATE TABLE trace_event (
    trace_id  INTEGER NOT NULL REFERENCES trace(id) ON DELETE CASCADE,
    sequence  INTEGER NOT NULL,
    line      INTEGER NOT NULL,
    col       INTEGER NOT NULL,
    depth     INTEGER NOT NULL,                        -- nesting: a call made inside the event `parent`
    parent    INTEGER,                                 -- sequence of the enclosing event
    receiver  INTEGER NOT NULL,                        -- trace_object.object the method was sent to
    subject   INTEGER,                                 -- whose lifecycle it is (the child for addSubview:)
    class     TEXT,
    api_id    TEXT NOT NULL,                           -- or 'warning:<id>' for a UIKit console warning
    arguments TEXT,
    is_super  INTEGER NOT NULL DEFAULT 0 CHECK (is_super IN (0, 1)),
    is_call   INTEGER NOT NULL DEFAULT 0 CHECK (is_call IN (0, 1)),  -- made by user code, not a callback
    PRIMARY KEY (trace_id, sequence)
) WITHOUT ROWID;
-- The verdicts of checking a trace against the rules when it was imported.
CREATE TABLE trace_violation (
    trace_id INTEGER NOT NULL REFERENCES trace(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    rule_id  TEXT NOT NULL,
    severity TEXT NOT NULL CHECK (severity IN ('error', 'warning')),
    line     INTEGER NOT NULL,
    col      INTEGER NOT NULL,
    object   TEXT NOT NULL,
    message  TEXT NOT NULL,
    PRIMARY KEY (trace_id, position)
) WITHOUT ROWID;

-- A built-in scenario: a trace recorded in a seed article, with title, verdict and expected rules.
CREATE TABLE scenario (
    id             TEXT PRIMARY KEY NOT NULL,
    trace_id       INTEGER NOT NULL UNIQUE REFERENCES trace(id) ON DELETE CASCADE,
    title_en       TEXT NOT NULL,
    title_zh       TEXT NOT NULL,
    description_en TEXT NOT NULL,
    description_zh TEXT NOT NULL,
    verdict        TEXT NOT NULL CHECK (verdict IN ('conforming', 'violating')),
    text           TEXT NOT NULL,                      -- the trace as recorded
    origin         TEXT NOT NULL DEFAULT 'builtin' CHECK (origin IN ('builtin', 'user'))
);
CREATE TABLE scenario_expect (
    scenario_id TEXT NOT NULL REFERENCES scenario(id) ON DELETE CASCADE,
    rule_id     TEXT NOT NULL,
    PRIMARY KEY (scenario_id, rule_id)
) WITHOUT ROWID;
CREATE TABLE scenario_source (
    scenario_id TEXT NOT NULL REFERENCES scenario(id) ON DELETE CASCADE,
    source_id   TEXT NOT NULL REFERENCES source(id),
    PRIMARY KEY (scenario_id, source_id)
) WITHOUT ROWID;
CREATE TABLE fact_scenario (
    fact_id     TEXT NOT NULL REFERENCES fact(id) ON DELETE CASCADE,
    scenario_id TEXT NOT NULL REFERENCES scenario(id) ON DELETE CASCADE,
    PRIMARY KEY (fact_id, scenario_id)
) WITHOUT ROWID;

-- Full-text search over rules, facts, orders, APIs and scenarios in both languages. The trigram
-- tokenizer finds Chinese substrings; terms under three characters take a LIKE path instead.
CREATE VIRTUAL TABLE search_index USING fts5(
    kind UNINDEXED,      -- rule, fact, order, api, scenario
    ref UNINDEXED,       -- the record's identifier
    title,
    body,
    tokenize = 'trigram'
);
