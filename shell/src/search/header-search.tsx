import { Box, Flex, Input, Spinner, Text } from '@console/ui';
import { SEARCH_MAX_LENGTH, type SearchGroup, type SearchHit, type SearchKind } from '@console/api';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { kindLabel, pathOf } from './search-paths';
import { useSearchQuery } from './search-api';
import { useDebounced } from './use-debounced';

/** Typing pauses this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Shorter texts are not sent: one letter matches nearly everything. */
export const SEARCH_MIN_LENGTH = 2;

interface Option {
  kind: SearchKind;
  hit: SearchHit;
  path: string;
}

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The header's search box, an ARIA combobox: typing searches every kind of record the user may
 * view (the server leaves out the others), the results are grouped by kind, arrows move through
 * them and Enter (or a click) opens the record's page. Ctrl+K (⌘K) or `/` anywhere but in a field
 * puts the cursor in the box.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = useDebounced(value.trim(), SEARCH_DEBOUNCE_MS);
  const skip = text.length < SEARCH_MIN_LENGTH;
  const { currentData, isFetching, isError } = useSearchQuery({ text }, { skip });
  const settling = value.trim() !== text;
  const groups: SearchGroup[] = useMemo(() => (skip ? [] : (currentData?.groups ?? [])), [currentData, skip]);
  const options: Option[] = useMemo(
    () => groups.flatMap((group) => group.hits.map((hit) => ({ kind: group.kind, hit, path: pathOf(group.kind, hit) }))),
    [groups],
  );

  useEffect(() => setActive(-1), [options]);

  useEffect(() => {
    const focusBox = (event: globalThis.KeyboardEvent) => {
      const shortcut = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      if (!shortcut && !(event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target))) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', focusBox);
    return () => document.removeEventListener('keydown', focusBox);
  }, []);

  const choose = (option: Option) => {
    setOpen(false);
    setValue('');
    input.current?.blur();
    navigate(option.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length + (current < 0 && step < 0 ? 1 : 0)) % options.length);
    } else if (event.key === 'Enter') {
      const option = options[active] ?? (options.length === 1 ? options[0] : undefined);
      if (option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape') {
      if (open) setOpen(false);
      else setValue('');
    }
  };

  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const showList = open && value.trim().length >= SEARCH_MIN_LENGTH;
  const waiting = settling || isFetching;

  let index = -1;
  return (
    <Box role="search" flex="1" minW="8rem" maxW="md" position="relative">
      <Input
        ref={input}
        type="search"
        size="sm"
        placeholder="Search (Ctrl+K)"
        aria-label="Search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {showList && (
        <Box
          // On a phone the box is narrow: the results take the screen's width under the header.
          position={{ base: 'fixed', md: 'absolute' }}
          top={{ base: '3.5rem', md: '100%' }}
          left={{ base: '2', md: '0' }}
          right={{ base: '2', md: '0' }}
          mt="1"
          bg="white"
          borderWidth="1px"
          rounded="md"
          shadow="lg"
          zIndex="dropdown"
          maxH="70vh"
          overflowY="auto"
          py="1"
        >
          <Box id={listId} role="listbox" aria-label="Search results">
            {groups.map((group) => (
              <Box key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`}>
                <Text id={`${id}-${group.kind}`} px="3" pt="2" pb="1" fontSize="xs" fontWeight="semibold" color="gray.600" textTransform="uppercase">
                  {kindLabel(group.kind)}
                  {group.more && ' (first matches)'}
                </Text>
                {group.hits.map((hit) => {
                  index += 1;
                  const at = index;
                  const option = options[at];
                  return (
                    <Flex
                      key={hit.id}
                      id={optionId(at)}
                      role="option"
                      aria-selected={at === active}
                      px="3"
                      py="1.5"
                      gap="2"
                      align="baseline"
                      cursor="pointer"
                      bg={at === active ? 'blue.50' : undefined}
                      _hover={{ bg: 'gray.100' }}
                      // Keeps the focus (and the list) in the box until the click lands.
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseEnter={() => setActive(at)}
                      onClick={() => choose(option)}
                    >
                      <Text fontSize="sm" truncate>
                        {hit.label}
                      </Text>
                      {hit.detail && (
                        <Text fontSize="xs" color="gray.600" truncate>
                          {hit.detail}
                        </Text>
                      )}
                    </Flex>
                  );
                })}
              </Box>
            ))}
          </Box>
          <Box role="status" aria-live="polite" px="3" py={waiting || options.length === 0 ? '2' : '0'} fontSize="sm" color="gray.600">
            {waiting ? (
              <Flex align="center" gap="2">
                <Spinner size="xs" /> Searching…
              </Flex>
            ) : isError ? (
              'Search failed; try again.'
            ) : options.length === 0 ? (
              'No matches'
            ) : null}
          </Box>
        </Box>
      )}
    </Box>
  );
}
