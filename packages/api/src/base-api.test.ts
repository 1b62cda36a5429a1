import { readEnvelope } from './base-api';
import { ENROL_SECOND_FACTOR } from './schemas/auth';
import { secondFactorRequired, signedOut } from './session';

describe('readEnvelope on a 403', () => {
  it('keeps the session and asks for enrolment when the server says a second factor must come first', () => {
    const dispatch = jest.fn();
    const answer = readEnvelope(403, { status: 403, message: 'Set up one-time codes', data: { code: ENROL_SECOND_FACTOR } }, dispatch);
    expect(answer).toEqual({ error: { status: 403, message: 'Set up one-time codes', errors: undefined } });
    expect(dispatch.mock.calls).toEqual([[secondFactorRequired()]]);
  });

  it('ends the session on any other 403', () => {
    const dispatch = jest.fn();
    readEnvelope(403, { status: 403, message: 'Your session has ended.', data: null }, dispatch);
    expect(dispatch.mock.calls).toEqual([[signedOut({ notice: 'Your session has ended.' })]]);
  });
});
