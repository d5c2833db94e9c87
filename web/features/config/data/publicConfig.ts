// GET /public_config: links, support contacts and the app version, readable before login.
import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../../../domain/schemas/account.ts';
import { http } from '../../../lib/http.ts';

export const publicConfigKeys = { all: ['public_config'] as const };

export function fetchPublicConfig(): Promise<PublicConfig> {
  return http.get<PublicConfig>('/public_config');
}

export function usePublicConfig() {
  return useQuery({ queryKey: publicConfigKeys.all, queryFn: fetchPublicConfig, staleTime: Infinity });
}

/** URL of a sibling product ('link' or 'learn'), or null when the config has none. */
export function siblingProductUrl(config: PublicConfig | undefined, key: string): string | null {
  return config?.sibling_products.find((product) => product.key === key)?.url ?? null;
}
