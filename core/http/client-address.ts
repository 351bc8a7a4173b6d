/**
 * The client address of a request, as the listener saw it (Bun gives it only through the server, not
 * on the Request). Throttles key on it: requests without a valid key have no other identity. Requests
 * made in-process (tests, subrequests) have none, and share one "unknown" address.
 */
const addresses = new WeakMap<Request, string>();

export function noteClientAddress(request: Request, address: string | undefined): void {
  if (address) addresses.set(request, address);
}

export function clientAddressOf(request: Request): string {
  return addresses.get(request) ?? "unknown";
}
