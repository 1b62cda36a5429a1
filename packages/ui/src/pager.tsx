import { HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { PAGE_SIZE, PAGE_SIZES } from '@console/api';
import { useId } from 'react';
import { FiChevronLeft, FiChevronRight } from 'react-icons/fi';

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

// Every page up to this many; past it the select offers a ladder of pages (see pageChoices).
const ALL_PAGES_UP_TO = 100;

/**
 * The pages the select offers: every one of a short list. A long list (a million employees is
 * 100,000 pages, and as many options took the browser 19 s to draw) offers the first and last
 * pages, the current page's neighbours and round pages at each power of ten around it: any page
 * is a few choices away, in about a hundred options.
 */
export function pageChoices(page: number, pages: number): number[] {
  if (pages <= ALL_PAGES_UP_TO) return Array.from({ length: pages }, (_, index) => index + 1);
  const chosen = new Set([1, page, pages]);
  for (let step = 1; step < pages; step *= 10) {
    const base = Math.floor(page / step) * step;
    for (let k = -10; k <= 10; k += 1) {
      const choice = base + k * step;
      if (choice >= 1 && choice <= pages) chosen.add(choice);
    }
  }
  return [...chosen].sort((a, b) => a - b);
}

export interface PagerProps {
  /** 1-based. */
  page: number;
  /** Number of items of the whole list (the `size` of a list answer). */
  total: number;
  /** The answer's `sizeCapped`: counting stopped at `total`, more match ('of more than 10,000'). */
  capped?: boolean;
  pageSize?: number;
  onChange: (page: number) => void;
  /** A page size was chosen; without it the pager offers no choice. */
  onPageSizeChange?: (pageSize: number) => void;
}

const count = new Intl.NumberFormat('en');

/** Which rows the page shows of how many: '11-20 of 1,234', or of a capped count '11-20 of more than 10,000'. */
export function rangeText(page: number, total: number, pageSize = PAGE_SIZE, capped = false): string {
  if (total === 0) return '0 of 0';
  // Past a capped count the page's rows are still there to show; the end is not known.
  const first = capped ? (page - 1) * pageSize + 1 : Math.min((page - 1) * pageSize + 1, total);
  const last = capped ? page * pageSize : Math.min(page * pageSize, total);
  return `${count.format(first)}-${count.format(last)} of ${capped ? 'more than ' : ''}${count.format(total)}`;
}

/** The pager: rows per page, which rows of how many, previous/next arrows and a page select. */
export function Pager({ page, total, capped = false, pageSize = PAGE_SIZE, onChange, onPageSizeChange }: PagerProps) {
  const pages = pageCount(total, pageSize);
  const sizeId = useId();
  return (
    <HStack as="nav" aria-label="Pagination" gap="2" justify="flex-end" py="2" flexWrap="wrap">
      {onPageSizeChange && (
        <HStack gap="1">
          <Text asChild fontSize="sm" color="fg.muted">
            <label htmlFor={sizeId}>Rows per page</label>
          </Text>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field id={sizeId} value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))}>
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      )}
      <Text fontSize="sm" role="status" aria-live="polite">
        {rangeText(page, total, pageSize, capped)}
      </Text>
      <HStack gap="2">
        <IconButton aria-label="Previous page" size="sm" variant="outline" disabled={page <= 1} onClick={() => onChange(page - 1)}>
          <FiChevronLeft />
        </IconButton>
        <Text fontSize="sm">Page</Text>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="Go to page" value={page} onChange={(event) => onChange(Number(event.target.value))}>
            {pageChoices(page, Math.max(page, pages)).map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Text fontSize="sm">{`of ${capped ? 'more than ' : ''}${count.format(pages)}`}</Text>
        <IconButton aria-label="Next page" size="sm" variant="outline" disabled={page >= pages && !capped} onClick={() => onChange(page + 1)}>
          <FiChevronRight />
        </IconButton>
      </HStack>
    </HStack>
  );
}
