import { isCataloguePermission, type Permission } from '@console/api';
import { listPageOf, stampColumns, type ListColumn } from '@console/ui';
import { permissionsApi } from '../api/permissions-api';

const COLUMNS: ListColumn<Permission>[] = ['name', 'group', ...stampColumns<Permission>()];

export const PermissionsPage = listPageOf(permissionsApi, {
  noun: 'Permission',
  columns: COLUMNS,
  filters: ['name'],
  // The catalogue's permissions are what the code checks: the server refuses to delete them.
  canDeleteRow: (permission) => !isCataloguePermission(permission.id),
});
