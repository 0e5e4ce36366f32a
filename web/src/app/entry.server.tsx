import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

/**
 * Pages are only pre-rendered (`ssr: false`), so each is written whole, with every lazy part in
 * its place. Streamed, a part that suspended (the language and text-size controls) would follow
 * the page with a script revealing it after the first paint, moving what is around it.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={context} url={request.url} />, {
      // One piece: no part is held back for a later chunk.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        headers.set("Content-Type", "text/html");
        resolve(new Response(createReadableStreamFromReadable(body), { status, headers }));
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        // A page that failed to render is not written: the build stops on its status.
        status = 500;
        console.error(error);
      },
    });
  });
}
