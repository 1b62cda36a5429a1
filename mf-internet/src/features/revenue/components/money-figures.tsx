import { formatNaira, SimpleGrid, Stat } from '@console/ui';

/** A row of naira figures with their names (a report's totals, a cash-up's), read as one list. */
export function MoneyFigures({ label, figures }: { label: string; figures: ReadonlyArray<readonly [string, number]> }) {
  return (
    <SimpleGrid columns={{ base: 2, md: figures.length }} gap="4" role="group" aria-label={label}>
      {figures.map(([name, amount]) => (
        <Stat.Root key={name} borderWidth="1px" borderRadius="md" p="3">
          <Stat.Label>{name}</Stat.Label>
          <Stat.ValueText>{formatNaira(amount)}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
