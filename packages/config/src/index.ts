export * from './constants';
export { SITE } from './site';
