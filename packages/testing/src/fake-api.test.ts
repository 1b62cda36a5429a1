import { siteCalls } from '@console/api/contract';
import { ok } from './envelope';
import { fakeApi } from './fake-api';
import { server } from './msw-server';

const LOCATION = 'loc-0000-7000-8000-000000000001';
const site = {
  id: 'site-0000-7000-8000-000000000001',
  name: 'Tower',
  area: 'Ikeja',
  locationId: LOCATION,
  location: { id: LOCATION, name: 'Ikeja' },
  created: 1,
  updated: 1,
};

const post = async (path: string, body: unknown) => {
  const response = await fetch(`http://localhost/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

describe('fakeApi on a call of the catalogue', () => {
  it('refuses a body the server would refuse, with the field messages, and never runs the fake', async () => {
    const api = fakeApi();
    const answered = jest.fn(() => ok({ site }));
    server.use(api.on(siteCalls.create, answered));
    const answer = await post('/services/internet/site/create', { name: 'T', area: 'Ikeja' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Validation Failure');
    expect(answer.body.data.errors).toEqual({ name: 'At least 2 characters', locationId: 'Required' });
    expect(answered).not.toHaveBeenCalled();
    expect(api.callsTo('/services/internet/site/create')).toHaveLength(1);
  });

  it('answers what the contract declares, and fails loudly on an answer it does not', async () => {
    const api = fakeApi();
    server.use(api.on(siteCalls.read, () => ok({ site })));
    expect((await post('/services/internet/site', { id: site.id })).body.data).toEqual({ site });
    const problems = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(fakeApi().on(siteCalls.read, () => ok({ site: { ...site, area: undefined } })));
    const answer = await post('/services/internet/site', { id: site.id });
    expect(answer.status).toBe(500);
    expect(answer.body.message).toContain('/services/internet/site is not what the contract declares');
    expect(problems).toHaveBeenCalled();
    problems.mockRestore();
  });
});
