import { Checkbox, Fieldset, SimpleGrid } from '@chakra-ui/react';
import { useField } from 'react-final-form';
import { fieldError } from './field-frame';
import type { Option } from './select-field';

export interface CheckboxListFieldProps<V extends string | number> {
  name: string;
  /** The legend of the group. */
  label: string;
  options: readonly Option<V>[];
  disabled?: boolean;
  columns?: number;
}

const NONE: never[] = [];

/** A checklist whose form value is the array of the ticked options' values. */
export function CheckboxListField<V extends string | number>({ name, label, options, disabled, columns = 2 }: CheckboxListFieldProps<V>) {
  const { input, meta } = useField<V[]>(name);
  const selected = Array.isArray(input.value) ? input.value : NONE;
  const error = fieldError(meta);
  const toggle = (value: V, checked: boolean) => input.onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <Fieldset.Legend>{label}</Fieldset.Legend>
      <Fieldset.Content>
        <SimpleGrid columns={{ base: 1, md: columns }} gap="2">
          {options.map((option) => (
            <Checkbox.Root
              key={String(option.value)}
              name={input.name}
              value={String(option.value)}
              checked={selected.includes(option.value)}
              onCheckedChange={(details) => toggle(option.value, details.checked === true)}
            >
              <Checkbox.HiddenInput onBlur={input.onBlur} onFocus={input.onFocus} />
              <Checkbox.Control />
              <Checkbox.Label>{option.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </Fieldset.Content>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
