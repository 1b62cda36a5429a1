import { selectWithdrawn, withdrawnShown } from '@console/api';
import { notify } from '@console/ui';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';

/**
 * Says once, over whatever is open (a dialog included), which permissions an administrator took
 * away while the user was working. The refused call's form keeps what was typed and says the
 * server's refusal in its own banner; the menu already follows the permissions held now.
 */
export function WithdrawnNotice() {
  const withdrawn = useSelector(selectWithdrawn);
  const dispatch = useDispatch();
  useEffect(() => {
    if (!withdrawn) return;
    notify(withdrawn, 'error');
    dispatch(withdrawnShown());
  }, [withdrawn, dispatch]);
  return null;
}
