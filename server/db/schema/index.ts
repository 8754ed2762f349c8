export * from './credits';
export * from './profiles';
export * from './search';
export * from './sessions';
export * from './sites';
export * from './social';
export * from './users';
