import {
  DAY_FORMAT,
  DayInput,
  FieldFrame,
  ResultBanner,
  dayError,
  errorMessage,
  isDay,
  type MutationHook,
  Box,
  Button,
  HStack,
  NativeSelect,
} from '@console/ui';
import { useState, type ReactNode } from 'react';
import { useDownload } from './download-from';
import { dayText, midnight } from './period';

/** A report's From and To days, this month so far at first; the period runs to the end of the "to" day. */
export function usePeriod() {
  const [from, setFrom] = useState(() => {
    const today = new Date();
    return dayText(new Date(today.getFullYear(), today.getMonth(), 1));
  });
  const [to, setTo] = useState(() => dayText(new Date()));
  const period = { from: midnight(from), to: midnight(to, 1) };
  // Text typed that is no day yet (or none at all, 31/02) asks for nothing.
  const chosen = isDay(from) && isDay(to);
  return { from, setFrom, to, setTo, period, chosen, backwards: chosen && period.to <= period.from };
}

/** A day of the period, typed as dd/mm/yyyy; what is no day is said under it once the user moves on. */
export function PeriodDay({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const [typing, setTyping] = useState(false);
  return (
    <FieldFrame label={label} helperText={DAY_FORMAT} error={typing ? undefined : dayError(value)}>
      <DayInput value={value} onChange={onChange} onFocus={() => setTyping(true)} onBlur={() => setTyping(false)} />
    </FieldFrame>
  );
}

/** What else the report is asked for, chosen before the days: per what, of which sale point. */
interface ReportChoice {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The first option, for nothing chosen yet; without, one option is always chosen. */
  placeholder?: string;
  width?: string;
}

interface PeriodFormProps {
  days: ReturnType<typeof usePeriod>;
  choice: ReportChoice;
  /** Everything the report needs is chosen; `backwards`: and the period ends before it starts. */
  ready: boolean;
  backwards: boolean;
  onExport: () => void;
  /** Each field in a box this wide; without, a field frame fills its row. */
  fieldWidth?: { base: string; sm: string };
}

/** A report's form: its own choice, the From and To days and Export CSV, and why a backwards period shows nothing. */
export function PeriodForm({ days, choice, ready, backwards, onExport, fieldWidth }: PeriodFormProps) {
  const boxed = (field: ReactNode) => (fieldWidth ? <Box width={fieldWidth}>{field}</Box> : field);
  return (
    <>
      <HStack gap="4" align="end" flexWrap="wrap">
        {boxed(
          <FieldFrame label={choice.label}>
            <NativeSelect.Root width={choice.width}>
              <NativeSelect.Field value={choice.value} onChange={(event) => choice.onChange(event.target.value)}>
                {choice.placeholder !== undefined && <option value="">{choice.placeholder}</option>}
                {choice.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FieldFrame>,
        )}
        {boxed(<PeriodDay label="From" value={days.from} onChange={days.setFrom} />)}
        {boxed(<PeriodDay label="To" value={days.to} onChange={days.setTo} />)}
        <Button variant="outline" disabled={!ready || backwards} onClick={onExport}>
          Export CSV
        </Button>
      </HStack>
      {backwards && <ResultBanner status="error">The period ends before it starts.</ResultBanner>}
    </>
  );
}

type ReportQuery<Q, A> = (
  request: Q,
  options: { skip: boolean; refetchOnMountOrArgChange: true },
) => { data?: A; error?: unknown; isFetching: boolean };

/**
 * A period report's answer, asked for afresh once everything is chosen and the period runs forwards,
 * and its CSV export; `error` is the report's refusal or the export's.
 */
export function usePeriodReport<Q, A>(
  useReport: ReportQuery<Q, A>,
  useExportLink: MutationHook<Q, { url: string }>,
  request: Q,
  { ready, backwards }: { ready: boolean; backwards: boolean },
) {
  const { data, error, isFetching } = useReport(request, { skip: !ready || backwards, refetchOnMountOrArgChange: true });
  const [exportLink] = useExportLink();
  const { download, downloadError } = useDownload(() => exportLink(request).unwrap());
  return { data, isFetching, error: error ? errorMessage(error) : downloadError, download };
}
