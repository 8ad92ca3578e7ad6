import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server";

/** Streams a React document; errors inside the tree are logged, never sent to the client. */
export function renderStream(element: ReactElement): Promise<ReadableStream<Uint8Array>> {
  return renderToReadableStream(element, {
    onError(error) {
      console.error("render error", error);
    },
  });
}

/** Reads a stream to text (for caching the rendered page). */
export async function streamToText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}
