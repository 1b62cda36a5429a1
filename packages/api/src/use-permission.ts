import { useSelector } from 'react-redux';
import { hasAnyPermission } from './permissions';
import { selectPermissionIds } from './session';

/** True when the signed-in user holds any of `required` (or is super user). */
export function usePermission(...required: number[]): boolean {
  const granted = useSelector(selectPermissionIds);
  return hasAnyPermission(granted, required);
}
