import { Button } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

/**
 * The Cancel of a create or edit form: back to its list. `to` is relative to the form's path:
 * '../all' where the list sits at `.../all` beside `.../create`, '..' where it is the parent.
 */
export function CancelLink({ to = '../all' }: { to?: string }) {
  return (
    <Button asChild variant="outline">
      <Link to={to} relative="path">
        Cancel
      </Link>
    </Button>
  );
}
