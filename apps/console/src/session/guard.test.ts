import { describe, expect, it } from 'vitest';
import { decideNavigation, isPasswordCheckExempt, type NavigationState } from './guard';

const base: NavigationState = {
  path: '/order/list',
  fullPath: '/order/list?x=1',
  isPublic: false,
  storedToken: 'T1',
  sessionToken: 'T1',
  weakPassword: false,
  toAuth: false,
  sessionLoaded: true,
};
const decide = (over: Partial<NavigationState>) => decideNavigation({ ...base, ...over });

describe('navigation checks, in the order of SPEC §4', () => {
  it('1. reloads with 当前账号已更新 when another tab changed the token, before anything else', () => {
    expect(decide({ storedToken: 'T2', weakPassword: true, toAuth: true })).toEqual({
      kind: 'reload',
      warning: 'errors.accountUpdated',
    });
    expect(decide({ storedToken: null })).toEqual({ kind: 'reload', warning: 'errors.accountUpdated' });
  });

  it('does not compare tokens before a session is loaded', () => {
    expect(decide({ sessionToken: null, sessionLoaded: false })).toEqual({ kind: 'load' });
  });

  it('2. sends a weak password to /account/ChangePassword, before the real-name check', () => {
    expect(decide({ weakPassword: true, toAuth: true })).toEqual({
      kind: 'redirect',
      to: '/account/ChangePassword',
      warning: 'errors.weakPassword',
    });
  });

  it('2. exempts ChangePassword, center and paths containing routerTo or index', () => {
    for (const path of [
      '/account/ChangePassword',
      '/account/center',
      '/account/Center',
      '/routerTo',
      '/downloadPdf/index',
    ]) {
      expect(isPasswordCheckExempt(path)).toBe(true);
      expect(decide({ path, weakPassword: true })).toEqual({ kind: 'proceed' });
    }
    expect(isPasswordCheckExempt('/order/list')).toBe(false);
  });

  it('3. sends TO_AUTH users to /account/Center, except on public routes and the exceptions', () => {
    expect(decide({ toAuth: true })).toEqual({
      kind: 'redirect',
      to: '/account/Center',
      warning: 'errors.notAuthenticated',
    });
    expect(decide({ toAuth: true, isPublic: true })).toEqual({ kind: 'proceed' });
    expect(decide({ toAuth: true, path: '/account/Center' })).toEqual({ kind: 'proceed' });
    expect(decide({ toAuth: true, path: '/account/ChangePassword' })).toEqual({ kind: 'proceed' });
  });

  it('4. without a token: public routes open, others go to login with the full path', () => {
    const signedOut = { storedToken: null, sessionToken: null, sessionLoaded: false };
    expect(decide({ ...signedOut })).toEqual({ kind: 'login', fullPath: '/order/list?x=1' });
    expect(decide({ ...signedOut, isPublic: true })).toEqual({ kind: 'proceed' });
    // Lingering flags of a signed-out user do not redirect in circles.
    expect(decide({ ...signedOut, weakPassword: true, toAuth: true })).toEqual({
      kind: 'login',
      fullPath: '/order/list?x=1',
    });
  });

  it('5. with a token but no roles yet: loads the user and routes', () => {
    expect(decide({ sessionToken: null, sessionLoaded: false })).toEqual({ kind: 'load' });
    expect(decide({})).toEqual({ kind: 'proceed' });
  });

  it('sends a signed-in user away from the login and registration pages', () => {
    expect(decide({ path: '/user/login' })).toEqual({ kind: 'redirect', to: '/home' });
    expect(decide({ path: '/api_product/apiProductInterface' })).toEqual({ kind: 'redirect', to: '/home' });
  });
});
