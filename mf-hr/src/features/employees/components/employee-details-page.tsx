import { Avatar, Box, Button, DataList, HStack, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { P, usePermission, type EmployeeDetails } from '@console/api';
import { CANCEL_TO_LIST, DialogButton, RecordTabs, Screen, formatDate } from '@console/ui';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useGetEmployeeQuery } from '../api/get-employee';
import { AddPromotionForm, ChangeStaffIdForm, EditEmployeeForm, UpdateStatusForm } from './employee-actions';
import { EmployeeHistories } from './employee-histories';
import { employeeStatusText } from './status-text';

// Calendar dates are stored at UTC midnight: shown in UTC so they never move a day.
const day = (seconds: number | null) => formatDate(seconds, 'UTC');
const SEX = { m: 'Male', f: 'Female' } as const;

function Facts({ title, facts }: { title: string; facts: Array<[string, ReactNode]> }) {
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm">
        {facts.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value === '' || value === null ? '—' : value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

function EmployeeView({ employee }: { employee: EmployeeDetails }) {
  const canPromote = usePermission(P.ADD_PROMOTION);
  const canChangeStaffId = usePermission(P.CHANGE_STAFF_ID);
  const canUpdateStatus = usePermission(P.UPDATE_EMPLOYEE_STATUS);
  const canEdit = usePermission(P.EDIT_EMPLOYEE);
  const canUploadPhoto = usePermission(P.UPLOAD_EMPLOYEE_PHOTO);
  return (
    <Stack gap="8">
      <HStack gap="2" flexWrap="wrap">
        <Button asChild variant="outline">
          <Link to="print">Print</Link>
        </Button>
        {canPromote && (
          <DialogButton label="Add Promotion" title="Add Promotion">
            <AddPromotionForm employee={employee} />
          </DialogButton>
        )}
        {canChangeStaffId && (
          <DialogButton label="Change Staff ID" title="Change Staff ID">
            <ChangeStaffIdForm employee={employee} />
          </DialogButton>
        )}
        {canUpdateStatus && (
          <DialogButton label="Update Status" title="Update Status">
            <UpdateStatusForm employee={employee} />
          </DialogButton>
        )}
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
        <Facts
          title="Personal Data"
          facts={[
            ['Name', employee.name],
            ['Sex', SEX[employee.sex]],
            ['Date of Birth', day(employee.dob)],
            ['Phone', employee.phone],
            ['Email', employee.email],
            ['Address', employee.address],
            ['Next of Kin', employee.nextOfKinName],
            ['Next of Kin Phone', employee.nextOfKinPhone],
            ['Nationality', employee.nationality.name],
            ['LGA', `${employee.lga.name}, ${employee.lga.state}`],
          ]}
        />
        <Facts
          title="Job Data"
          facts={[
            ['Staff ID', employee.staffId],
            ['Conf. File ID', employee.confidentialFileId],
            ['Status', employeeStatusText(employee)],
            ['Department', employee.department.name],
            ['Current Designation', employee.position],
            ['Salary Grade Level', employee.salaryGradeLevel],
            ['Qualifications', employee.qualifications],
            ['Appointment Date', day(employee.appointmentDate)],
            ['First Promotion', day(employee.firstPromotionDate)],
            ['Last Promotion', day(employee.lastPromotionDate)],
          ]}
        />
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
