import { NativeSelect } from '@chakra-ui/react';

export interface FilterChoice {
  value: string | number;
  label: string;
}

/** The choices of a table of names by value: a number where the key is one (a type, a status), else the text. */
export const choicesOf = (names: Readonly<Record<string | number, string>>): FilterChoice[] =>
  Object.entries(names).map(([value, label]) => ({ value: Number.isInteger(Number(value)) ? Number(value) : value, label }));

interface ChoiceSelectProps {
  label: string;
  /** The first option, for no choice: 'Any status'; without it one of the choices is always chosen. */
  anyText?: string;
  choices: readonly FilterChoice[];
  /** The chosen value as the select holds it ('' for none). */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A small select of a filter's known values (or any choice of a few), named by its label for screen readers. */
export function ChoiceSelect({ label, anyText, choices, value, onChange, disabled }: ChoiceSelectProps) {
  return (
    <NativeSelect.Root size="sm" width="auto" disabled={disabled}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {anyText !== undefined && <option value="">{anyText}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={String(choice.value)}>
            {choice.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
