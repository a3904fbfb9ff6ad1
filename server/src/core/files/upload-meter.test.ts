import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { UploadMeter } from './upload-meter.js';

const options = { maxBytes: 1000, headBytes: 10, prefixBytes: 100, field: 'data.file' };
const drain = async (meter: UploadMeter, chunks: Buffer[]) => {
  const out: Buffer[] = [];
  await pipeline(Readable.from(chunks), meter, async (source) => {
    for await (const chunk of source) out.push(chunk as Buffer);
  });
  return Buffer.concat(out);
};

describe('UploadMeter', () => {
  it('passes every byte through, counts them and keeps a bounded prefix', async () => {
    const meter = new UploadMeter(options);
    const data = Buffer.from(Array.from({ length: 600 }, (_, i) => i % 256));
    expect((await drain(meter, [data.subarray(0, 7), data.subarray(7, 300), data.subarray(300)])).equals(data)).toBe(true);
    expect(meter.bytes).toBe(600);
    expect(meter.prefix.equals(data.subarray(0, 100))).toBe(true);
    expect((await meter.head).equals(data.subarray(0, 10))).toBe(true);
  });

  it('gives the head before anything reads the stream', async () => {
    const meter = new UploadMeter(options);
    Readable.from([Buffer.alloc(4), Buffer.alloc(4), Buffer.alloc(4, 1), Buffer.alloc(900)]).pipe(meter);
    expect((await meter.head).length).toBe(10);
    meter.destroy();
  });

  it('gives a short file whole as its head', async () => {
    const meter = new UploadMeter(options);
    await drain(meter, [Buffer.from('abc')]);
    expect((await meter.head).toString()).toBe('abc');
  });

  it('fails with 413 as soon as the limit is passed', async () => {
    const meter = new UploadMeter(options);
    await expect(drain(meter, [Buffer.alloc(600), Buffer.alloc(600), Buffer.alloc(600)])).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });
    expect(meter.bytes).toBe(1200);
    expect(meter.failure).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('drops the prefix once nothing more needs it', async () => {
    const meter = new UploadMeter(options);
    Readable.from([Buffer.alloc(50, 7), Buffer.alloc(50, 8)]).pipe(meter);
    await meter.head;
    meter.keepPrefix(0);
    expect(meter.prefix.length).toBe(0);
    meter.resume();
    await finished(meter);
    expect(meter.prefix.length).toBe(0);
    expect(meter.bytes).toBe(100);
  });
});
