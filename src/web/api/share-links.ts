// Share links: the racer's links (Settings), making one (Share on a sheet or a tyre set), and what a link
// shows (the public Shared page), with the copies a signed-in team mate makes of it.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Car, carForTemplate } from '../../domain/cars';
import type { SetupSheet } from '../../domain/setup-sheets';
import type { SharedItem, ShareLink, ShareLinkCreate, ShareLinkCreated } from '../../domain/share-links';
import type { TyreItem } from '../../domain/tyres';
import { apiPaths } from '../config/paths';
import { apiRequest } from '../lib/api-client';
import { carsQueryOptions } from './cars';
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

/**
 * 'Copy to my cars': the shown sheet saved as one of the racer's own, on their first car with the same
 * sheet, or on a car made for it ('1/10 2WD buggy') when they have none. Answers the sheet and its car.
 */
export const useCopySheet = () => {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(
    [queryKeys.setupSheets.all, queryKeys.cars.all],
    async ({ template, ...fields }: Extract<SharedItem, { kind: 'setupSheet' }>['setupSheet']) => {
      const cars = await queryClient.fetchQuery(carsQueryOptions());
      const car =
        cars.find((each) => each.template === template) ??
        (await apiRequest<Car>(apiPaths.cars, { method: 'POST', body: carForTemplate(template) }));
      const sheet = await apiRequest<SetupSheet>(apiPaths.setupSheets, {
        method: 'POST',
        body: { ...fields, carId: car.id },
      });
      return { sheet, car };
    },
  );
};

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
