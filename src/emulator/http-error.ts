// The store's way to say "answer with this status": the server's error handler turns it into the
// status and a `{ "message": … }` body (api-contract.md "Transport": assumed error shape).
/** A platform answer other than 200 (api-contract.md "Status classes"). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
