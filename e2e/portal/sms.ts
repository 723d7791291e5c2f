// The portal's specs use the account helpers' fresh mobiles and outbox reader under the names they read best with.
export { newMobile as freshMobile, outboxCode as latestSmsCode } from '../accounts/helpers';
