// Reading a question for the editor. A question that is being edited is not refetched behind
// the teacher's back (the editor holds its own copy; conflicts come back from saves).
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/http.ts';
import { questionApi } from './api.ts';
import { questionKeys } from './keys.ts';

export function useQuestion(id: number | null) {
  return useQuery({
    queryKey: questionKeys.detail(id ?? 0),
    queryFn: () => questionApi.get(id!),
    enabled: id !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status < 500),
  });
}
