export * from './credits';
export * from './profiles';
export * from './sessions';
export * from './signup';
export * from './sites';
export * from './social';
export * from './users';
