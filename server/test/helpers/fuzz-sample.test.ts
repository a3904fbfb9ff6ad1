import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSlice, fuzzSample, SLICES, type SliceChoice } from './fuzz-sample.js';

/**
 * The fuzz sweeps' sample (fuzz-sample.ts), on repositories of the test's own: the same commit
 * sends the same cases, and any four commits in a row on a branch (a merge among them) send
 * every case; a checkout whose commits cannot be counted sends every case.
 */
const CASES = Array.from({ length: 2000 }, (_, index) => `POST /api/case-${index} {"data":${index}} as anonymous`);
const noEnv = {};

let dir: string;
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const commit = (cwd: string, message: string) => git(cwd, 'commit', '--allow-empty', '-q', '-m', message);

/** The cases a run of the repository's HEAD sends. */
function sent(choice: SliceChoice) {
  const sample = fuzzSample('test sweep', choice);
  return new Set(CASES.filter((description) => sample.has(description)));
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'fuzz-sample-'));
  git(dir, 'init', '-q');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the fuzz sample of a commit', () => {
  it('is the same on every run of that commit, a quarter of the cases', () => {
    commit(dir, 'first');
    const choice = checkoutSlice(dir, noEnv);
    expect(choice.slice).toBe(1);
    expect(choice.because).toMatch(/^commit [0-9a-f]+, number 1 on its first-parent line$/);
    const once = sent(choice);
    expect(sent(checkoutSlice(dir, noEnv))).toEqual(once);
    expect(once.size).toBeGreaterThan(CASES.length / SLICES - 100);
    expect(once.size).toBeLessThan(CASES.length / SLICES + 100);
  });

  it('sends every case over any four commits in a row, a merged branch among them', () => {
    // Each commit of main in turn, a merge of a branch of three commits in the middle.
    const samples: Set<string>[] = [];
    for (let step = 0; step < 6; step++) {
      if (step === 3) {
        git(dir, 'checkout', '-q', '-b', 'side');
        for (const n of [1, 2, 3]) commit(dir, `side ${n}`);
        git(dir, 'checkout', '-q', 'main');
        git(dir, '-c', 'core.editor=true', 'merge', '-q', '--no-ff', 'side', '-m', 'merge side');
      } else commit(dir, `main ${step}`);
      samples.push(sent(checkoutSlice(dir, noEnv)));
    }
    for (let start = 0; start + SLICES <= samples.length; start++) {
      const union = new Set(samples.slice(start, start + SLICES).flatMap((sample) => [...sample]));
      expect(union.size, `commits ${start + 1} to ${start + SLICES}`).toBe(CASES.length);
    }
  });

  it('is every case where commits cannot be counted: no git, a shallow clone', () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'fuzz-sample-none-'));
    const shallow = `${bare}/shallow`;
    try {
      expect(checkoutSlice(bare, noEnv)).toEqual({ because: 'no git history to count commits in: every case' });
      git(bare, 'clone', '-q', '--depth', '1', `file://${dir}`, shallow);
      expect(checkoutSlice(shallow, noEnv)).toEqual({ because: 'a shallow clone, whose commits cannot be counted: every case' });
      expect(sent(checkoutSlice(shallow, noEnv)).size).toBe(CASES.length);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it('is replayed by FUZZ_SLICE, whole with FUZZ=full, whatever the commit', () => {
    const here = sent(checkoutSlice(dir, noEnv));
    const slice = checkoutSlice(dir, noEnv).slice!;
    commit(dir, 'one more');
    expect(sent(checkoutSlice(dir, { FUZZ_SLICE: String(slice) }))).toEqual(here);
    expect(sent(checkoutSlice(dir, { FUZZ: 'full' })).size).toBe(CASES.length);
    expect(() => checkoutSlice(dir, { FUZZ_SLICE: '4' })).toThrow('FUZZ_SLICE: one of 0..3, not 4');
  });
});
