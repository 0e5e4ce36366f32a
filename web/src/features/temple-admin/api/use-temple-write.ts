import { useMutation, useQueryClient } from "@tanstack/react-query";

/**
 * A write to one temple's rows: afterwards the list under `listKey` and the dashboard's figures,
 * which count the same rows, are read again.
 */
export function useTempleWrite<Input extends { templeId: string }>(
  write: (input: Input) => Promise<void>,
  listKey: (templeId: string) => readonly unknown[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (_data, { templeId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey(templeId) }),
        queryClient.invalidateQueries({ queryKey: ["temple-dashboard", templeId] }),
      ]),
  });
}
