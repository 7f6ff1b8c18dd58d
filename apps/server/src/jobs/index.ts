/**
 * The database-backed job queue (README.md): queues with zod-checked payloads, retries with backoff,
 * leases that let another worker take over a crashed worker's job, and workers with a concurrency limit.
 */
export {
  type Claim,
  claimJob,
  completeJob,
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_MAX_RETRY_DELAY_MS,
  DEFAULT_RETRY_DELAY_MS,
  defineQueue,
  deleteFinishedJobs,
  type EnqueueOptions,
  enqueue,
  extendLease,
  failExpiredJobs,
  failJob,
  getJob,
  type Job,
  type JobState,
  PermanentJobError,
  type QueueDefinition,
  retryDelay,
} from './queue.js';
export {
  type JobRegistration,
  jobHandler,
  type RunningWorkers,
  startWorkers,
  type WorkerDefaults,
} from './registry.js';
export {
  createWorker,
  type JobContext,
  type JobHandler,
  type JobWorker,
  type WorkerOptions,
} from './worker.js';
