export * from './state';
export * from './registration';
