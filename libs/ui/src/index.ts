export * from './theme/index';
