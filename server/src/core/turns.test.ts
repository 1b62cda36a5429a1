import { Turns } from './turns';

/** A task that runs until the test lets it finish. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const started = { value: false };
  return { started, finish, task: async () => ((started.value = true), await done) };
}

describe('turns per key', () => {
  it('runs two at once per key, queues the next ones in order, and refuses past the queue', async () => {
    const turns = new Turns(2, 2);
    const tasks = Array.from({ length: 5 }, held);
    const results = tasks.map((t) => turns.run('ada', t.task));
    await Promise.resolve();
    expect(tasks.map((t) => t.started.value)).toEqual([true, true, false, false, false]);
    expect(await results[4]).toBeNull();
    // Another user is not behind Ada's queue.
    const other = held();
    const otherResult = turns.run('ben', other.task);
    expect(other.started.value).toBe(true);
    tasks[0].finish();
    await results[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(tasks.map((t) => t.started.value)).toEqual([true, true, true, false, false]);
    for (const t of tasks.slice(1, 4)) t.finish();
    other.finish();
    expect(await Promise.all([...results.slice(1, 4), otherResult])).toEqual(Array(4).fill({ value: undefined }));
    // Every turn given back: the key runs at once again.
    const again = held();
    void turns.run('ada', again.task);
    expect(again.started.value).toBe(true);
    again.finish();
  });

  it('gives the turn back when a task fails', async () => {
    const turns = new Turns(1, 0);
    await expect(turns.run('ada', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await turns.run('ada', async () => 'ran')).toEqual({ value: 'ran' });
  });
});
