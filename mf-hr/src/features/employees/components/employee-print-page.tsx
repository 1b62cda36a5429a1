import { employeeStatusName, type EmployeeDetails } from '@console/api';
import { Screen, errorMessage, formatDate, LinkButton, Box, Button, HStack, Heading, Image, SimpleGrid, Stack, Table, Text } from '@console/ui';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useGetEmployeeQuery } from '../api/employees-api';
import { day, employeeFacts, factText, type Fact } from './employee-facts';

const RECORD_ID = 'employee-record';

/**
 * On paper only the record: everything that neither is the record, holds it or sits inside it is
 * dropped (the shell's menu and header, this page's buttons), and what holds it loses its layout
 * (the shell's grid would otherwise keep the menu's column). The remote cannot name the shell's
 * elements, so the rule is written from the record outwards.
 */
const PRINT_CSS = `
@media print {
  @page { size: A4; margin: 14mm; }
  body *:not(:has(#${RECORD_ID})):not(#${RECORD_ID}):not(#${RECORD_ID} *) { display: none !important; }
  :has(> #${RECORD_ID}), :has(#${RECORD_ID}) {
    display: block !important; position: static !important; margin: 0 !important; padding: 0 !important; border: 0 !important;
    width: auto !important; max-width: none !important; height: auto !important; min-height: 0 !important; overflow: visible !important;
    background: none !important; box-shadow: none !important;
  }
  #${RECORD_ID} { color: black; font-size: 11pt; }
}`;

function FactTable({ title, facts }: { title: string; facts: Fact[] }) {
  return (
    <Stack gap="2" css={{ breakInside: 'avoid' }}>
      <Heading as="h2" size="sm" borderBottomWidth="1px" pb="1">
        {title}
      </Heading>
      <Table.Root size="sm" variant="line">
        <Table.Body>
          {facts.map(([label, value]) => (
            <Table.Row key={label}>
              <Table.Cell fontWeight="semibold" width="45%" py="1">
                {label}
              </Table.Cell>
              <Table.Cell py="1">{factText(value)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

function HistoryTable({ title, headers, rows, empty }: { title: string; headers: string[]; rows: ReactNode[][]; empty: string }) {
  return (
    <Stack gap="2" css={{ breakInside: 'avoid' }}>
      <Heading as="h2" size="sm" borderBottomWidth="1px" pb="1">
        {title}
      </Heading>
      {rows.length === 0 ? (
        <Text fontSize="sm">{empty}</Text>
      ) : (
        <Table.Root size="sm" variant="line">
          <Table.Header>
            <Table.Row>
              {headers.map((header) => (
                <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((cells, index) => (
              <Table.Row key={index}>
                {cells.map((cell, column) => (
                  <Table.Cell key={headers[column]}>{cell}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}

/** The record as it goes on paper: photo and name, personal and job data, promotions and status changes. */
function EmployeeRecord({ employee }: { employee: EmployeeDetails }) {
  const facts = employeeFacts(employee, { onPaper: true });
  return (
    <Stack id={RECORD_ID} gap="5" maxW="4xl" bg="bg" p={{ base: '0', md: '6' }} borderWidth={{ base: '0', md: '1px' }} rounded="md">
      <HStack gap="5" alignItems="flex-start">
        {employee.photo ? (
          <Image src={employee.photo} alt={`Photo of ${employee.name}`} boxSize="32" objectFit="cover" rounded="md" borderWidth="1px" />
        ) : (
          <Box boxSize="32" borderWidth="1px" rounded="md" display="flex" alignItems="center" justifyContent="center" color="fg.muted" fontSize="sm">
            No photo
          </Box>
        )}
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            Employee Record
          </Text>
          <Heading as="h2" size="xl">
            {employee.name}
          </Heading>
          <Text>{`Staff ID ${employee.staffId} · ${employee.department.name}`}</Text>
          <Text fontSize="sm" color="fg.muted">{`Printed ${formatDate(Math.floor(Date.now() / 1000))}`}</Text>
        </Stack>
      </HStack>
      {/* Chakra's breakpoints are screen queries: on paper (A4 is wider than 36em) the two columns are asked for by name. */}
      <SimpleGrid
        columns={{ base: 1, md: 2 }}
        gap="6"
        css={{ '@media print and (min-width: 36em)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <FactTable title="Personal Data" facts={facts.personal} />
        <FactTable title="Job Data" facts={facts.job} />
      </SimpleGrid>
      <HistoryTable
        title="Promotions"
        headers={['Date', 'SGL', 'Designation', 'Previous SGL', 'Remark']}
        rows={employee.promotions
          .filter((p) => !p.voided)
          .map((p) => [day(p.promotionDate), p.salaryGradeLevel, p.designation, p.previousSalaryGradeLevel, p.remark])}
        empty="No promotions."
      />
      <HistoryTable
        title="Status History"
        headers={['Effective', 'From', 'To', 'Reason']}
        rows={employee.statusHistory
          .filter((s) => !s.voided)
          .map((s) => [day(s.effectiveDate), employeeStatusName(s.previousStatus), employeeStatusName(s.status), s.reason])}
        empty="No status changes."
      />
    </Stack>
  );
}

/** The printable employee record (issue 16): opened by Print on the details page; its Print button prints only the record. */
export function EmployeePrintPage() {
  const { id = '' } = useParams();
  const { data, isLoading, error } = useGetEmployeeQuery(id);
  return (
    <Screen
      title="Print Employee Record"
      action={
        <HStack gap="2">
          <LinkButton to=".." variant="outline">
            Back to details
          </LinkButton>
          <Button colorPalette="blue" disabled={!data} onClick={() => window.print()}>
            Print
          </Button>
        </HStack>
      }
      loading={isLoading}
      error={errorMessage(error)}
    >
      <style>{PRINT_CSS}</style>
      {data && <EmployeeRecord employee={data.employee} />}
    </Screen>
  );
}
