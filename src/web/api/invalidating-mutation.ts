// A mutation that, once settled, refreshes every query under the given key prefixes, whether it worked or not.
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useInvalidatingMutation<Input, Output>(
  keys: readonly (readonly unknown[])[],
  mutationFn: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
