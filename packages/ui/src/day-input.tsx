import { Input, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';
import { DAY_FORMAT, readDay, showDay } from './day-text';

export interface DayInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  /** The day as 'yyyy-mm-dd', or text typed that is no day yet (shown as typed), or ''. */
  value: string;
  /** The day typed, as 'yyyy-mm-dd' once the text is one, else the text as typed (for the caller to refuse). */
  onChange: (value: string) => void;
}

/**
 * A day typed and shown as dd/mm/yyyy, the way every date on the console's screens reads, whatever
 * the browser's locale. Leaving the field writes a day typed loosely ('1/2/2024') in full.
 */
export function DayInput({ value, onChange, onBlur, ...inputProps }: DayInputProps) {
  const [text, setText] = useState(() => showDay(value));
  const [sent, setSent] = useState(value);
  // A value set from outside (a form's reset, Back in a filter): show it; one this input sent: keep the typing.
  if (value !== sent) {
    setSent(value);
    setText(showDay(value));
  }
  return (
    <Input
      placeholder={DAY_FORMAT}
      autoComplete="off"
      {...inputProps}
      value={text}
      onChange={(event) => {
        const typed = readDay(event.target.value);
        const next = typed && 'day' in typed ? typed.day : event.target.value;
        setText(event.target.value);
        setSent(next);
        onChange(next);
      }}
      onBlur={(event) => {
        const typed = readDay(text);
        if (typed && 'day' in typed) setText(showDay(typed.day));
        onBlur?.(event);
      }}
    />
  );
}
