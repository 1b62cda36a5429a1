import { Readable } from 'node:stream';
import { coalescedChunks } from './coalesced-chunks';

async function chunksOf(input: Buffer[], size: number): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(input).pipe(coalescedChunks(size))) out.push(chunk as Buffer);
  return out;
}

describe('coalescedChunks', () => {
  it('passes every byte on, in order, in chunks of at least the size but the last', async () => {
    const input = Array.from({ length: 1000 }, (_, i) => Buffer.from(`record ${i},with,cells\n`));
    const out = await chunksOf(input, 4096);
    expect(Buffer.concat(out).equals(Buffer.concat(input))).toBe(true);
    expect(out.length).toBeLessThan(10);
    for (const chunk of out.slice(0, -1)) expect(chunk.byteLength).toBeGreaterThanOrEqual(4096);
  });

  it('passes a chunk larger than the size on as it is, and an empty input as nothing', async () => {
    const big = Buffer.alloc(10_000, 'a');
    expect(await chunksOf([big], 4096)).toEqual([big]);
    expect(await chunksOf([], 4096)).toEqual([]);
  });
});
