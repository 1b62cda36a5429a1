import { NumberField, PasswordField, TextField } from '@console/ui';

/** A FreeRADIUS client: its address or host name, display name, ports, CoA port and shared secret. */
export function NasFields() {
  return (
    <>
      <TextField name="shortname" label="Name" autoComplete="off" required />
      <TextField name="nasname" label="IP Address" autoComplete="off" required helperText="IP address or host name of the NAS" />
      <NumberField name="ports" label="Port" required />
      <NumberField name="coaPort" label="CoA Port" required helperText="Where the NAS takes Disconnect and CoA requests (RFC 5176); MikroTik: 3799" />
      <PasswordField name="secret" label="Secret" autoComplete="new-password" required helperText="The RADIUS shared secret" />
      <TextField name="description" label="Description" autoComplete="off" required />
    </>
  );
}
