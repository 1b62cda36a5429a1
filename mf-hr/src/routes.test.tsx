import { P } from '@console/api';
import { sessionWith } from '@console/testing';
import { screen } from '@testing-library/react';
import { fakeHrApi } from './testing/fake-hr-api';
import { renderHr } from './testing/render-hr';

describe('mf-hr routes', () => {
  it.each([
    ['/folder/employee/all', 'Employees'],
    ['/folder/employee/create', 'Create Employee'],
    ['/folder/department/all', 'Departments'],
    ['/folder/department/create', 'New Department'],
    ['/folder/nothing', 'Page not found'],
  ])('shows %s to a super user', async (route, heading) => {
    renderHr(route, sessionWith(P.SUPER_USER), fakeHrApi());
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(['/folder/employee/all', '/folder/employee/create', '/folder/department/all', '/folder/department/create'])(
    'keeps %s from a user without its permission, without calling the API',
    async (route) => {
      const api = fakeHrApi();
      renderHr(route, sessionWith(P.VIEW_CUSTOMER_PLANS), api);
      expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
      expect(api.calls).toEqual({});
    },
  );
});
