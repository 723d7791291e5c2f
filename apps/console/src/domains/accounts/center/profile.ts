/** The personal centre's calls: the profile (GET/PUT /user/profiles) and the personal real-name link. */
import type { OpBody, Schemas } from '@port/sdk/contract';
import { api, unwrap } from '../../../app/api';

export type UserProfile = Schemas['UserProfile'];
export type ProfileWrite = OpBody<'updateOrCreateProfile'>;

export const fetchProfile = (): Promise<UserProfile> => unwrap(api.GET('/user/profiles'));

export const saveProfile = (body: ProfileWrite): Promise<UserProfile> =>
  unwrap(api.PUT('/user/profiles/updateOrCreate', { body }));

/** Where the provider sends the user back to. */
export const AUTH_RETURN_PATH = '/new/account/center';

export const fetchPersonAuthLink = () =>
  unwrap(api.GET('/user/realAuth/getPersonUrl', { params: { query: { redirectUrl: AUTH_RETURN_PATH } } }));
