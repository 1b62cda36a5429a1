import { Button } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

/** Back to the feature's list: create and edit pages both sit one segment below it. */
export function CancelLink() {
  return (
    <Button asChild variant="outline">
      <Link to="../all" relative="path">
        Cancel
      </Link>
    </Button>
  );
}
