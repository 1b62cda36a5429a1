export * from './common';
export * from './auth';
export * from './internet';
export * from './hr';
export * from './security';
export * from './audit';
export * from './customers';
export * from './vouchers';
