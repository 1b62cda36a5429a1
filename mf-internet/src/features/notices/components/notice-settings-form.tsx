import {
  NOTICE_ACCESS,
  SMS_METHODS,
  noticeSettingsUpdate,
  usePermission,
  validatorFrom,
  type BodyOf,
  type NoticeSettings,
  type noticeCalls,
} from '@console/api';
import { FormShell, NumberField, SelectField, TextAreaField, TextField, Stack, Text } from '@console/ui';
import { useMemo } from 'react';
import { useSaveNoticeSettingsMutation } from '../api/notices-api';

type SettingsBody = BodyOf<typeof noticeCalls.saveSettings>;

const validate = validatorFrom(noticeSettingsUpdate);
const METHODS = SMS_METHODS.map((value) => ({ value, label: value }));
const GATEWAY_HELP = '{recipient} (234XXXXXXXXXX), {sender} (the sender id) and {text} (the notice) are filled per message';

/**
 * How notices go out: when a plan's end is told, the quiet hours, and the SMS gateway (any HTTP API:
 * its address, method, headers and body with the placeholders). Email goes through the server's SMTP.
 */
export function NoticeSettingsForm({ settings }: { settings: NoticeSettings }) {
  const [save] = useSaveNoticeSettingsMutation();
  const canEdit = usePermission(...NOTICE_ACCESS.settings);
  const { emailConfigured, timeZone } = settings;
  // The form's fields: what the environment decides is shown, not sent.
  const initialValues = useMemo(() => {
    const { emailConfigured: _email, timeZone: _zone, ...fields } = settings;
    return fields;
  }, [settings]);
  return (
    <fieldset disabled={!canEdit}>
      <FormShell<SettingsBody, unknown>
        validate={validate}
        initialValues={initialValues}
        onSave={(values) => save(values).unwrap()}
        successText="Notice settings saved"
        submitLabel="Save settings"
      >
        <Text color="fg.muted" fontSize="sm">
          {emailConfigured
            ? 'Email notices go through the SMTP server the console sends its mail with (SMTP_URL).'
            : 'No SMTP server is set (SMTP_URL): email notices are written to the outbox only, and shown as not sent.'}
        </Text>
        <NumberField name="endsSoonDays" label="Tell a plan's end this many days before" required helperText="1 to 30 days" />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          <TextField name="quietFrom" label="Quiet hours from" type="time" required helperText={`In ${timeZone}; notices wait until they end`} />
          <TextField name="quietUntil" label="Quiet hours until" type="time" required helperText="The same time as From: no quiet hours" />
        </Stack>
        <TextField
          name="smsSender"
          label="Default SMS sender id"
          helperText="A sale point's own sender id comes first; without either, the ISP's name"
        />
        <TextField
          name="smsUrl"
          label="SMS gateway address"
          placeholder="https://api.example.com/sms/send"
          helperText={`Empty: no SMS is sent. ${GATEWAY_HELP}, URL-encoded.`}
        />
        <SelectField name="smsMethod" label="Method" options={METHODS} required />
        <TextAreaField
          name="smsHeaders"
          label="Headers"
          rows={3}
          placeholder={'Content-Type: application/json\nAuthorization: Bearer YOUR-KEY'}
          helperText="One a line, as Name: value"
        />
        <TextAreaField
          name="smsBody"
          label="Body"
          rows={4}
          placeholder={'{"to":"{recipient}","from":"{sender}","sms":"{text}","api_key":"YOUR-KEY"}'}
          helperText={`For POST. ${GATEWAY_HELP}: JSON-escaped in a JSON body, URL-encoded in a form body.`}
        />
      </FormShell>
    </fieldset>
  );
}
