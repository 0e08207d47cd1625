-- Kept matchings lists are pruned a week after they were ranked (services/matchings/kept.ts, pruneKeptMatchings; run
-- by the periodic job): this index finds the oldest without reading the table, a bounded batch at a time.
CREATE INDEX kept_matchings_ranked_at ON kept_matchings (ranked_at);
