import { Upload } from "tus-js-client";

/** Chunk size for tus: Stream wants at least 5 MiB and a multiple of 256 KiB; 50 MiB is 200 x 256 KiB. */
export const TUS_CHUNK_BYTES = 50 * 1024 * 1024;

/**
 * Sends a video to the resumable (tus) address Stream made for it (videos over 200 MB): asks the address for its
 * offset, then sends the rest in chunks, retrying a failed chunk from the offset Stream confirms. Loaded only for
 * such videos (this module pulls in tus-js-client).
 */
export function sendByTus(file: File, url: string, onProgress: (loaded: number, total: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      uploadUrl: url,
      chunkSize: TUS_CHUNK_BYTES,
      retryDelays: [0, 1_000, 3_000, 5_000],
      storeFingerprintForResuming: false,
      onProgress,
      onSuccess: () => resolve(),
      onError: reject,
    });
    upload.start();
  });
}
