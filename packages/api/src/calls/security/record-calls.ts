import { permissionAnswer, roleAnswer } from '../../answers/security';
import { P } from '../../permissions';
import { permissionCreateRequest, permissionIdRequest, permissionUpdateRequest, roleCreateRequest, roleUpdateRequest } from '../../schemas/security';
import { recordAccess, recordCalls } from '../record-calls';

export const roleCalls = recordCalls({
  what: 'Role',
  keys: { one: 'role', many: 'roles' },
  paths: { list: '/user/roles', read: '/user/role', create: '/user/role/create', update: '/user/role/update', delete: '/user/role/delete' },
  access: recordAccess({
    view: P.VIEW_ROLES,
    create: P.CREATE_ROLE,
    modify: P.MODIFY_ROLE,
    delete: P.DELETE_ROLE,
    // Whoever gives users their roles needs the roles' names for the checklist.
    listedFor: [P.CREATE_USER, P.MODIFY_USER],
  }),
  row: roleAnswer,
  create: roleCreateRequest,
  update: roleUpdateRequest,
  filters: ['name'],
  sorts: ['name', 'created', 'updated'],
});

/** Permissions have the ids the code checks (the catalogue) or ids an administrator chose: numbers, never row ids. */
export const permissionCalls = recordCalls({
  what: 'Permission',
  keys: { one: 'permission', many: 'permissions' },
  paths: {
    list: '/user/permissions',
    read: '/user/permission',
    create: '/user/permission/create',
    update: '/user/permission/update',
    delete: '/user/permission/delete',
  },
  access: recordAccess({
    view: P.VIEW_PERMISSIONS,
    create: P.CREATE_PERMISSION,
    modify: P.MODIFY_PERMISSION,
    delete: P.DELETE_PERMISSION,
    // Whoever edits roles needs every permission for the role's checklist.
    listedFor: [P.CREATE_ROLE, P.MODIFY_ROLE],
  }),
  row: permissionAnswer,
  create: permissionCreateRequest,
  update: permissionUpdateRequest,
  id: permissionIdRequest,
  filters: ['name', 'group'],
  sorts: ['name', 'group', 'created', 'updated'],
});
