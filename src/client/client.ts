// Placeholder: the real client is built by the foundation issue (transport + adapter).
import type { ClientOptions, PlatformClient } from './types.js';

export function createClient(_opts: ClientOptions): PlatformClient {
  throw new Error('client not implemented yet');
}
