/** The image captcha of SPEC §7 'Captcha'. */
import type { Schemas } from '@port/sdk';
import { api, unwrap } from '../../lib/api';

export type Captcha = Schemas['Captcha'];

export function fetchCaptcha(): Promise<Captcha> {
  return unwrap(api.GET('/code'));
}
