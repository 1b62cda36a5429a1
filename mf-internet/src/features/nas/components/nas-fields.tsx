import { NAS_SECRET_MIN_LENGTH, NAS_VENDOR_NAMES, NAS_VENDORS } from '@console/api';
import { CheckboxField, NumberField, PasswordField, SelectField, TextField } from '@console/ui';

const VENDOR_OPTIONS = NAS_VENDORS.map((vendor) => ({ value: vendor, label: NAS_VENDOR_NAMES[vendor] }));

/** What the vendor changes, beside the select (docs/radius.md "Vendors"). */
export const NAS_VENDOR_HELP =
  "Which attributes this NAS's Access-Accepts carry for a profile's rate and pool: MikroTik's Mikrotik-Rate-Limit and " +
  'Framed-Pool, WISPr or UniFi bandwidth, ChilliSpot or pfSense bandwidth, or Cisco-AVPair';

/** What switching Message-Authenticator off risks, beside the checkbox (docs/radius.md). */
export const MESSAGE_AUTHENTICATOR_RISK =
  'Leave on. Turn off only for a NAS too old to send Message-Authenticator: without it, whoever can alter ' +
  "this NAS's RADIUS traffic can forge an Access-Accept (Blast-RADIUS, CVE-2024-3596), and a login by CHAP " +
  'or MS-CHAP with a wrong shared secret is not noticed.';

/** Why the shared secret is long, beside the field (docs/internet.md, NAS). */
export const NAS_SECRET_HELP =
  `The RADIUS shared secret, the same on the NAS: at least ${NAS_SECRET_MIN_LENGTH} characters, long and random ` +
  '(RFC 6614 and the Blast-RADIUS advice), since a short one can be worked out from captured RADIUS traffic. ' +
  'A NAS saved with a shorter one keeps it until it is changed.';

/**
 * A FreeRADIUS client: its address or host name, vendor, display name, ports, CoA port, shared secret, and
 * whether its Access-Requests must carry Message-Authenticator.
 */
export function NasFields() {
  return (
    <>
      <TextField name="shortname" label="Name" autoComplete="off" required />
      <TextField name="nasname" label="IP Address" autoComplete="off" required helperText="IP address or host name of the NAS" />
      <SelectField name="vendor" label="Vendor" options={VENDOR_OPTIONS} required helperText={NAS_VENDOR_HELP} />
      <NumberField
        name="ports"
        label="Port"
        required
        helperText="How many ports (user sessions at a time) the NAS has, 1 to 6,000: FreeRADIUS's nas.ports, not a network port number"
      />
      <NumberField name="coaPort" label="CoA Port" required helperText="Where the NAS takes Disconnect and CoA requests (RFC 5176); MikroTik: 3799" />
      <PasswordField name="secret" label="Secret" autoComplete="new-password" required helperText={NAS_SECRET_HELP} />
      <TextField name="description" label="Description" autoComplete="off" required />
      <CheckboxField name="requireMessageAuthenticator" label="Require Message-Authenticator" helperText={MESSAGE_AUTHENTICATOR_RISK} />
    </>
  );
}
