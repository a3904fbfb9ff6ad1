import { Transform, type TransformCallback } from 'node:stream';
import { AppError } from '../errors.js';

export interface UploadMeterOptions {
  /** More than this many bytes fails the stream with 413. */
  maxBytes: number;
  /** The first bytes `head` resolves with (type detection). */
  headBytes: number;
  /** How many first bytes to keep at most (image dimensions); lowered with `keepPrefix`. */
  prefixBytes: number;
  /** Names the upload in errors (`data.file`). */
  field: string;
}

/**
 * The pass-through an upload flows through on its way to storage: it counts the bytes, fails
 * the stream as soon as there are too many (so nothing larger is ever stored, and nothing is
 * held whole in memory), and keeps a bounded prefix of the content for inspection.
 */
export class UploadMeter extends Transform {
  /** Bytes passed so far (not `size`: upload clients read a body's `size` as its total length). */
  bytes = 0;
  /** Why the stream failed: too large, or an error of the source or of the storage reading it. */
  failure?: Error;
  /** The first `headBytes` bytes (fewer when the file is shorter), as soon as they have passed. */
  readonly head: Promise<Buffer>;
  private chunks: Buffer[] = [];
  private kept = 0;
  private prefixLimit: number;
  private resolveHead!: (head: Buffer) => void;
  private headDone = false;

  constructor(private readonly options: UploadMeterOptions) {
    // The head must arrive before anything reads this stream (the storage starts once the type
    // is known): the readable side buffers well over `headBytes` before it pushes back.
    super({ readableHighWaterMark: Math.max(64 * 1024, options.headBytes * 4) });
    this.prefixLimit = Math.max(options.prefixBytes, options.headBytes);
    this.head = new Promise<Buffer>((resolve, reject) => {
      this.resolveHead = resolve;
      this.once('error', reject);
      // Destroyed without an error (its reader gave up): settled all the same.
      this.once('close', () => reject(this.failure ?? new Error('The upload stream closed before its first bytes')));
    });
    // Awaited later, or never when the upload fails first: not an unhandled rejection.
    this.head.catch(() => {});
    this.on('error', (error) => (this.failure ??= error));
  }

  /** The kept first bytes. */
  get prefix(): Buffer {
    return Buffer.concat(this.chunks);
  }

  /** Keeps at most this many first bytes from now on (0 once nothing more needs inspecting). */
  keepPrefix(bytes: number) {
    this.prefixLimit = bytes;
    if (this.kept > bytes) {
      this.chunks = bytes > 0 ? [this.prefix.subarray(0, bytes)] : [];
      this.kept = Math.min(this.kept, bytes);
    }
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.options.maxBytes) {
      callback(
        new AppError('PAYLOAD_TOO_LARGE', `${this.options.field}: the file is larger than the limit of ${this.options.maxBytes} bytes`, {
          field: this.options.field,
          maxBytes: this.options.maxBytes,
        }),
      );
      return;
    }
    if (this.kept < this.prefixLimit) {
      const part = chunk.subarray(0, this.prefixLimit - this.kept);
      this.chunks.push(part);
      this.kept += part.length;
    }
    if (!this.headDone && this.kept >= this.options.headBytes) this.finishHead();
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback) {
    this.finishHead();
    callback();
  }

  private finishHead() {
    if (this.headDone) return;
    this.headDone = true;
    this.resolveHead(this.prefix.subarray(0, this.options.headBytes));
  }
}
