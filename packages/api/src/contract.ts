// The contract between the server and the browser: zod schemas, the types inferred from them, the
// permission catalogue and pure formatters. Nothing here touches Redux, React or the browser, so the
// server imports this entry (`@console/api/contract`) and never the client.
export * from './types';
export * from './permissions';
export * from './form-validation';
export * from './schemas/common';
export * from './schemas/auth';
export * from './schemas/security';
export * from './schemas/internet';
export * from './schemas/hr';
export * from './schemas/employee-import';
export * from './schemas/audit';
export * from './schemas/customers';
export * from './schemas/customers-access';
export * from './schemas/vouchers';
export * from './schemas/sessions';
export * from './schemas/remotes';
export * from './schemas/search';
export * from './answers';
export * from './calls/define-call';
export * from './calls/list-call';
export * from './calls/record-calls';
export * from './calls/internet/record-calls';
export * from './calls/hr/department-calls';
export * from './calls/security/record-calls';
export * from './calls/internet/customer-calls';
export * from './calls/internet/voucher-calls';
export * from './calls/security/user-calls';
export * from './calls/hr/employee-calls';
