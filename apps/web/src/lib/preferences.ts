/**
 * The learner's preferences (GET/PATCH /api/account/preferences): the interface language (issue
 * 18), the daily limits and the hour their day begins (issue 19). One query per signed-in user,
 * kept for the page's life; a save puts the answer in its place.
 */
import type { Preferences, PreferencesPatch } from '@app/contracts';
import { DEFAULT_PREFERENCES } from '@app/contracts/preference-defaults';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from './api-client.ts';
import { KEPT_OFFLINE } from './query-client.ts';
import { learnerTimeZone } from './time-zone.ts';

/** The query key of a user's preferences. */
export function preferencesKey(userId: string | undefined) {
  return ['account', 'preferences', userId] as const;
}

/** The preferences query of `userId` (disabled while no user is known). */
export function preferencesQuery(userId: string | undefined) {
  return {
    queryKey: preferencesKey(userId),
    queryFn: () => unwrap(api.account.preferences.$get()),
    enabled: userId !== undefined,
    staleTime: Infinity,
    // the account's language and study settings offline (issue 34 §1)
    meta: KEPT_OFFLINE,
  };
}

/**
 * PATCH /api/account/preferences: answers the whole object after the change (a change of
 * scheduler or of the day's start reschedules the learner's cards in their time zone).
 */
export function savePreferences(patch: PreferencesPatch): Promise<Preferences> {
  return unwrap(
    api.account.preferences.$patch({ json: patch, query: { timeZone: learnerTimeZone() } }),
  );
}

/**
 * The user's preferences for a loader: the cached answer, else fetched; the defaults when they
 * cannot be read (offline), so that study never waits on them.
 */
export async function loadPreferences(
  queryClient: QueryClient,
  userId: string,
): Promise<Preferences> {
  try {
    return await queryClient.ensureQueryData(preferencesQuery(userId));
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

/** The user's preferences (undefined while loading). */
export function usePreferences(userId: string | undefined) {
  return useQuery(preferencesQuery(userId));
}

/** Saves a change of preferences and updates the cached answer. */
export function useSavePreferences(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey(userId), saved),
  });
}
