import { noticePreviewRequest, type BodyOf, type noticeCalls } from '@console/api';
import { FieldFrame, errorMessage, Box, Input, NativeSelect, Stack, Text } from '@console/ui';
import { useEffect, useState } from 'react';
import { useNoticePreviewQuery, usePreviewSubscribersQuery } from '../api/notices-api';

type Text = Omit<BodyOf<typeof noticeCalls.preview>, 'customerId'>;

/** A value that settles: the last of quick changes, `ms` after the last (a preview is not asked at every key). */
function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The subscriber a preview is filled with: the sample one, or one found by network username. */
function PreviewFor({ customerId, onChange }: { customerId: string; onChange: (id: string) => void }) {
  const [username, setUsername] = useState('');
  const typed = useSettled(username.trim());
  const { data } = usePreviewSubscribersQuery(typed, { skip: typed.length < 2 });
  const found = typed.length < 2 ? [] : (data?.customers ?? []);
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'end' }}>
      <FieldFrame label="Find a subscriber" helperText="Network username, 2 letters or more">
        <Input value={username} onChange={(event) => setUsername(event.target.value)} autoComplete="off" />
      </FieldFrame>
      <FieldFrame label="Preview for">
        <NativeSelect.Root>
          <NativeSelect.Field value={customerId} onChange={(event) => onChange(event.target.value)}>
            <option value="">Sample subscriber (Ada Obi)</option>
            {found.map((customer) => (
              <option key={customer.id} value={customer.id}>
                {customer.name} ({customer.username})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FieldFrame>
    </Stack>
  );
}

/**
 * The text as the server will send it, filled with the sample values or with the chosen subscriber's
 * (their name and username; the event's own values are samples). Asked once the typing settles, and
 * only for a text the form accepts: an unknown placeholder is said at its field instead.
 */
export function NoticePreview({ text, valid }: { text: Text; valid: boolean }) {
  const [customerId, setCustomerId] = useState('');
  const request = useSettled({ ...text, customerId: customerId || null });
  const checked = noticePreviewRequest.safeParse(request).success;
  const { data, error, isFetching } = useNoticePreviewQuery(request, { skip: !valid || !checked });
  return (
    <Stack gap="3" as="section" aria-label="Preview">
      <Text fontWeight="semibold">Preview</Text>
      <PreviewFor customerId={customerId} onChange={setCustomerId} />
      <Box borderWidth="1px" borderRadius="md" padding="3" bg="bg.subtle" aria-busy={isFetching} data-testid="notice-preview">
        {!valid ? (
          <Text color="fg.muted">Correct the text to see it filled in.</Text>
        ) : error ? (
          <Text color="fg.error">{errorMessage(error)}</Text>
        ) : (
          <Stack gap="2">
            {text.channel === 'email' && <Text fontWeight="semibold">{data?.subject ?? ''}</Text>}
            <Text whiteSpace="pre-wrap">{data?.body ?? ''}</Text>
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
