import { randomBytes } from 'node:crypto';
import os from 'node:os';
import argon2 from 'argon2';

/**
 * What computes argon2. Replaceable by tests (to count verifications and hold them), never by
 * the application.
 */
export const argon2Work = {
  hash: (password: string) => argon2.hash(password, { type: argon2.argon2id }),
  verify: (hash: string, password: string) => argon2.verify(hash, password),
};

/**
 * argon2 runs on libuv's thread pool, which file reads, DNS and zlib share: a burst of
 * sign-ins must neither take every thread nor queue hundreds of hashes there. At most twice
 * the cores run at once, always leaving one pool thread free; the rest wait their turn here.
 */
const poolThreads = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const MAX_CONCURRENT_HASHES = Math.max(1, Math.min(2 * os.availableParallelism(), poolThreads - 1));

class Semaphore {
  active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(readonly limit: number) {}

  get waiting() {
    return this.queue.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.limit) this.active += 1;
    // A finishing task hands its slot straight to the next in line (active stays the same).
    else await new Promise<void>((resolve) => this.queue.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

/** The line argon2 work waits in: `active` running now, `waiting` queued. */
export const hashQueue = new Semaphore(MAX_CONCURRENT_HASHES);

/** Password hashes: argon2id with the library's recommended cost (salt inside the hash). */
export const hashPassword = (password: string) => hashQueue.run(() => argon2Work.hash(password));

/** A hash of nothing anyone knows, with the same cost: checked when there is no real one. */
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= argon2Work.hash(randomBytes(32).toString('hex')));

/**
 * Whether the password matches the hash. Without a hash (no such account, or one without a
 * password) a dummy hash is verified instead: the answer takes as long either way, so its
 * timing does not tell which accounts exist.
 */
export async function verifyPassword(hash: string | null | undefined, password: string) {
  const against = hash || (await dummy());
  try {
    const matches = await hashQueue.run(() => argon2Work.verify(against, password));
    return Boolean(hash) && matches;
  } catch {
    return false;
  }
}
