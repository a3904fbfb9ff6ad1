import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';

/**
 * A fuzz sweep has thousands of cases; a run sends a quarter of them. The cases are cut into
 * SLICES slices by a hash of each case's description (so a case stays in its slice from one
 * commit to the next), and a run sends the slice its commit's place on the first-parent line
 * names: four commits in a row, merges included, send every case, and two runs of one commit
 * send the same ones.
 */
export const SLICES = 4;

/** Which cases this run sends: one slice, or all of them (`slice` undefined); and why, for the log. */
export interface SliceChoice {
  slice?: number;
  because: string;
}

/**
 * The slice of the checkout in `dir`: `FUZZ=full` sends every case, `FUZZ_SLICE=<0..3>` one
 * slice; else the commit's count on its first-parent line (which grows by one per commit, a
 * merge too, unlike the count of every commit reachable). Where commits cannot be counted (no
 * git, a shallow clone), every case is sent, so a checkout without history still tests all.
 */
export function checkoutSlice(dir = fileURLToPath(new URL('.', import.meta.url)), env: NodeJS.ProcessEnv = process.env): SliceChoice {
  if (env.FUZZ === 'full') return { because: 'FUZZ=full' };
  if (env.FUZZ_SEED !== undefined) throw new Error('FUZZ_SEED is no longer read: a run sends the slice of its commit; FUZZ_SLICE=<0..3> sends another, FUZZ=full every case');
  if (env.FUZZ_SLICE !== undefined) {
    const slice = Number(env.FUZZ_SLICE);
    if (!Number.isInteger(slice) || slice < 0 || slice >= SLICES) throw new Error(`FUZZ_SLICE: one of 0..${SLICES - 1}, not ${env.FUZZ_SLICE}`);
    return { slice, because: `FUZZ_SLICE=${slice}` };
  }
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    if (git('rev-parse', '--is-shallow-repository') === 'true') return { because: 'a shallow clone, whose commits cannot be counted: every case' };
    const count = Number(git('rev-list', '--count', '--first-parent', 'HEAD'));
    return { slice: count % SLICES, because: `commit ${git('rev-parse', '--short', 'HEAD')}, number ${count} on its first-parent line` };
  } catch {
    return { because: 'no git history to count commits in: every case' };
  }
}

/** The slice a case belongs to, by its description: the same on every commit while the case is the same. */
export function sliceOf(description: string): number {
  return createHash('sha256').update(description).digest().readUInt32BE(0) % SLICES;
}

/** A case's part as stable text: JSON, a form as its entries. */
export const describeCase = (value: unknown) => JSON.stringify(value, (_key, part: unknown) => (part instanceof FormData ? [...part.entries()] : part)) ?? 'none';

let checkout: SliceChoice | undefined;

/**
 * The cases of one sweep this run sends (see SLICES), told in the log with how to send the same
 * again. Each case is named by a description that holds nothing made anew each run (no ids of
 * rows the test made): its slice must not change between commits.
 */
export function fuzzSample(sweep: string, choice: SliceChoice = (checkout ??= checkoutSlice())) {
  const full = choice.slice === undefined;
  const replay = full ? 'FUZZ=full' : `FUZZ_SLICE=${choice.slice}`;
  console.info(`${sweep}: ${full ? 'every case' : `slice ${choice.slice} of 0..${SLICES - 1}`} (${choice.because}); ${replay} sends the same, FUZZ=full every case`);
  const has = (description: string) => full || sliceOf(description) === choice.slice;
  return {
    full,
    /** How to run this very sample again, for failure messages. */
    replay,
    /** Whether the case so described is sent. */
    has,
    /** The items whose cases (described by `describe`) are sent. */
    pick: <T>(items: readonly T[], describe: (item: T) => string): T[] => items.filter((item) => has(describe(item))),
  };
}
