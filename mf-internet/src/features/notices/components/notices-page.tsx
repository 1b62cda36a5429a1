import { Screen, Heading, Stack } from '@console/ui';
import { useNoticeSettingsQuery, useNoticeTemplatesQuery } from '../api/notices-api';
import { NoticeSettingsForm } from './notice-settings-form';
import { NoticeTextEditor } from './notice-text-editor';

/** Notices (Internet menu): each notice's text per channel with its preview, then the channels and quiet hours. */
export function NoticesPage() {
  const texts = useNoticeTemplatesQuery();
  const settings = useNoticeSettingsQuery();
  return (
    <Screen title="Notices" loading={texts.isLoading || settings.isLoading} error={texts.error ?? settings.error}>
      <Stack gap="8">
        <Stack gap="4" as="section" aria-labelledby="notice-texts">
          <Heading as="h2" size="md" id="notice-texts">
            Texts
          </Heading>
          {texts.data && <NoticeTextEditor templates={texts.data.templates} />}
        </Stack>
        <Stack gap="4" as="section" aria-labelledby="notice-settings">
          <Heading as="h2" size="md" id="notice-settings">
            Channels and quiet hours
          </Heading>
          {settings.data && <NoticeSettingsForm settings={settings.data.settings} />}
        </Stack>
      </Stack>
    </Screen>
  );
}
