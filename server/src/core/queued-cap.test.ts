import { QueuedCap } from './queued-cap';

const granted = async (cap: QueuedCap, key: string) => {
  const slot = await cap.acquire(key);
  if (!('release' in slot)) throw new Error(slot.refused);
  return slot.release;
};

describe('QueuedCap', () => {
  it('runs up to the overall cap, then hands freed slots to the waiting in the order they came', async () => {
    const cap = new QueuedCap(1, 2, 5, 60_000);
    const [a, b] = [await granted(cap, 'a'), await granted(cap, 'b')];
    const order: string[] = [];
    const c = cap.acquire('c').then((slot) => (order.push('c'), slot));
    const d = cap.acquire('d').then((slot) => (order.push('d'), slot));
    expect(cap.counts).toEqual({ running: 2, waiting: 2 });
    b();
    b(); // a second release frees nothing more
    await c;
    expect(order).toEqual(['c']);
    a();
    await d;
    expect(order).toEqual(['c', 'd']);
    expect(cap.counts).toEqual({ running: 2, waiting: 0 });
  });

  it('refuses a key that holds or waits for its share, and a newcomer when the line is full', async () => {
    const cap = new QueuedCap(1, 1, 1, 60_000);
    const a = await granted(cap, 'a');
    expect(await cap.acquire('a')).toEqual({ refused: 'yours' });
    const b = cap.acquire('b');
    expect(await cap.acquire('b')).toEqual({ refused: 'yours' });
    expect(await cap.acquire('c')).toEqual({ refused: 'queue-full' });
    a();
    const slot = await b;
    expect('release' in slot).toBe(true);
  });

  it('gives up a wait past its limit or when its signal aborts, and keeps the line moving', async () => {
    const cap = new QueuedCap(1, 1, 5, 30);
    const a = await granted(cap, 'a');
    expect(await cap.acquire('late')).toEqual({ refused: 'waited-too-long' });
    const gone = new AbortController();
    const leaving = cap.acquire('gone', gone.signal);
    const staying = cap.acquire('staying');
    gone.abort();
    expect(await leaving).toEqual({ refused: 'cancelled' });
    expect(cap.counts).toEqual({ running: 1, waiting: 1 });
    a();
    expect('release' in (await staying)).toBe(true);
    // The keys that left may ask again.
    expect(await cap.acquire('late')).toEqual({ refused: 'waited-too-long' });
  });
});
