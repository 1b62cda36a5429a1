import {
  EMPLOYEE_IMPORT_MAX_PROBLEMS,
  EMPLOYEE_IMPORT_PREVIEW_ROWS,
  type ImportCellProblem,
  type ImportCheck,
  type ImportPreviewRow,
} from '@console/api';
import { DataTable, Pager, type Column, Button, HStack, Heading, Stack, Text } from '@console/ui';
import { useState } from 'react';

const count = new Intl.NumberFormat('en');
/** Rows a page of the preview shows: a screenful of 22 columns. */
const PREVIEW_PAGE = 20;

/** Each problem on its line, in the error colour. */
function ProblemLines({ problems }: { problems: readonly ImportCellProblem[] }) {
  return problems.map((problem) => (
    <Text as="span" key={problem.message} color="fg.error" fontSize="xs">
      {problem.message}
    </Text>
  ));
}

/** A cell's text with its problems under it, in the error colour; an empty cell with a problem says so. */
function PreviewCell({ text, problems }: { text: string; problems: readonly ImportCellProblem[] }) {
  if (problems.length === 0) return <>{text}</>;
  return (
    <Stack gap="0.5" bg="red.subtle" px="1" rounded="sm">
      <Text as="span" fontStyle={text === '' ? 'italic' : undefined}>
        {text === '' ? '(empty)' : text}
      </Text>
      <ProblemLines problems={problems} />
    </Stack>
  );
}

/** The row's number and whether it can be imported, with the problems that belong to no one column. */
function RowState({ row, columns }: { row: ImportPreviewRow; columns: readonly string[] }) {
  const ofRow = row.problems.filter((p) => p.column === null || !columns.includes(p.column));
  const problems = row.problems.length;
  return (
    <Stack gap="0.5">
      <Text as="span" fontWeight="semibold">{`Row ${row.row}`}</Text>
      <Text as="span" fontSize="xs" color={problems ? 'fg.error' : 'green.fg'}>
        {problems === 0 ? 'Can be imported' : problems === 1 ? '1 problem' : `${problems} problems`}
      </Text>
      <ProblemLines problems={ofRow} />
    </Stack>
  );
}

/**
 * The file's rows as the import read them (issue 31): the first 100 and each row with problems
 * after them, every problem under the cell it is about, a page at a time; "Rows with problems"
 * keeps only those.
 */
export function ImportPreview({ check }: { check: ImportCheck }) {
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [page, setPage] = useState(1);
  // Another file's check starts again from its first page, all rows shown.
  const [shownCheck, setShownCheck] = useState(check);
  if (shownCheck !== check) {
    setShownCheck(check);
    setOnlyProblems(false);
    setPage(1);
  }
  const rows = onlyProblems ? check.preview.filter((r) => r.problems.length > 0) : check.preview;
  const shown = rows.slice((page - 1) * PREVIEW_PAGE, page * PREVIEW_PAGE);
  const columns: Column<ImportPreviewRow>[] = [
    { header: 'Row', title: true, cell: (r) => <RowState row={r} columns={check.columns} /> },
    ...check.columns.map((header, index): Column<ImportPreviewRow> => ({
      header,
      // On a phone the card shows who the row is before the rest.
      priority: header === 'Staff ID' ? 1 : header === 'Name' ? 2 : undefined,
      cell: (r) => <PreviewCell text={r.cells[index] ?? ''} problems={r.problems.filter((p) => p.column === header)} />,
    })),
  ];
  const show = (problemsOnly: boolean) => {
    setOnlyProblems(problemsOnly);
    setPage(1);
  };
  const listedProblems = check.preview.filter((r) => r.problems.length > 0).length;
  return (
    <Stack gap="2" as="section" aria-labelledby="import-preview-title">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Heading as="h2" size="md" id="import-preview-title">
          Preview
        </Heading>
        {check.problemCount > 0 && (
          <HStack gap="1" role="group" aria-label="Rows shown">
            <Button size="xs" variant={onlyProblems ? 'outline' : 'solid'} aria-pressed={!onlyProblems} onClick={() => show(false)}>
              All rows
            </Button>
            <Button size="xs" variant={onlyProblems ? 'solid' : 'outline'} aria-pressed={onlyProblems} onClick={() => show(true)}>
              {`Rows with problems (${count.format(listedProblems)})`}
            </Button>
          </HStack>
        )}
      </HStack>
      {check.preview.length < check.rows && (
        <Text fontSize="sm" color="fg.muted">
          {`${count.format(check.preview.length)} of ${count.format(check.rows)} rows shown: the first ${count.format(EMPLOYEE_IMPORT_PREVIEW_ROWS)}, then ${
            listedProblems < check.problemCount ? `the first ${count.format(EMPLOYEE_IMPORT_MAX_PROBLEMS)} rows` : 'the rows'
          } with problems. Every row is checked and counted.`}
        </Text>
      )}
      <DataTable caption="Rows in the file" columns={columns} rows={shown} rowKey={(r) => r.row} />
      {rows.length > PREVIEW_PAGE && <Pager page={page} total={rows.length} pageSize={PREVIEW_PAGE} onChange={setPage} />}
    </Stack>
  );
}
