import { customerCalls, noticeCalls } from '@console/api';
import { mutationOf, queryOf } from '@console/ui';
import { internetApi } from '../../../api/internet-api';

const TEXTS = [{ type: 'Notice' as const, id: 'TEXTS' }];
const SETTINGS = [{ type: 'Notice' as const, id: 'SETTINGS' }];

/** The notices' texts, settings and preview, and what a subscriber was sent. */
export const noticesApi = internetApi.injectEndpoints({
  endpoints: (build) => ({
    noticeTemplates: queryOf(build, noticeCalls.templates, { providesTags: TEXTS }),
    saveNoticeTemplate: mutationOf(build, noticeCalls.saveTemplate, { invalidatesTags: TEXTS }),
    noticePreview: queryOf(build, noticeCalls.preview),
    noticeSettings: queryOf(build, noticeCalls.settings, { providesTags: SETTINGS }),
    saveNoticeSettings: mutationOf(build, noticeCalls.saveSettings, { invalidatesTags: SETTINGS }),
    // A notice is sent by the server's jobs, not by the console: the tab asks again each time it opens.
    customerNotices: queryOf(build, noticeCalls.ofCustomer, { arg: (id: string) => ({ id }) }),
    // The subscribers a preview may be filled with, found by their network username.
    previewSubscribers: queryOf(build, customerCalls.list, {
      arg: (username: string) => ({ offset: 0, limit: 8, criteria: { username }, sort: { column: 'username', direction: 'asc' as const } }),
    }),
  }),
});

export const {
  useNoticeTemplatesQuery,
  useSaveNoticeTemplateMutation,
  useNoticePreviewQuery,
  useNoticeSettingsQuery,
  useSaveNoticeSettingsMutation,
  useCustomerNoticesQuery,
  usePreviewSubscribersQuery,
} = noticesApi;
