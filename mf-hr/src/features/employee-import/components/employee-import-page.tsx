import { EMPLOYEE_IMPORT_MAX_BYTES, type ApiError, type ImportCheck, type ImportValidDone } from '@console/api';
import { FieldFrame, ResultBanner, Screen, errorMessage, LinkButton, Box, Button, HStack, Input, Progress, Stack, Text } from '@console/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  useCheckEmployeeImportMutation,
  useImportEmployeesMutation,
  useImportValidEmployeesMutation,
  type ImportStage,
} from '../api/import-employees';
import { ImportPreview } from './import-preview';
import { RejectedRowsLink } from './rejected-rows-link';
import { TemplateDownload } from './template-download';

const count = new Intl.NumberFormat('en');
const MAX_MB = EMPLOYEE_IMPORT_MAX_BYTES / 1024 / 1024;

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

const rowsText = (n: number) => (n === 1 ? '1 row' : `${count.format(n)} rows`);

/** How many rows can be imported and how many cannot, then the rows themselves. */
function CheckSummary({ check }: { check: ImportCheck }) {
  const valid = check.rows - check.problemCount;
  return (
    <Stack gap="3">
      {check.problemCount === 0 ? (
        <ResultBanner status="success">{`${count.format(check.rows)} rows checked; every row can be imported.`}</ResultBanner>
      ) : (
        <ResultBanner status="error">
          {`${rowsText(check.problemCount)} of ${count.format(check.rows)} cannot be imported; ${rowsText(valid)} can. Correct the file and choose it again, or import the valid rows only.`}
        </ResultBanner>
      )}
      <ImportPreview check={check} />
    </Stack>
  );
}

/** What an import saved, with a link to the list, and the rejected rows' file when rows were left out. */
function ImportedBanner({ done }: { done: ImportValidDone }) {
  return (
    <ResultBanner status="success">
      <Stack gap="1">
        <HStack gap="2" flexWrap="wrap">
          <span>{`Imported ${done.imported === 1 ? '1 employee' : `${count.format(done.imported)} employees`}.`}</span>
          {done.imported > 0 && (
            <Link to="../all" relative="path">
              See the employees
            </Link>
          )}
        </HStack>
        {done.rejected && (
          <HStack gap="2" flexWrap="wrap">
            <span>{`${rowsText(done.rejectedCount)} ${done.rejectedCount === 1 ? 'was' : 'were'} not imported.`}</span>
            <RejectedRowsLink rejected={done.rejected} count={done.rejectedCount} />
          </HStack>
        )}
      </Stack>
    </ResultBanner>
  );
}

/**
 * Employee import (issues 16 and 31): a template to start from; choosing a file checks it (nothing is
 * written) and previews its rows with each problem at its cell; Import adds every row in one
 * transaction, or none; "Import the valid rows" adds those in one transaction and offers the
 * others as a CSV with their reasons.
 */
export function EmployeeImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [chosenProblem, setChosenProblem] = useState<string>();
  const [check, setCheck] = useState<ImportCheck | null>(null);
  const [stage, setStage] = useState<ImportStage | null>(null);
  const [done, setDone] = useState<ImportValidDone | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [runCheck, checking] = useCheckEmployeeImportMutation();
  const [runImport, importing] = useImportEmployeesMutation();
  const [runValidImport, importingValid] = useImportValidEmployeesMutation();
  const busy = checking.isLoading || importing.isLoading || importingValid.isLoading;
  const failure = checking.error ?? importing.error ?? importingValid.error;

  async function choose(chosen: File | null) {
    setFile(null);
    setCheck(null);
    setDone(null);
    checking.reset();
    importing.reset();
    importingValid.reset();
    const why = chosen ? fileProblem(chosen) : undefined;
    setChosenProblem(why);
    if (!chosen || why) return;
    setFile(chosen);
    const result = await runCheck({ file: chosen, onStage: setStage });
    setStage(null);
    if ('data' in result && result.data) setCheck(result.data);
  }

  function finished(outcome: ImportValidDone) {
    setDone(outcome);
    setFile(null);
    setCheck(null);
    setInputKey((key) => key + 1);
  }

  async function startImport() {
    if (!file) return;
    const result = await runImport({ file, onStage: setStage, onRefused: setCheck });
    setStage(null);
    if ('data' in result && result.data) finished({ imported: result.data.imported, rejectedCount: 0, rejected: null });
  }

  async function startValidImport() {
    if (!file) return;
    const result = await runValidImport({ file, onStage: setStage });
    setStage(null);
    if ('data' in result && result.data) finished(result.data);
  }

  const progress = stage && stageText(stage);
  const ready = file !== null && check !== null && check.problemCount === 0 && !busy;
  const valid = check ? check.rows - check.problemCount : 0;
  const partial = file !== null && check !== null && check.problemCount > 0 && valid > 0;

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
          A CSV or Excel (.xlsx) file with the columns of the template (the employee export's), one employee a row. Every row is checked first; the
          import then adds all of them, or none; or only the valid rows, the others returned with their reasons.
        </Text>
        <TemplateDownload />
        {done && <ImportedBanner done={done} />}
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
        <HStack gap="3" flexWrap="wrap">
          <Button colorPalette="blue" disabled={!ready} loading={importing.isLoading} onClick={() => void startImport()}>
            {check && check.problemCount === 0 ? `Import ${count.format(check.rows)} employees` : 'Import'}
          </Button>
          {partial && (
            <Button colorPalette="blue" variant="outline" disabled={busy} loading={importingValid.isLoading} onClick={() => void startValidImport()}>
              {`Import the ${rowsText(valid).replace('row', 'valid row')}`}
            </Button>
          )}
        </HStack>
        {partial && (
          <Text fontSize="sm" color="fg.muted">
            {`Import adds every row or none. Importing the valid rows leaves out the ${rowsText(check.problemCount)} with problems; you can then download them with their reasons, correct them and import that file.`}
          </Text>
        )}
      </Stack>
    </Screen>
  );
}
