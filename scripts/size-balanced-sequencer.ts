import fs from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Splits test files between shards (`--shard=i/n`) so each shard gets about the same amount of
 * test code, instead of vitest's own split (by a hash of the path: the same number of files,
 * whatever they hold). CI runs the browser tests in two shards at once; their files differ tenfold
 * in length and running time (a cart walk against a page's head), and a shard holding the long
 * ones would end minutes after the other. A file's size is the estimate: known before any run,
 * the same on every machine, so a shard holds the same files on every run of one commit.
 */
export class SizeBalancedSequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const sized = files.map((file) => ({ file, size: fs.statSync(file.moduleId).size }));
    // Largest first, each to the lightest shard so far (ties by path, so the split is stable).
    sized.sort((a, b) => b.size - a.size || a.file.moduleId.localeCompare(b.file.moduleId));
    const loads = Array.from({ length: count }, () => ({ size: 0, files: [] as TestSpecification[] }));
    for (const { file, size } of sized) {
      const lightest = loads.reduce((least, load) => (load.size < least.size ? load : least));
      lightest.size += size;
      lightest.files.push(file);
    }
    return loads[index - 1].files;
  }
}
