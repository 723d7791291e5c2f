import type { PageRegistry } from '../../routing/pages';

export const accountPages: PageRegistry = {
  'account/center': () => import('./CenterPage'),
  'account/changePassword': () => import('./ChangePasswordPage'),
};
