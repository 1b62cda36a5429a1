import { HR_MENU, P } from '@console/api';
import { expectShownAsItsPageOpens, menuEntriesOf, sessionWith } from '@console/testing';
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

  // Issue 27: the menu showed Employees to holders of 82 (VIEW_CUSTOMER_PLANS) while the page needs 100.
  it.each(menuEntriesOf(HR_MENU))('shows the menu entry %s exactly to whom its page opens', async (_label, entry) => {
    await expectShownAsItsPageOpens(HR_MENU, entry, (route, session) => renderHr(route, session, fakeHrApi()));
  });
});
