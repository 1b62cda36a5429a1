import { DEFAULT_NOTICE_SETTINGS } from '@console/api/contract';
import { startFakeSmsGateway, type FakeSmsGateway } from '../testing/fake-sms-gateway';
import { internationalNumber, sendSms } from './sms-gateway';

const SMS = { recipient: '0803 123 4567', sender: 'Lagoon Net', text: 'Paid N1,000.00 & "thanks"' };

describe('the SMS gateway', () => {
  let gateway: FakeSmsGateway;
  beforeAll(async () => {
    gateway = await startFakeSmsGateway();
  });
  afterAll(() => gateway.close());

  it('writes Nigerian numbers as the gateways take them', () => {
    expect(['08031234567', '+2348031234567', '2348031234567', '0803 123 4567'].map(internationalNumber)).toEqual(Array(4).fill('2348031234567'));
  });

  it('fills a GET address URL-encoded, a form body URL-encoded and a JSON body JSON-escaped', async () => {
    const base = { ...DEFAULT_NOTICE_SETTINGS, smsHeaders: 'X-Key: k-{sender}' };
    await sendSms({ ...base, smsMethod: 'GET', smsUrl: `${gateway.url}/get?to={recipient}&from={sender}&body={text}` }, SMS);
    await sendSms(
      { ...base, smsUrl: `${gateway.url}/form`, smsHeaders: 'Content-Type: application/x-www-form-urlencoded', smsBody: 'to={recipient}&sms={text}' },
      SMS,
    );
    await sendSms(
      { ...base, smsUrl: `${gateway.url}/json`, smsHeaders: 'Content-Type: application/json', smsBody: '{"to":"{recipient}","sms":"{text}"}' },
      SMS,
    );
    const [get, form, json] = gateway.requests.slice(-3);
    expect(get).toMatchObject({
      method: 'GET',
      url: '/get?to=2348031234567&from=Lagoon%20Net&body=Paid%20N1%2C000.00%20%26%20%22thanks%22',
      body: '',
    });
    expect(get.headers['x-key']).toBe('k-Lagoon Net');
    expect(new URLSearchParams(form.body).get('sms')).toBe(SMS.text);
    expect(JSON.parse(json.body)).toEqual({ to: '2348031234567', sms: SMS.text });
  });

  it("fails with the gateway's status and words, or with why it did not answer", async () => {
    gateway.failNext(1, 401, '{"message":"Invalid API key"}');
    await expect(sendSms({ ...DEFAULT_NOTICE_SETTINGS, smsUrl: gateway.url }, SMS)).rejects.toThrow(
      'The SMS gateway answered 401: {"message":"Invalid API key"}',
    );
    const closed = await startFakeSmsGateway();
    await closed.close();
    await expect(sendSms({ ...DEFAULT_NOTICE_SETTINGS, smsUrl: closed.url }, SMS)).rejects.toThrow('The SMS gateway did not answer: ECONNREFUSED');
  });
});
