import { P } from '@console/api/contract';
import { createTestApp, type TestApp } from '../testing/test-app';
import { ERROR_STATUSES } from './openapi';

// The document does not depend on the database, so SQLite is enough.
let t: TestApp;
let doc: any;
beforeAll(async () => {
  t = await createTestApp('sqlite');
  const answer = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(answer.statusCode).toBe(200);
  doc = answer.json();
});
afterAll(async () => {
  await t?.close();
});

const operationOf = (method: string, url: string) => doc.paths[url]?.[method.toLowerCase()];

describe('the OpenAPI document', () => {
  it('documents every route in the table: a summary, and the answer as a schema or as its file types', () => {
    const undocumented = t.app.deps.routes.entries
      .filter((route) => !route.summary || !(route.response || route.produces))
      .map((route) => `${route.method} ${route.url}`);
    expect(undocumented).toEqual([]);
  });

  it('has one operation per route, with unique operation ids', () => {
    const routes = t.app.deps.routes.entries;
    for (const route of routes)
      expect({ route: route.url, documented: Boolean(operationOf(route.method, route.url)) }).toEqual({ route: route.url, documented: true });
    const ids = routes.map((route) => operationOf(route.method, route.url).operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.openapi).toBe('3.1.0');
  });

  it("names each call's permission, from the route's access rule", () => {
    const create = operationOf('POST', '/api/services/internet/location/create');
    expect(create['x-permissions']).toEqual([P.CREATE_LOCATION]);
    expect(create.description).toContain(`${P.CREATE_LOCATION} (Create location)`);
    expect(create.security).toEqual([{ session: [] }]);
    expect(create.responses['403']).toEqual({ $ref: '#/components/responses/Error403' });
    expect(operationOf('POST', '/api/settings/account').description).toBe('Any signed-in user.');
    const login = operationOf('POST', '/api/auth/login');
    expect(login.security).toEqual([]);
    expect(login.responses['403']).toBeUndefined();
  });

  it('shows request bodies from the schemas the server validates with', () => {
    const body = operationOf('POST', '/api/services/internet/location/create').requestBody.content['application/json'].schema;
    expect(body.properties.code).toMatchObject({ type: 'string', minLength: 2, maxLength: 6 });
    expect(body.required).toEqual(expect.arrayContaining(['code', 'name']));
    const list = operationOf('POST', '/api/users').requestBody.content['application/json'].schema;
    expect(list.properties.limit).toMatchObject({ minimum: 1, maximum: 1000 });
    const upload = operationOf('POST', '/api/employee/photo/upload').requestBody;
    expect(Object.keys(upload.content)).toEqual(['multipart/form-data']);
  });

  it('shows answers inside the envelope, and files for downloads', () => {
    const read = operationOf('POST', '/api/services/internet/plan').responses['200'].content['application/json'].schema;
    expect(read.properties.data.properties.plan.properties.constraints.items.properties.start).toMatchObject({ type: 'string' });
    expect(read.required).toEqual(['status', 'message', 'data']);
    const exported = operationOf('GET', '/api/employee/export').responses['200'].content;
    expect(Object.keys(exported)).toEqual(expect.arrayContaining(['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']));
  });

  it("lists the envelope's error statuses", () => {
    for (const status of Object.keys(ERROR_STATUSES)) {
      expect(doc.components.responses[`Error${status}`].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
      expect(doc.info.description).toContain(`**${status}**`);
    }
    expect(operationOf('POST', '/api/user/create').responses.default).toEqual({ $ref: '#/components/responses/Error' });
  });
});

describe('the docs page', () => {
  it('serves Swagger UI from the server itself, with no inline script for the CSP to block', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).not.toMatch(/<script>/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    for (const src of page.body.match(/(?<=(src|href)=")[^"]+/g) ?? []) {
      expect({ src, status: (await t.app.inject({ method: 'GET', url: src })).statusCode }).toEqual({ src, status: 200 });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/assets/index.html' })).statusCode).toBe(404);
  });

  it("runs sandboxed, in an origin of its own that cannot reach the console's session (issue 24)", async () => {
    for (const url of ['/api/docs', '/api/docs/static/index.html', '/api/docs/static/swagger-initializer.js']) {
      const csp = String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      // Scripts run, but without allow-same-origin: no sessionStorage, no BroadcastChannel of the console.
      expect({ url, sandbox: /(^|;)\s*sandbox allow-scripts( allow-popups)?(;|$)/.test(csp), sameOrigin: csp.includes('allow-same-origin') }).toEqual(
        {
          url,
          sandbox: true,
          sameOrigin: false,
        },
      );
    }
    // So the document it reads must allow another origin; it is public anyway.
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { origin: 'null' } });
    expect([json.statusCode, json.headers['access-control-allow-origin']]).toEqual([200, '*']);
    // Nothing else is readable from elsewhere.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'null' } })).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });

  it("leaves framing to the CSP's frame-ancestors, with no X-Frame-Options beside it", async () => {
    for (const url of ['/api/docs', '/api/health', '/']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect({ url, xFrameOptions: answer.headers['x-frame-options'] }).toEqual({ url, xFrameOptions: undefined });
      expect(String(answer.headers['content-security-policy'])).toMatch(/frame-ancestors 'none'/);
    }
  });
});
