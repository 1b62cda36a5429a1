import { P } from '@console/api';
import { bodyRowTexts } from '@console/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { formatDate, formatTime } from '@console/ui';
import { mockCustomersApi } from '../../../testing/customers-mock-handlers';
import { mockInternetApi } from '../../../testing/internet-mock-api';
import { mockNoticesApi, noticeRow } from '../../../testing/notices-mock-handlers';
import { T0 } from '../../../testing/recorded-calls';
import { renderArea } from '../../../testing/render-area';

const ADA = 'cus-0000-7000-8000-000000000001';
const at = (seconds: number) => `${formatDate(seconds)} ${formatTime(seconds)}`;
const preview = () => screen.getByTestId('notice-preview');

describe('notice texts', () => {
  it('previews the text as typed with the sample values, then with a chosen subscriber, and saves it', async () => {
    const internet = mockInternetApi();
    mockCustomersApi(internet.store);
    const api = mockNoticesApi({ subscribers: { [ADA]: { name: 'Ada Okafor', username: 'ada.obi' } } });
    const { user } = renderArea('/internet/notices');
    const text = await screen.findByRole('textbox', { name: /^Text/ });
    expect(text).toHaveValue('Dear {name}, plan ends soon.');
    await waitFor(() => expect(preview()).toHaveTextContent('Dear Ada Obi, plan ends soon.'));

    await user.clear(text);
    await user.paste('{name}, {plan} ends {endsAt}.');
    await waitFor(() => expect(preview()).toHaveTextContent('Ada Obi, Home 10 Mbps ends 29 Nov 2026, 10:00.'));
    expect(screen.getByText(`${'{name}, {plan} ends {endsAt}.'.length} of 459 characters`)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Find a subscriber' }), 'ada');
    const previewFor = screen.getByRole('combobox', { name: 'Preview for' });
    await waitFor(() => expect(within(previewFor).getByRole('option', { name: 'Ada Obi (ada.obi)' })).toBeInTheDocument());
    await user.selectOptions(previewFor, ADA);
    await waitFor(() => expect(preview()).toHaveTextContent('Ada Okafor, Home 10 Mbps ends'));
    expect(api.callsTo('/api/services/notices/preview').at(-1)).toMatchObject({ customerId: ADA, body: '{name}, {plan} ends {endsAt}.' });

    await user.click(screen.getByRole('button', { name: 'Save text' }));
    expect(await screen.findByText('Notice text saved')).toBeInTheDocument();
    expect(api.callsTo('/api/services/notices/template/update')).toEqual([
      { kind: 'plan_ends_soon', channel: 'sms', enabled: true, subject: '', body: '{name}, {plan} ends {endsAt}.' },
    ]);
  });

  it("refuses a placeholder the notice does not have, at the field, naming the ones it has; an email's subject is its own field", async () => {
    mockInternetApi();
    const api = mockNoticesApi();
    const { user } = renderArea('/internet/notices');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Notice' }), 'payment_received');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), 'email');
    const subject = screen.getByRole('textbox', { name: /^Subject/ });
    await user.clear(subject);
    await user.paste('Paid for {plan}');
    await user.click(screen.getByRole('button', { name: 'Save text' }));
    expect(await screen.findByText('Unknown placeholder {plan}: use {isp}, {name}, {username}, {receipt}, {amount}')).toBeInTheDocument();
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(preview()).toHaveTextContent('Correct the text to see it filled in.');
    expect(api.callsTo('/api/services/notices/template/update')).toEqual([]);
  });

  it('shows the texts and settings read-only to a holder of View notices alone', async () => {
    mockInternetApi();
    mockNoticesApi();
    renderArea('/internet/notices', [P.VIEW_NOTICES]);
    expect(await screen.findByRole('textbox', { name: /^Text/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save text' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    // The preview is for everyone who reads the texts.
    expect(screen.getByRole('textbox', { name: 'Find a subscriber' })).toBeEnabled();
  });
});

describe('notice settings', () => {
  it('saves the SMS gateway and quiet hours, refusing a placeholder the gateway does not have', async () => {
    mockInternetApi();
    const api = mockNoticesApi();
    const { user } = renderArea('/internet/notices');
    const body = await screen.findByRole('textbox', { name: 'Body' });
    await user.click(screen.getByRole('textbox', { name: /^SMS gateway address/ }));
    await user.paste('https://sms.example.ng/api/send');
    await user.click(screen.getByRole('textbox', { name: 'Headers' }));
    await user.paste('Content-Type: application/json');
    await user.click(body);
    await user.paste('{"to":"{phone}"}');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Unknown placeholder {phone}: use {recipient}, {sender}, {text}')).toBeInTheDocument();
    await user.clear(body);
    await user.paste('{"to":"{recipient}","from":"{sender}","sms":"{text}"}');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Notice settings saved')).toBeInTheDocument();
    expect(api.callsTo('/api/services/notices/settings/update').at(-1)).toMatchObject({
      smsUrl: 'https://sms.example.ng/api/send',
      smsHeaders: 'Content-Type: application/json',
      smsBody: '{"to":"{recipient}","from":"{sender}","sms":"{text}"}',
      quietFrom: '21:00',
      quietUntil: '07:00',
    });
  });
});

describe("a subscriber's Notices tab", () => {
  it('lists what was sent, when, by which channel, and whether it was delivered, failed (with why) or is waiting', async () => {
    mockCustomersApi(mockInternetApi().store);
    mockNoticesApi({
      notices: [
        noticeRow({ state: 'failed', reason: 'The SMS gateway answered 503: Gateway busy', attempts: 2, sentAt: null, created: T0 + 7200 }),
        noticeRow({ kind: 'payment_received', channel: 'email', recipient: 'ada@example.com', created: T0 + 3600, sentAt: T0 + 3660 }),
        noticeRow({ kind: 'plan_ended', state: 'pending', attempts: 0, sentAt: null, created: T0 + 1800 }),
        noticeRow({ kind: 'network_password_changed', state: 'skipped', reason: 'The subscriber opted out of notices', attempts: 0, sentAt: null }),
      ],
    });
    renderArea(`/internet/customers/${ADA}?tab=notices`);
    const table = await screen.findByRole('table', { name: 'Notices' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    expect(bodyRowTexts(table)).toEqual([
      [
        at(T0 + 7200),
        'Plan ends soon',
        'SMS',
        '08031234567',
        'Failed',
        'The SMS gateway answered 503: Gateway busy (try 2 of 10, tried again later)',
      ],
      [at(T0 + 3600), 'Payment received', 'Email', 'ada@example.com', 'Delivered', `Sent ${at(T0 + 3660)}`],
      [at(T0 + 1800), 'Plan ended', 'SMS', '08031234567', 'Pending', 'Waiting to be sent (quiet hours hold notices back)'],
      [at(T0), 'Network password changed', 'SMS', '08031234567', 'Not sent', 'The subscriber opted out of notices'],
    ]);
  });

  it('says when nothing was sent yet', async () => {
    mockCustomersApi(mockInternetApi().store);
    mockNoticesApi();
    renderArea(`/internet/customers/${ADA}?tab=notices`);
    expect(await screen.findByText('No notice sent yet.')).toBeInTheDocument();
  });
});
