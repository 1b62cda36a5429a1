import { describeCluster } from './support/cluster';
import { lostWrites, steadyLoad } from './support/load';

const TITLE = 'rolling restart of two instances behind nginx';
describeCluster(TITLE, (running) => {
  it('restarts each instance in turn under steady load with no failed request and no lost write', async () => {
    const { token } = await running.cluster.signIn();
    const pidsBefore = running.cluster.instances.map((instance) => instance.pid);
    const load = steadyLoad(running.cluster.call, token);
    await new Promise((r) => setTimeout(r, 500));
    // Each: SIGTERM (turns new requests away, then drains and exits 0), started again, ready, back in.
    await running.cluster.restart(0);
    await running.cluster.restart(1);
    await new Promise((r) => setTimeout(r, 500));
    const report = await load.stop();
    const lost = await lostWrites(running.cluster.db, report.acknowledged);
    process.stdout.write(
      `rolling restart: ${report.sent} requests sent, ${report.failed} failed, ${report.acknowledged.length} writes acknowledged, ${lost.length} lost\n`,
    );
    expect(running.cluster.instances.map((instance) => instance.pid)).not.toEqual(expect.arrayContaining(pidsBefore));
    // A draining instance turns new requests away (502) and nginx sends them on, POSTs too; its
    // listener closes once nginx has stopped sending (docs/operations.md): nothing fails.
    expect(report.failures).toEqual([]);
    expect(report.unanswered).toEqual([]);
    expect(lost).toEqual([]);
    const serving = new Set<string>();
    for (let i = 0; i < 4; i += 1) serving.add((await running.cluster.call('/auth/session', {}, token)).instance);
    expect([...serving].sort()).toEqual(['i0', 'i1']);
  }, 120_000);
});
