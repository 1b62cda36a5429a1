import { loginRequest } from './index';

describe('the browser entry of @console/api', () => {
  it('parses without building code from a string, which the CSP would report', () => {
    const built = jest.spyOn(globalThis, 'Function');
    expect(loginRequest.safeParse({ username: 'ada@example.com', password: 'x', code: '' }).success).toBeDefined();
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });
});
