import {
  CUSTOMER_ACCESS,
  DEVICE_BINDING_NAMES,
  DEVICE_BINDINGS,
  customerDevicesUpdate,
  usePermission,
  validatorFrom,
  type AnswerOf,
  type Customer,
  type CustomerDevices,
  type CustomerDevicesUpdate,
  type deviceCalls,
} from '@console/api';
import {
  ConfirmDialog,
  FormShell,
  ResultBanner,
  SelectField,
  SpinnerOverlay,
  TextAreaField,
  TextField,
  errorMessage,
  Box,
  Button,
  HStack,
  Text,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { dateAndTime } from '../../sessions';
import { useClearCustomerDeviceMutation, useCustomerDevicesQuery, useUpdateCustomerDevicesMutation } from '../api/devices-api';

const validate = validatorFrom(customerDevicesUpdate);
const BINDING_OPTIONS = DEVICE_BINDINGS.map((binding) => ({ value: binding, label: DEVICE_BINDING_NAMES[binding] }));

/** The learned device and staff's way to forget it (audited in the subscriber's history). */
function LearnedDevice({ devices, canEdit }: { devices: CustomerDevices; canEdit: boolean }) {
  const [clear, { isLoading, error, isSuccess }] = useClearCustomerDeviceMutation();
  const [asking, setAsking] = useState(false);
  const { learned } = devices;
  return (
    <Box borderWidth="1px" borderRadius="md" padding={4} marginBottom={4}>
      <Text fontWeight="semibold">Bound device</Text>
      {isSuccess && !learned && <ResultBanner status="success">Binding cleared: the next login binds to its device.</ResultBanner>}
      {learned ? (
        <HStack justify="space-between" flexWrap="wrap" gap={2}>
          <Text>
            {learned.mac.toUpperCase()}, learned {dateAndTime(learned.at)}
          </Text>
          {canEdit && (
            <Button size="sm" variant="outline" onClick={() => setAsking(true)}>
              Clear binding
            </Button>
          )}
        </HStack>
      ) : (
        <Text color="fg.muted">
          {devices.deviceBinding === 'first' ? 'None yet: the next login binds to its device.' : 'None: the login is not bound to its first device.'}
        </Text>
      )}
      <ConfirmDialog
        open={asking}
        title="Clear binding"
        confirmLabel="Clear"
        message={`Forget ${learned?.mac.toUpperCase() ?? 'the device'}? The next login binds to its own device.`}
        busy={isLoading}
        error={error ? errorMessage(error) : undefined}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          clear({ id: devices.id, updated: devices.updated })
            .unwrap()
            .then(() => setAsking(false))
            .catch(() => undefined)
        }
      />
    </Box>
  );
}

/**
 * A subscriber's static address and the devices its login may come from (docs/radius.md "Devices"):
 * any, the first one seen, or the MACs listed.
 */
export function CustomerDevicesTab({ customer }: { customer: Customer }) {
  const { data, isLoading, error } = useCustomerDevicesQuery(customer.id);
  const [update] = useUpdateCustomerDevicesMutation();
  const canEdit = usePermission(...CUSTOMER_ACCESS.modifyCustomer);
  const devices = data?.devices;
  const initialValues = useMemo(
    () =>
      devices && {
        id: devices.id,
        updated: devices.updated,
        staticIp: devices.staticIp,
        deviceBinding: devices.deviceBinding,
        macAddresses: devices.macAddresses.join('\n'),
      },
    [devices],
  );
  if (error) return <ResultBanner status="error">{errorMessage(error)}</ResultBanner>;
  if (isLoading || !devices || !initialValues) return <SpinnerOverlay />;
  return (
    <>
      <LearnedDevice devices={devices} canEdit={canEdit} />
      <fieldset disabled={!canEdit}>
        <FormShell<CustomerDevicesUpdate, AnswerOf<typeof deviceCalls.update>>
          validate={validate}
          initialValues={initialValues}
          onSave={(values) => update({ ...values, id: devices.id, updated: devices.updated }).unwrap()}
          successText="Updated successfully"
        >
          <TextField
            name="staticIp"
            label="Static IP Address"
            autoComplete="off"
            helperText="Framed-IP-Address of every session, e.g. 10.20.0.15, in the NAS's pool's network; one subscriber per address. Empty for the pool's choice"
          />
          <SelectField
            name="deviceBinding"
            label="Devices"
            options={BINDING_OPTIONS}
            required
            helperText="Which devices the login may come from (their MAC, Calling-Station-Id); another is refused"
          />
          <TextAreaField
            name="macAddresses"
            label="MAC Addresses"
            placeholder={'AA:BB:CC:DD:EE:FF\nAA-BB-CC-DD-EE-00'}
            helperText="One a line, for 'Only the MAC addresses listed': AA:BB:CC:DD:EE:FF, AA-BB-CC-DD-EE-FF or aabb.ccdd.eeff; up to 20"
          />
        </FormShell>
      </fieldset>
    </>
  );
}
