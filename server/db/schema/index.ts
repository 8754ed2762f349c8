export * from './profiles';
export * from './sessions';
export * from './sites';
export * from './users';
