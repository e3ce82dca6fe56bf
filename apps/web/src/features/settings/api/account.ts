/**
 * The settings page's calls to /api/account (devices, data export, account deletion); profile,
 * password and two-factor changes go through Better Auth's client (lib/auth-client.ts).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, unwrapEmpty } from '../../../lib/api-client.ts';
import { ApiError, toApiError } from '../../../lib/api-error.ts';
import { translate } from '../../../i18n/translate.ts';
import { authClient } from '../../../lib/auth-client.ts';
import { learnerTimeZone } from '../../../lib/time-zone.ts';

export const accountKeys = { devices: ['account', 'devices'] as const };

/** The signed-in devices, the current one first (refetched whenever the tab opens). */
export const devicesQuery = () =>
  queryOptions({
    queryKey: accountKeys.devices,
    queryFn: async () => (await unwrap(api.account.sessions.$get())).sessions,
    staleTime: 0,
  });

/** Signs out one other device. */
export function useRevokeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      unwrapEmpty(api.account.sessions[':sessionId'].$delete({ param: { sessionId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.devices }),
  });
}

/** Signs out every device but this one (Better Auth's revoke-other-sessions). */
export function useRevokeOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { error } = await authClient.revokeOtherSessions();
      if (error)
        throw new ApiError(error.status ?? 0, error.code ?? 'AUTH_ERROR', error.message ?? '');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.devices }),
  });
}

/**
 * Downloads GET /api/account/export as a file (the name the server suggests: the learner's date,
 * from the zone sent).
 */
export async function downloadAccountExport(): Promise<void> {
  let response: Response;
  try {
    response = (await api.account.export.$get({
      query: { timeZone: learnerTimeZone() },
    })) as unknown as Response;
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', translate('errors.network'));
  }
  if (!response.ok) throw await toApiError(response);
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'ielts-study.json';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** DELETE /api/account with the re-entered password. */
export function deleteAccount(password: string): Promise<void> {
  return unwrapEmpty(api.account.$delete({ json: { password } }));
}
