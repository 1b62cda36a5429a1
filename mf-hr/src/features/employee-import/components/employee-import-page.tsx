import { Box, Button, HStack, Input, List, Progress, Stack, Text } from '@chakra-ui/react';
import { EMPLOYEE_IMPORT_MAX_BYTES, type ApiError, type ImportCheck, type ImportProblem } from '@console/api';
import { DataTable, FieldFrame, ResultBanner, Screen, errorMessage, type Column, LinkButton } from '@console/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCheckEmployeeImportMutation, useImportEmployeesMutation, type ImportStage } from '../api/import-employees';

const count = new Intl.NumberFormat('en');
const MAX_MB = EMPLOYEE_IMPORT_MAX_BYTES / 1024 / 1024;

const PROBLEM_COLUMNS: Column<ImportProblem>[] = [
  { header: 'Row', field: 'row' },
  { header: 'Staff ID', field: 'staffId' },
  { header: 'Name', field: 'name' },
  {
    header: 'Reasons',
    cell: (p) => (
      <List.Root ps="4">
        {p.reasons.map((reason) => (
          <List.Item key={reason}>{reason}</List.Item>
        ))}
      </List.Root>
    ),
  },
];

function fileProblem(file: File): string | undefined {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'Choose a .csv or .xlsx file';
  if (file.size > EMPLOYEE_IMPORT_MAX_BYTES) return `At most ${MAX_MB} MB`;
  return undefined;
}

function stageText(stage: ImportStage): { label: string; percent: number } {
  if (stage.phase === 'sending') return { label: `Sending the file: ${Math.round(stage.fraction * 100)}%`, percent: stage.fraction * 100 };
  const label = stage.phase === 'checking' ? 'Checking rows' : 'Importing rows';
  return { label: `${label}: ${count.format(stage.done)} of ${count.format(stage.total)}`, percent: (stage.done / Math.max(stage.total, 1)) * 100 };
}

/** The server's words for a refused file: the field message (missing columns, row problems) when there is one. */
const refusal = (error: unknown) => (error as ApiError | undefined)?.errors?.file ?? errorMessage(error);

function CheckSummary({ check }: { check: ImportCheck }) {
  if (check.problemCount === 0) {
    return <ResultBanner status="success">{`${count.format(check.rows)} rows checked; every row can be imported.`}</ResultBanner>;
  }
  const rows = check.problemCount === 1 ? '1 row cannot' : `${count.format(check.problemCount)} rows cannot`;
  return (
    <Stack gap="2">
      <ResultBanner status="error">{`${rows} be imported (of ${count.format(check.rows)}). Correct the file and choose it again.`}</ResultBanner>
      {check.problems.length < check.problemCount && <Text fontSize="sm">{`The first ${count.format(check.problems.length)} are listed.`}</Text>}
      <DataTable caption="Rows that cannot be imported" columns={PROBLEM_COLUMNS} rows={check.problems} rowKey={(p) => p.row} />
    </Stack>
  );
}

/**
 * Employee import (issue 16): choosing a file checks it (nothing is written) and lists the rows that
 * cannot be imported with their reasons; Import adds every row in one transaction, or none.
 */
export function EmployeeImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [chosenProblem, setChosenProblem] = useState<string>();
  const [check, setCheck] = useState<ImportCheck | null>(null);
  const [stage, setStage] = useState<ImportStage | null>(null);
  const [imported, setImported] = useState<number | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [runCheck, checking] = useCheckEmployeeImportMutation();
  const [runImport, importing] = useImportEmployeesMutation();
  const busy = checking.isLoading || importing.isLoading;
  const failure = checking.error ?? importing.error;

  async function choose(chosen: File | null) {
    setFile(null);
    setCheck(null);
    setImported(null);
    checking.reset();
    importing.reset();
    const why = chosen ? fileProblem(chosen) : undefined;
    setChosenProblem(why);
    if (!chosen || why) return;
    setFile(chosen);
    const result = await runCheck({ file: chosen, onStage: setStage });
    setStage(null);
    if ('data' in result && result.data) setCheck(result.data);
  }

  async function startImport() {
    if (!file) return;
    const result = await runImport({ file, onStage: setStage, onRefused: setCheck });
    setStage(null);
    if ('data' in result && result.data) {
      setImported(result.data.imported);
      setFile(null);
      setCheck(null);
      setInputKey((key) => key + 1);
    }
  }

  const progress = stage && stageText(stage);
  const ready = file !== null && check !== null && check.problemCount === 0 && !busy;

  return (
    <Screen
      title="Import Employees"
      action={
        <LinkButton to="../all" variant="outline">
          Back to employees
        </LinkButton>
      }
    >
      <Stack gap="4" maxW="5xl">
        <Text>
          A CSV or Excel (.xlsx) file with the columns of the employee export, one employee a row. Every row is checked first; the import then adds
          all of them, or none.
        </Text>
        {imported !== null && (
          <ResultBanner status="success">
            <HStack gap="2" flexWrap="wrap">
              <span>{`Imported ${count.format(imported)} employees.`}</span>
              <Link to="../all" relative="path">
                See the employees
              </Link>
            </HStack>
          </ResultBanner>
        )}
        <FieldFrame
          label="File"
          error={chosenProblem}
          helperText={`.csv or .xlsx, at most ${MAX_MB} MB. Choosing a file checks it; nothing is saved yet.`}
        >
          <Input
            key={inputKey}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            p="1"
            disabled={busy}
            onChange={(event) => void choose(event.target.files?.[0] ?? null)}
          />
        </FieldFrame>
        {progress && (
          <Box role="status">
            <Progress.Root value={Math.round(progress.percent)} size="sm" maxW="xl">
              <Progress.Label fontSize="sm">{progress.label}</Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Box>
        )}
        {failure && <ResultBanner status="error">{refusal(failure)}</ResultBanner>}
        {check && <CheckSummary check={check} />}
        <HStack>
          <Button colorPalette="blue" disabled={!ready} loading={importing.isLoading} onClick={() => void startImport()}>
            {check && check.problemCount === 0 ? `Import ${count.format(check.rows)} employees` : 'Import'}
          </Button>
        </HStack>
      </Stack>
    </Screen>
  );
}
