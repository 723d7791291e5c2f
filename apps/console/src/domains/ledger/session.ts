import { useSession } from '../../session/store';

/** Whether the signed-in user is platform staff (the port): the UI shows the port's actions; the server decides. */
export function usePlatformStaff(): boolean {
  const info = useSession((s) => s.info);
  return !!info && (info.roles.includes('sys') || info.permissions.includes('*:*:*'));
}
