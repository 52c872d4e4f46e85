// Share links: the racer's links (Settings), making one (Share on a sheet or a tyre set), and what a link
// shows (the public Shared page), with the copies a signed-in team mate makes of it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SetupSheet } from '../../domain/setup-sheets';
import type { SharedItem, ShareLink, ShareLinkCreate, ShareLinkCreated } from '../../domain/share-links';
import type { TyreItem } from '../../domain/tyres';
import { apiPaths } from '../config/paths';
import { apiRequest } from '../lib/api-client';
import { useInvalidatingMutation } from './invalidating-mutation';
import { queryKeys } from './query-keys';

export const useShareLinks = () =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.shareLinks.list,
      queryFn: ({ signal }) => apiRequest<ShareLink[]>(apiPaths.shareLinks, { signal }),
    }),
  );

export const useCreateShareLink = () =>
  useInvalidatingMutation([queryKeys.shareLinks.list], (input: ShareLinkCreate) =>
    apiRequest<ShareLinkCreated>(apiPaths.shareLinks, { method: 'POST', body: input }),
  );

export const useStopSharing = () =>
  useInvalidatingMutation([queryKeys.shareLinks.list], (id: number) =>
    apiRequest<null>(apiPaths.shareLink(id), { method: 'DELETE' }),
  );

/** What a link shows; a revoked one answers 404, which is the page's answer, not a failure to retry. */
export const useShared = (token: string) =>
  useQuery({
    queryKey: queryKeys.shareLinks.shared(token),
    queryFn: ({ signal }) => apiRequest<SharedItem>(apiPaths.shared(token), { signal }),
    retry: false,
  });

/** The shown sheet saved as one of the racer's own (POST /api/setup-sheets takes every shared field). */
export const useCopySheet = () =>
  useInvalidatingMutation(
    [queryKeys.setupSheets.all, queryKeys.raceLog.all],
    (sheet: Extract<SharedItem, { kind: 'setupSheet' }>['setupSheet']) =>
      apiRequest<SetupSheet>(apiPaths.setupSheets, { method: 'POST', body: sheet }),
  );

/** The shown set added to the racer's inventory as a new set: the team mate's laps stay theirs. */
export const useCopyTyreSet = () =>
  useInvalidatingMutation(
    [queryKeys.tyres.all],
    ({
      lapsEntered: _laps,
      totalLaps: _total,
      setNumber: _number,
      ...set
    }: Extract<SharedItem, { kind: 'tyreSet' }>['tyreSet']) =>
      apiRequest<TyreItem>(apiPaths.tyres, { method: 'POST', body: set }),
  );
