/** An upload refused by its name, bytes or size: the message is safe to show (the spec's texts or the reason). */
export class RefusedUpload extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415 = 415,
  ) {
    super(message);
  }
}
