import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

/** A record's list from its page in the usual layout, where the list sits at `.../all` beside `.../create`. */
export const CANCEL_TO_LIST = '../all';

/** A link that looks like a button; `to` is relative to this page's path ('../create' beside '.../all'). */
export function LinkButton({ to, children, ...button }: Omit<ButtonProps, 'asChild'> & { to: string }) {
  return (
    <Button asChild {...button}>
      <Link to={to} relative="path">
        {children}
      </Link>
    </Button>
  );
}

/**
 * The Cancel of a create or edit form: back to its list. `to` is relative to the form's path:
 * CANCEL_TO_LIST in the usual layout, '..' where the list is the parent.
 */
export function CancelLink({ to = CANCEL_TO_LIST }: { to?: string }) {
  return (
    <LinkButton to={to} variant="outline">
      Cancel
    </LinkButton>
  );
}
