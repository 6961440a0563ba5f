/**
 * Password hashing (bcrypt, cost 10, bcryptjs) off the event loop: a small pool of worker
 * threads (src/auth/password-worker.mjs) does the hashing, so that a burst of sign-ins no longer
 * stalls every other request. Work waits in a bounded queue; when it is full, the request is
 * answered at once with 429 `over_request_rate_limit` (GoTrue's shape, `Retry-After: 1`)
 * instead of queueing without end. Unknown emails at sign-in go through the same pool and
 * queue with a dummy hash, so their cost (and their chance of a 429) equals a known one's.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import bcrypt from 'bcryptjs';
import { ApiError } from '../errors.ts';

export const BCRYPT_COST = 10;
/** bcrypt reads at most 72 bytes; longer passwords are refused rather than silently truncated. */
export const PASSWORD_MAX_BYTES = 72;

/** Compared against when no user matches, so unknown emails cost as much time as known ones. */
export const DUMMY_HASH = bcrypt.hashSync('local-supabase-timing-equaliser', BCRYPT_COST);

export interface PasswordPoolOptions {
  /**
   * Worker threads (LOCAL_SUPABASE_HASH_WORKERS); default: the cores, at most 4. 0 hashes on the
   * event loop as before the pool (bcryptjs async, no queue bound): for comparison only.
   */
  workers: number;
  /** Hashes waiting for a worker at most (LOCAL_SUPABASE_HASH_QUEUE); past it: 429. */
  queueLimit: number;
}

export const defaultPasswordPoolOptions = (): PasswordPoolOptions => ({
  workers: Math.max(1, Math.min(4, os.availableParallelism())),
  queueLimit: 64,
});

export const hashQueueFull = () =>
  new ApiError(
    429,
    'over_request_rate_limit',
    'Too many sign-ins in progress: try again in a moment',
    {},
    { 'Retry-After': '1' },
  );

type Task =
  | { op: 'hash'; password: string; cost: number }
  | { op: 'compare'; password: string; hash: string };

interface Pending {
  task: Task & { id: number };
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: Pending | undefined;
}

const WORKER_URL = new URL('./password-worker.mjs', import.meta.url);

export class PasswordPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;

  constructor(readonly options: PasswordPoolOptions) {}

  /** Tasks running plus waiting (for tests and the bench). */
  get inFlight(): number {
    return this.queue.length + this.slots.filter((s) => s.busy).length;
  }

  hash(password: string): Promise<string> {
    return this.run({ op: 'hash', password, cost: BCRYPT_COST }) as Promise<string>;
  }

  compare(password: string, hash: string): Promise<boolean> {
    return this.run({ op: 'compare', password, hash }) as Promise<boolean>;
  }

  /** Places taken by reserve() and not yet used. */
  private reserved = 0;

  /**
   * Takes a place in the queue now (429 at once when there is none), for a comparison whose
   * hash is read afterwards (from the database): requests are admitted in arrival order, as
   * when the lookup was synchronous. The returned function runs the comparison (or gives the
   * place back when called with `undefined`).
   */
  reserve(): (password?: string, hash?: string) => Promise<boolean> {
    if (this.options.workers > 0) {
      const busy = this.slots.filter((s) => s.busy).length;
      const capacity = this.options.workers + this.options.queueLimit;
      if (busy + this.queue.length + this.reserved >= capacity) throw hashQueueFull();
      this.reserved++;
    }
    let used = false;
    return (password, hash) => {
      if (used) return Promise.reject(new Error('reservation already used'));
      used = true;
      if (this.options.workers > 0) this.reserved--;
      if (password === undefined || hash === undefined) return Promise.resolve(false);
      return this.run({ op: 'compare', password, hash }, true) as Promise<boolean>;
    };
  }

  private run(task: Task, admitted = false): Promise<unknown> {
    if (this.options.workers === 0) {
      // On the event loop, unbounded: the behaviour before the pool, kept for comparison.
      return task.op === 'hash'
        ? bcrypt.hash(task.password, task.cost)
        : bcrypt.compare(task.password, task.hash);
    }
    const free = this.freeSlot();
    if (!free && !admitted && this.queue.length + this.reserved >= this.options.queueLimit)
      return Promise.reject(hashQueueFull());
    return new Promise((resolve, reject) => {
      const pending: Pending = { task: { ...task, id: this.nextId++ }, resolve, reject };
      if (free) this.start(free, pending);
      else this.queue.push(pending);
    });
  }

  private freeSlot(): Slot | undefined {
    const idle = this.slots.find((s) => !s.busy);
    if (idle) return idle;
    if (this.slots.length < this.options.workers) return this.spawn();
    return undefined;
  }

  private spawn(): Slot {
    const slot: Slot = { worker: new Worker(WORKER_URL), busy: undefined };
    slot.worker.unref(); // an idle pool never keeps the process alive
    slot.worker.on('message', (m: { id: number; result?: unknown; error?: string }) => {
      const p = slot.busy;
      if (!p || p.task.id !== m.id) return;
      this.finish(slot);
      if (m.error !== undefined) p.reject(new Error(`bcrypt: ${m.error}`));
      else p.resolve(m.result);
    });
    const fail = (e: Error) => {
      // A dead worker: fail its task and replace it on the next demand.
      const p = slot.busy;
      this.slots.splice(this.slots.indexOf(slot), 1);
      p?.reject(e);
      this.drain();
    };
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => {
      if (this.slots.includes(slot)) fail(new Error(`bcrypt worker exited (${code})`));
    });
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, p: Pending): void {
    slot.busy = p;
    slot.worker.ref(); // a task under way keeps the process alive until it is answered
    slot.worker.postMessage(p.task);
  }

  private finish(slot: Slot): void {
    slot.busy = undefined;
    slot.worker.unref();
    this.drain();
  }

  private drain(): void {
    while (this.queue.length > 0) {
      const slot = this.freeSlot();
      if (!slot) return;
      this.start(slot, this.queue.shift()!);
    }
  }

  /** Ends the workers; waiting and running tasks fail. */
  async close(): Promise<void> {
    const slots = this.slots.splice(0);
    for (const p of this.queue.splice(0)) p.reject(new Error('password pool closed'));
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }
}

/**
 * The process's pool. One per process (workers are a process resource): startServer sets its
 * options from the configuration; several services in one process (tests) share it.
 */
let pool = new PasswordPool(defaultPasswordPoolOptions());

export function configurePasswordPool(options: PasswordPoolOptions): PasswordPool {
  const o = pool.options;
  if (o.workers !== options.workers || o.queueLimit !== options.queueLimit) {
    const old = pool;
    pool = new PasswordPool(options);
    // Another service of this process may still be waiting on it: then its idle workers stay.
    if (old.inFlight === 0) void old.close();
  }
  return pool;
}

export function passwordPool(): PasswordPool {
  return pool;
}

export function hashPassword(password: string): Promise<string> {
  return pool.hash(password);
}

export function checkPassword(password: string, hash: string): Promise<boolean> {
  return pool.compare(password, hash);
}
