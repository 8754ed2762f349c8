export * from './chat';
export * from './credits';
export * from './payments';
export * from './profiles';
export * from './sessions';
export * from './sites';
export * from './social';
export * from './users';
