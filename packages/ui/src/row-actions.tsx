import { HStack, IconButton } from '@chakra-ui/react';
import { FiEdit2, FiTrash2 } from 'react-icons/fi';
import { Link } from 'react-router-dom';

export interface RowActionsProps {
  /** Names the row for screen readers: 'Edit Lagos', 'Delete Lagos'. */
  name: string;
  /** Where Edit goes, relative to the list's path; no Edit button without it. */
  editTo?: string;
  /** No Delete button without it. */
  onDelete?: () => void;
}

/** The Actions cell of a list: Edit and Delete, each shown only when the caller allows it. */
export function RowActions({ name, editTo, onDelete }: RowActionsProps) {
  return (
    <HStack gap="1">
      {editTo !== undefined && (
        <IconButton asChild aria-label={`Edit ${name}`} size="xs" variant="ghost">
          <Link to={editTo} relative="path">
            <FiEdit2 />
          </Link>
        </IconButton>
      )}
      {onDelete && (
        <IconButton aria-label={`Delete ${name}`} size="xs" variant="ghost" colorPalette="red" onClick={onDelete}>
          <FiTrash2 />
        </IconButton>
      )}
    </HStack>
  );
}
