import { Button } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

/** A record's list from its page in the usual layout, where the list sits at `.../all` beside `.../create`. */
export const CANCEL_TO_LIST = '../all';

/**
 * The Cancel of a create or edit form: back to its list. `to` is relative to the form's path:
 * CANCEL_TO_LIST in the usual layout, '..' where the list is the parent.
 */
export function CancelLink({ to = CANCEL_TO_LIST }: { to?: string }) {
  return (
    <Button asChild variant="outline">
      <Link to={to} relative="path">
        Cancel
      </Link>
    </Button>
  );
}
