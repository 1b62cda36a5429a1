import { HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { PAGE_SIZE } from '@console/api';
import { FiChevronLeft, FiChevronRight } from 'react-icons/fi';

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export interface PagerProps {
  /** 1-based. */
  page: number;
  /** Number of items of the whole list (the `size` of a list answer). */
  total: number;
  pageSize?: number;
  onChange: (page: number) => void;
}

/** The spec's pager: 'Page N of M Items', previous/next arrows and a page select. */
export function Pager({ page, total, pageSize = PAGE_SIZE, onChange }: PagerProps) {
  const pages = pageCount(total, pageSize);
  return (
    <HStack as="nav" aria-label="Pagination" gap="2" justify="flex-end" py="2">
      <IconButton aria-label="Previous page" size="sm" variant="outline" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <FiChevronLeft />
      </IconButton>
      <Text fontSize="sm">{`Page ${page} of ${pages} Items`}</Text>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field aria-label="Go to page" value={page} onChange={(event) => onChange(Number(event.target.value))}>
          {Array.from({ length: pages }, (_, index) => (
            <option key={index + 1} value={index + 1}>
              {index + 1}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <IconButton aria-label="Next page" size="sm" variant="outline" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        <FiChevronRight />
      </IconButton>
    </HStack>
  );
}
