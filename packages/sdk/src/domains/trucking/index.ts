/** The trucking domain's entity descriptions (moved onto the mechanism one by one; texts stay in @port/config for now). */
export { factoryEntity } from './factory';
