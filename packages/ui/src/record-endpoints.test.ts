import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import { departmentCalls, nasCalls, salePointCalls, siteCalls } from '@console/api';
import { recordEndpoints, type AreaBuilder } from './record-endpoints';

type Tag = 'Site' | 'Location' | 'SalePoint' | 'Nas' | 'Employee' | 'Department' | 'Dashboard';
type Definition = {
  query: (arg: unknown) => FetchArgs;
  providesTags?: (result: unknown, error: unknown, arg: unknown) => unknown;
  invalidatesTags?: (result: unknown, error: unknown, arg: unknown) => unknown;
};

// The definitions as written, so a test reads each call's path and tags without a store.
const build = { query: (definition: Definition) => definition, mutation: (definition: Definition) => definition } as unknown as AreaBuilder<Tag>;
const definitionsOf = (endpoints: (build: AreaBuilder<Tag>) => object) => endpoints(build) as Record<string, Definition>;
const records = recordEndpoints<Tag>();
const failed = { status: 409, message: 'Taken' };

describe('recordEndpoints', () => {
  const site = definitionsOf(records('Site', siteCalls, { shownIn: ['Location'] }));

  it('names the five calls after the noun and the list key, and posts to the paths the contract declares', () => {
    expect(Object.keys(site)).toEqual(['listSites', 'getSite', 'createSite', 'updateSite', 'deleteSite']);
    expect(site.listSites.query({ offset: 0, limit: 10 })).toEqual({
      url: '/services/internet/sites',
      method: 'POST',
      body: { offset: 0, limit: 10 },
    });
    expect(site.getSite.query('s1')).toEqual({ url: '/services/internet/site', method: 'POST', body: { id: 's1' } });
    expect(site.createSite.query({ name: 'Ikeja' }).url).toBe('/services/internet/site/create');
    expect(site.updateSite.query({ id: 's1', name: 'Ikeja' }).url).toBe('/services/internet/site/update');
    expect(site.deleteSite.query('s1')).toEqual({ url: '/services/internet/site/delete', method: 'POST', body: { id: 's1' } });
  });

  it('lists provide their rows; a create refreshes the list, an update the row and the lists that show it, a delete the row', () => {
    expect(site.listSites.providesTags!({ sites: [{ id: 's1' }], size: 1 }, undefined, {})).toEqual([
      { type: 'Site', id: 'LIST' },
      { type: 'Site', id: 's1' },
    ]);
    expect(site.getSite.providesTags!(undefined, undefined, 's1')).toEqual([{ type: 'Site', id: 's1' }]);
    expect(site.createSite.invalidatesTags!(undefined, failed, {})).toEqual([{ type: 'Site', id: 'LIST' }]);
    expect(site.updateSite.invalidatesTags!(undefined, undefined, { id: 's1' })).toEqual([
      { type: 'Site', id: 's1' },
      { type: 'Site', id: 'LIST' },
      { type: 'Location', id: 'LIST' },
    ]);
    expect(site.deleteSite.invalidatesTags!(null, failed, 's1')).toEqual([
      { type: 'Site', id: 's1' },
      { type: 'Site', id: 'LIST' },
    ]);
  });

  it('names the list by the answer key the contract declares, and makes only the calls given', () => {
    const nas = definitionsOf(records('Nas', nasCalls));
    expect(Object.keys(nas)).toEqual(['listNasList', 'getNas', 'createNas', 'updateNas', 'deleteNas']);
    expect(nas.listNasList.providesTags!({ nasList: [{ id: 'n1' }], size: 1 }, undefined, {})).toContainEqual({ type: 'Nas', id: 'n1' });
    const { list, read, keys } = salePointCalls;
    const salePoint = definitionsOf(records('SalePoint', { list, read, keys }));
    expect(Object.keys(salePoint)).toEqual(['listSalePoints', 'getSalePoint']);
  });

  it('with afterSuccess, a failed write refreshes nothing and a create refreshes the new row and the screens counting it', () => {
    const department = definitionsOf(
      recordEndpoints<Tag>({ afterSuccess: true })('Department', departmentCalls, { countedIn: ['Employee', 'Dashboard'] }),
    );
    expect(department.createDepartment.invalidatesTags!(undefined, failed, {})).toEqual([]);
    expect(department.createDepartment.invalidatesTags!({ department: { id: 'd1' } }, undefined, {})).toEqual([
      { type: 'Department', id: 'd1' },
      { type: 'Department', id: 'LIST' },
      { type: 'Employee', id: 'LIST' },
      { type: 'Dashboard', id: 'LIST' },
    ]);
    expect(department.deleteDepartment.invalidatesTags!(null, failed, 'd1')).toEqual([]);
    expect(department.deleteDepartment.invalidatesTags!(null, undefined, 'd1')).toEqual([
      { type: 'Department', id: 'd1' },
      { type: 'Department', id: 'LIST' },
    ]);
  });
});
