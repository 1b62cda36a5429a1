import { P, usePermission, type EmployeeDetails } from '@console/api';
import { CANCEL_TO_LIST, DialogButton, RecordTabs, Screen, Avatar, Box, Button, DataList, HStack, Heading, SimpleGrid, Stack } from '@console/ui';
import { Link, useParams } from 'react-router-dom';
import { useGetEmployeeQuery } from '../api/employees-api';
import { AddPromotionForm, ChangeStaffIdForm, EditEmployeeForm, UpdateStatusForm } from './employee-actions';
import { employeeFacts, factText, type Fact } from './employee-facts';
import { EmployeeHistories } from './employee-histories';

function Facts({ title, facts }: { title: string; facts: Fact[] }) {
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm">
        {facts.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
            <DataList.ItemValue>{factText(value)}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

/** The side actions a dialog form does, each shown to whoever holds its permission. */
const DIALOG_ACTIONS = [
  { permission: P.ADD_PROMOTION, label: 'Add Promotion', Form: AddPromotionForm },
  { permission: P.CHANGE_STAFF_ID, label: 'Change Staff ID', Form: ChangeStaffIdForm },
  { permission: P.UPDATE_EMPLOYEE_STATUS, label: 'Update Status', Form: UpdateStatusForm },
];

function DialogAction({ action: { permission, label, Form }, employee }: { action: (typeof DIALOG_ACTIONS)[number]; employee: EmployeeDetails }) {
  if (!usePermission(permission)) return null;
  return (
    <DialogButton label={label} title={label}>
      <Form employee={employee} />
    </DialogButton>
  );
}

function EmployeeView({ employee }: { employee: EmployeeDetails }) {
  const canEdit = usePermission(P.EDIT_EMPLOYEE);
  const canUploadPhoto = usePermission(P.UPLOAD_EMPLOYEE_PHOTO);
  const facts = employeeFacts(employee, { onPaper: false });
  return (
    <Stack gap="8">
      <HStack gap="2" flexWrap="wrap">
        <Button asChild variant="outline">
          <Link to="print">Print</Link>
        </Button>
        {DIALOG_ACTIONS.map((action) => (
          <DialogAction key={action.label} action={action} employee={employee} />
        ))}
        {canEdit && (
          <DialogButton label="Edit Data" title="Edit Info" colorPalette="blue">
            <EditEmployeeForm employee={employee} canUploadPhoto={canUploadPhoto} />
          </DialogButton>
        )}
      </HStack>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="8" alignItems="start">
        <Box>
          <Avatar.Root size="2xl" boxSize="40" shape="rounded">
            {/* Without a name the fallback is the default avatar, not initials. */}
            <Avatar.Fallback />
            {employee.photo && <Avatar.Image src={employee.photo} alt={`Photo of ${employee.name}`} />}
          </Avatar.Root>
        </Box>
        <Facts title="Personal Data" facts={facts.personal} />
        <Facts title="Job Data" facts={facts.job} />
      </SimpleGrid>
      <EmployeeHistories employee={employee} />
    </Stack>
  );
}

/** Employee Details (spec 2): personal and job data, the photo, the promotions and histories, and the four buttons by permission. */
export function EmployeeDetailsPage() {
  const { id = '' } = useParams();
  const { data, isLoading, error } = useGetEmployeeQuery(id);
  return (
    <Screen title="Employee Details" loading={isLoading} error={error} backTo={CANCEL_TO_LIST}>
      {data && (
        <RecordTabs entity="Employee" id={data.employee.id}>
          <EmployeeView employee={data.employee} />
        </RecordTabs>
      )}
    </Screen>
  );
}
