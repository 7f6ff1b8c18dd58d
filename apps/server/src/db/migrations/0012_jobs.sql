-- The job queue (src/jobs): background work such as transcoding, stored in the database so it survives
-- restarts and can be shared by worker processes on other machines (PostgreSQL) or run in-process (PGlite).
-- A worker claims a job by setting it `running` with a lease (`locked_until`); a running job whose lease
-- has expired (its worker crashed or lost the database) is claimed again. `attempts` counts the claims.
-- `singleton_key`: at most one unfinished (queued or running) job per queue and key (e.g. one transcode
-- per video); once it is done or failed, a new job with the same key may be enqueued.
CREATE TABLE jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  queue text NOT NULL CHECK (char_length(queue) BETWEEN 1 AND 100),
  payload jsonb NOT NULL DEFAULT '{}',
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL DEFAULT 5 CHECK (max_attempts BETWEEN 1 AND 1000),
  run_at timestamptz NOT NULL DEFAULT now(),
  locked_by text,
  locked_until timestamptz,
  last_error text,
  singleton_key text CHECK (char_length(singleton_key) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  CHECK ((state = 'running') = (locked_until IS NOT NULL))
);
-- The claim: the due jobs of a queue in (run_at, id) order; running jobs are few, so they share the index.
CREATE INDEX jobs_claim ON jobs (queue, run_at, id) WHERE state IN ('queued', 'running');
CREATE UNIQUE INDEX jobs_singleton ON jobs (queue, singleton_key) WHERE singleton_key IS NOT NULL AND state IN ('queued', 'running');
-- Removing old finished jobs (deleteFinishedJobs).
CREATE INDEX jobs_finished ON jobs (finished_at) WHERE state IN ('done', 'failed');
