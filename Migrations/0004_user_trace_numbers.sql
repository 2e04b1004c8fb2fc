-- User traces get ids from their own counter, which only grows: an id, once given, always names the
-- same trace and is never given again, even after `traces rm`. Built-in scenario traces are numbered
-- below zero (their scenarios are addressed by name), so the two never share an id and a knowledge
-- refresh, which rewrites only built-in traces, moves no user trace.
-- The counter starts above every id used so far, so no id a user has seen is given to another trace.
INSERT INTO meta (key, value)
VALUES ('last_user_trace_id', (SELECT CAST(coalesce(max(id), 0) AS TEXT) FROM trace))
ON CONFLICT (key) DO NOTHING;
