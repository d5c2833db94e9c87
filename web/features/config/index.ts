export { fetchPublicConfig, publicConfigKeys, siblingProductUrl, usePublicConfig } from './data/publicConfig.ts';
