import { z } from 'zod';
import { noticeDeliveryAnswer, noticePreviewAnswer, noticeSettingsAnswer, noticeTemplateAnswer } from '../../answers/notices';
import { idRequest } from '../../schemas/common';
import { NOTICE_ACCESS, noticePreviewRequest, noticeSettingsUpdate, noticeTemplateUpdate } from '../../schemas/notices';
import { defineCall } from '../define-call';

/** The number of a subscriber's notices the Notices tab lists, newest first. */
export const CUSTOMER_NOTICES_SHOWN = 200;

/** Notices (docs/portal.md "Notices"): their texts, channels and quiet hours, and what a subscriber was sent. */
export const noticeCalls = {
  templates: defineCall({
    method: 'GET',
    path: '/services/notices/templates',
    access: { anyOf: NOTICE_ACCESS.view },
    summary: "Notices: every kind's text per channel (the staff's or the default) and the placeholders it may use",
    reads: true,
    message: 'OK',
    answer: z.object({ templates: z.array(noticeTemplateAnswer) }),
  }),
  saveTemplate: defineCall({
    path: '/services/notices/template/update',
    access: { anyOf: NOTICE_ACCESS.texts },
    summary: "Notices: save a kind's text for one channel (unknown placeholders refused)",
    reads: false,
    message: 'Notice text saved',
    body: noticeTemplateUpdate,
    answer: z.object({ template: noticeTemplateAnswer }),
  }),
  preview: defineCall({
    path: '/services/notices/preview',
    access: { anyOf: NOTICE_ACCESS.view },
    summary: "Notices: a text filled with sample values, or with a subscriber's",
    reads: true,
    message: 'OK',
    body: noticePreviewRequest,
    answer: noticePreviewAnswer,
  }),
  settings: defineCall({
    method: 'GET',
    path: '/services/notices/settings',
    access: { anyOf: NOTICE_ACCESS.view },
    summary: 'Notices: the SMS gateway, the default sender id, quiet hours and how early a plan end is told',
    reads: true,
    message: 'OK',
    answer: z.object({ settings: noticeSettingsAnswer }),
  }),
  saveSettings: defineCall({
    path: '/services/notices/settings/update',
    access: { anyOf: NOTICE_ACCESS.settings },
    summary: 'Notices: save the SMS gateway, the default sender id, quiet hours and how early a plan end is told',
    reads: false,
    message: 'Notice settings saved',
    body: noticeSettingsUpdate,
    answer: z.object({ settings: noticeSettingsAnswer }),
  }),
  ofCustomer: defineCall({
    path: '/services/internet/customer/notices',
    access: { anyOf: NOTICE_ACCESS.ofCustomer },
    summary: `Customer: the notices sent or to be sent, newest first (the latest ${CUSTOMER_NOTICES_SHOWN}), with their state and failure reason`,
    reads: true,
    message: 'OK',
    body: idRequest,
    answer: z.object({ notices: z.array(noticeDeliveryAnswer) }),
  }),
};
