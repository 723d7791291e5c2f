import type { Schemas } from '@port/sdk/contract';

export type UserInfo = Schemas['UserInfo'];
export type CurrentUser = Schemas['User'];
export type ServerRoute = Schemas['Route'];
export type ServerRouteMeta = Schemas['RouteMeta'];
