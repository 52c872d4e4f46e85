// The racer's cars (My cars): read by the cars screen and by the screens that name a car (setup sheets, race
// log). Changes go straight to the server, not the offline queue: a car is added or renamed with signal.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Car, CarCreate, CarPatch } from '../../domain/cars';
import { apiPaths } from '../config/paths';
import { apiRequest } from '../lib/api-client';
import { useInvalidatingMutation } from './invalidating-mutation';
import { queryKeys } from './query-keys';

export const carsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.cars.list,
    queryFn: ({ signal }) => apiRequest<Car[]>(apiPaths.cars, { signal }),
  });

export const useCars = () => useQuery(carsQueryOptions());

export const useCreateCar = () =>
  useInvalidatingMutation([queryKeys.cars.all], (input: CarCreate) =>
    apiRequest<Car>(apiPaths.cars, { method: 'POST', body: input }),
  );

// Sheets and race log entries show their car's name: a rename or a delete refreshes them too.
const NAMING_A_CAR = [queryKeys.cars.all, queryKeys.setupSheets.all, queryKeys.raceLog.all];

export const useUpdateCar = () =>
  useInvalidatingMutation(NAMING_A_CAR, ({ id, patch }: { id: number; patch: CarPatch }) =>
    apiRequest<Car>(apiPaths.car(id), { method: 'PATCH', body: patch }),
  );

export const useDeleteCar = () =>
  useInvalidatingMutation(NAMING_A_CAR, (id: number) =>
    apiRequest<null>(apiPaths.car(id), { method: 'DELETE' }),
  );
