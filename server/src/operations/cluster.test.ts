import sharp from 'sharp';
import { uploadEmployeePhoto } from '@console/testing/photo-upload';
import { THROTTLE } from '../auth/login-throttle';
import { employeeBody } from '../areas/hr/hr-test-fixtures';
import { ADMIN } from '../testing/test-app';
import { describeCluster } from './support/cluster';
import { lostWrites, steadyLoad } from './support/load';

const TITLE = 'two instances on one PostgreSQL behind nginx';
describeCluster(TITLE, (running) => {
  /** Repeats a read through the balancer until the instance that answers is not `not`. */
  async function onOtherInstance(not: string, url: string, body: unknown, token?: string) {
    for (let tries = 0; tries < 10; tries += 1) {
      const answer = await running.cluster.call(url, body, token);
      if (answer.instance !== not) return answer;
    }
    throw new Error(`every answer came from ${not}`);
  }

  async function getOnOtherInstance(not: string, link: string) {
    for (let tries = 0; tries < 10; tries += 1) {
      const response = await fetch(`${running.cluster.balancer.url}${link}`);
      if (response.headers.get('x-instance') !== not) return response;
      await response.arrayBuffer();
    }
    throw new Error(`every answer came from ${not}`);
  }

  async function references() {
    const lga = await running.cluster.db.selectFrom('lgas').select('id').where('state', '=', 'Lagos').executeTakeFirstOrThrow();
    const nationality = await running.cluster.db.selectFrom('nationalities').select('id').where('code', '=', 'NG').executeTakeFirstOrThrow();
    return { lgaId: lga.id, otherLgaId: lga.id, nationalityId: nationality.id };
  }

  it('answers from both instances, each naming itself', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 6; i += 1) seen.add((await running.cluster.call('/auth/session', {})).instance);
    expect([...seen].sort()).toEqual(['i0', 'i1']);
  });

  it('honours on one instance a session opened on the other, and ends it on both at logout', async () => {
    const { token, instance } = await running.cluster.signIn();
    const other = await onOtherInstance(instance, '/auth/session', {}, token);
    expect(other.status).toBe(200);
    expect(other.body.data.username).toBe(ADMIN.username);

    const logout = await running.cluster.call('/auth/logout', {}, token);
    expect(logout.status).toBe(200);
    const answers = [await running.cluster.call('/auth/session', {}, token), await running.cluster.call('/auth/session', {}, token)];
    expect(answers.map((a) => a.instance).sort()).toEqual(['i0', 'i1']);
    expect(answers.map((a) => a.status)).toEqual([403, 403]);
  });

  it('counts failed sign-ins spread across both instances against one limit', async () => {
    const username = `throttled-${Date.now()}@example.com`;
    const instances = new Set<string>();
    for (let i = 0; i < THROTTLE.pair.limit; i += 1) {
      const answer = await running.cluster.call('/auth/login', { username, password: 'wrong-password', code: '' });
      expect(answer.status).toBe(401);
      instances.add(answer.instance);
    }
    expect(instances.size).toBe(2);
    const next = [
      await running.cluster.call('/auth/login', { username, password: 'wrong-password', code: '' }),
      await running.cluster.call('/auth/login', { username, password: 'wrong-password', code: '' }),
    ];
    expect(next.map((a) => a.status)).toEqual([429, 429]);
    expect(new Set(next.map((a) => a.instance)).size).toBe(2);
  });

  it('shows through one instance a photo uploaded through the other', async () => {
    const { token } = await running.cluster.signIn();
    const department = await running.cluster.call('/department/create', { name: 'Photo dept', code: 'PHOTO', headOfDepartment: '' }, token);
    const employee = await running.cluster.call('/employee/create', employeeBody(department.body.data.department.id, await references()), token);
    expect(employee.status).toBe(200);
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .jpeg()
      .toBuffer();
    const upload = await uploadEmployeePhoto(running.cluster.balancer.url, token, employee.body.data.employee.id, jpeg);
    expect(upload.status).toBe(200);
    const uploadedOn = upload.headers.get('x-instance')!;
    const link: string = (await upload.json()).data.photo;

    const served = await getOnOtherInstance(uploadedOn, link);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([64, 48]);
  });

  it('honours on one instance a signed export link made by the other', async () => {
    const { token } = await running.cluster.signIn();
    const made = await running.cluster.call('/employee/export/link', { format: 'csv', criteria: {} }, token);
    expect(made.status).toBe(200);
    const download = await getOnOtherInstance(made.instance, made.body.data.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/text\/csv/);
    expect((await download.text()).split('\n')[0]).toMatch(/Staff ID/i);
  });

  it('keeps a filtered employee total exact on one instance after a write through the other', async () => {
    const { token } = await running.cluster.signIn();
    const department = (await running.cluster.call('/department/create', { name: 'Total dept', code: 'TOTAL', headOfDepartment: '' }, token)).body
      .data.department;
    const filter = { offset: 0, limit: 10, criteria: { departmentId: department.id } };
    // Both instances count (and keep) the filtered total first.
    const before = [await running.cluster.call('/employees', filter, token), await running.cluster.call('/employees', filter, token)];
    expect(before.map((a) => a.instance).sort()).toEqual(['i0', 'i1']);
    expect(before.map((a) => a.body.data.size)).toEqual([0, 0]);

    const created = await running.cluster.call('/employee/create', employeeBody(department.id, await references()), token);
    expect(created.status).toBe(200);
    const after = await onOtherInstance(created.instance, '/employees', filter, token);
    expect(after.body.data.size).toBe(1);
    expect(after.body.data.employees.map((e: { id: string }) => e.id)).toEqual([created.body.data.employee.id]);
  });

  it('loses no acknowledged write when one instance is SIGKILLed under load, and the other keeps answering', async () => {
    const { token } = await running.cluster.signIn();
    const load = steadyLoad(running.cluster.call, token);
    await new Promise((r) => setTimeout(r, 1_500));
    await running.cluster.instances[1].kill();
    await new Promise((r) => setTimeout(r, 1_500));
    const report = await load.stop();
    const lost = await lostWrites(running.cluster.db, report.acknowledged);
    process.stdout.write(
      `SIGKILL under load: ${report.sent} requests sent, ${report.failed} failed, ${report.acknowledged.length} writes acknowledged, ${lost.length} lost\n` +
        (report.failures.length ? `  failed: ${report.failures.slice(0, 5).join('\n  ')}\n` : ''),
    );
    expect(lost).toEqual([]);
    expect(report.acknowledged.length).toBeGreaterThan(0);
    const survivor = await running.cluster.call('/auth/session', {}, token);
    expect(survivor).toMatchObject({ status: 200, instance: 'i0' });
  });
});
