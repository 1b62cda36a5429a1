import {
  NOTICE_ACCESS,
  NOTICE_CHANNELS,
  NOTICE_KIND_NAMES,
  NOTICE_SMS_MAX,
  noticeTemplateUpdate,
  usePermission,
  validatorFrom,
  type BodyOf,
  type NoticeChannel,
  type NoticeKind,
  type NoticeTemplate,
  type noticeCalls,
} from '@console/api';
import {
  CheckboxField,
  ChoiceSelect,
  FieldFrame,
  FormShell,
  TextAreaField,
  TextField,
  choicesOf,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from '@console/ui';
import { useCallback, useEffect, useState } from 'react';
import { useFormState } from 'react-final-form';
import { useSaveNoticeTemplateMutation } from '../api/notices-api';
import { NoticePreview } from './notice-preview';

type TextBody = BodyOf<typeof noticeCalls.saveTemplate>;

const validate = validatorFrom(noticeTemplateUpdate);
const CHANNEL_NAMES: Record<NoticeChannel, string> = { email: 'Email', sms: 'SMS' };

/** Tells the page what the form holds now, for the preview beside it, and counts an SMS's characters. */
function LiveText({ onChange, sms }: { onChange: (text: TextBody, valid: boolean) => void; sms: boolean }) {
  const { values, valid } = useFormState<TextBody>({ subscription: { values: true, valid: true } });
  useEffect(() => onChange(values, valid === true), [values, valid, onChange]);
  if (!sms) return null;
  return (
    <Text fontSize="sm" color="fg.muted" textAlign="end">
      {(values.body ?? '').length} of {NOTICE_SMS_MAX} characters
    </Text>
  );
}

/** The chosen notice's text on the chosen channel, saved by holders of Edit notice texts, and its preview. */
function TextForm({ template }: { template: NoticeTemplate }) {
  const [save] = useSaveNoticeTemplateMutation();
  const canEdit = usePermission(...NOTICE_ACCESS.texts);
  const { kind, channel, enabled, subject, body } = template;
  const [live, setLive] = useState({ text: { kind, channel, enabled, subject, body } as TextBody, valid: true });
  const onChange = useCallback((text: TextBody, valid: boolean) => setLive({ text, valid }), []);
  const email = channel === 'email';
  const placeholders = `Placeholders: ${template.placeholders.map((name) => `{${name}}`).join(', ')}`;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      <fieldset disabled={!canEdit} style={{ minWidth: 0 }}>
        <FormShell<TextBody, unknown>
          validate={validate}
          initialValues={{ kind, channel, enabled, subject, body }}
          onSave={(values) => save(values).unwrap()}
          successText="Notice text saved"
          submitLabel="Save text"
        >
          <CheckboxField name="enabled" label={`Send this notice by ${email ? 'email' : 'SMS'}`} />
          {email && <TextField name="subject" label="Subject" required helperText={placeholders} />}
          <TextAreaField name="body" label="Text" required rows={email ? 8 : 4} helperText={placeholders} />
          <LiveText onChange={onChange} sms={!email} />
        </FormShell>
      </fieldset>
      <NoticePreview text={live.text} valid={live.valid} />
    </SimpleGrid>
  );
}

/**
 * The notices' texts: a notice and a channel chosen, its text with the placeholders it may use, and
 * a preview. Each kind of notice has a text per channel (docs/portal.md "Notices").
 */
export function NoticeTextEditor({ templates }: { templates: readonly NoticeTemplate[] }) {
  const [kind, setKind] = useState<NoticeKind>('plan_ends_soon');
  const [channel, setChannel] = useState<NoticeChannel>('sms');
  const template = templates.find((t) => t.kind === kind && t.channel === channel);
  return (
    <Stack gap="4">
      <HStack gap="4" flexWrap="wrap" align="end" role="group" aria-label="Which notice">
        <FieldFrame label="Notice">
          <ChoiceSelect label="Notice" choices={choicesOf(NOTICE_KIND_NAMES)} value={kind} onChange={(value) => setKind(value as NoticeKind)} />
        </FieldFrame>
        <FieldFrame label="Channel">
          <ChoiceSelect
            label="Channel"
            choices={NOTICE_CHANNELS.map((value) => ({ value, label: CHANNEL_NAMES[value] }))}
            value={channel}
            onChange={(value) => setChannel(value as NoticeChannel)}
          />
        </FieldFrame>
      </HStack>
      {template && <TextForm key={`${kind}/${channel}`} template={template} />}
    </Stack>
  );
}
