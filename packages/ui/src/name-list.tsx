import { Text } from '@chakra-ui/react';

// Enough to recognise a row by; the rest is one hover (or one tap on the record) away.
const SHOWN = 2;

/**
 * What a count stands for (a plan's locations, a user's roles), in the row: the first names and
 * how many more, every name on hover. An empty list reads 'None'.
 */
export function NameList({ names }: { names: readonly string[] }) {
  if (names.length === 0) return <Text color="fg.muted">None</Text>;
  const more = names.length - SHOWN;
  return (
    <Text as="span" title={names.join(', ')}>
      {names.slice(0, SHOWN).join(', ')}
      {more > 0 && ` +${more} more`}
    </Text>
  );
}
