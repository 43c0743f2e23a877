import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { unlink } from "node:fs/promises";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { CodegenError } from "../messages/error.js";
import { defaultDownloadMaxBytes } from "../options.js";

/**
 * What one download may cost. The size is an option (Options.downloadMaxBytes); the timeouts are fixed so an offline
 * machine learns it in seconds: `connectMs` covers the name lookup and the connection, `idleMs` a silent response,
 * `totalMs` a body that drips in forever, a byte at a time, never idle long enough for `idleMs`.
 */
export interface DownloadLimits {
  maxBytes: number;
  connectMs: number;
  idleMs: number;
  totalMs: number;
}

/** The spec's largest schema.json is under 200 KB; 20 MB leaves room for any real one. */
export const defaultDownloadLimits: DownloadLimits = { maxBytes: defaultDownloadMaxBytes, connectMs: 5_000, idleMs: 15_000, totalMs: 60_000 };

const maxRedirects = 5;

/** `url`'s body as text (UTF-8), at most `limits.maxBytes`. */
export async function download(url: string, limits: Partial<DownloadLimits> = {}): Promise<string> {
  return Buffer.from(await downloadBytes(url, limits)).toString("utf8");
}

/** `url`'s body as bytes (what a pin hashes), at most `limits.maxBytes`: memory stays bounded by the limit. */
export async function downloadBytes(url: string, limits: Partial<DownloadLimits> = {}): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  await streamBody(url, { ...defaultDownloadLimits, ...limits }, (chunk) => void chunks.push(chunk));
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * Stream `url`'s body into the file `path`, hashing as it goes; returns its sha256. On failure the partial file is
 * removed. Callers write to a temporary name and rename once the pin is verified.
 */
export async function downloadToFile(url: string, path: string, limits: Partial<DownloadLimits> = {}): Promise<string> {
  const out = createWriteStream(path);
  const hash = createHash("sha256");
  try {
    await streamBody(url, { ...defaultDownloadLimits, ...limits }, (chunk) => {
      hash.update(chunk);
      // Backpressure: wait when the file stream's buffer is full, so memory holds at most its high-water mark.
      return out.write(chunk) ? undefined : new Promise<void>((resolve) => out.once("drain", resolve));
    });
    await new Promise<void>((resolve, reject) => out.end((e?: Error | null) => (e ? reject(e) : resolve())));
    return hash.digest("hex");
  } catch (e) {
    out.destroy();
    await unlink(path).catch(() => undefined);
    throw e;
  }
}

type Sink = (chunk: Buffer) => void | Promise<void>;

/** GET `url` (following up to 5 redirects) and hand its body to `sink` chunk by chunk, within `limits`. */
async function streamBody(url: string, limits: DownloadLimits, sink: Sink): Promise<void> {
  let current = url;
  const deadline = Date.now() + limits.totalMs;
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const next = await fetchOnce(current, url, limits, deadline, sink);
    if (next === undefined) return;
    current = next;
  }
  throw failure({ id: "fetch-failed", args: { url, detail: `more than ${maxRedirects} redirects` } });
}

/** One request: resolves undefined when the body was delivered, or the Location to follow. */
function fetchOnce(url: string, original: string, limits: DownloadLimits, deadline: number, sink: Sink): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      reject(failure({ id: "fetch-failed", args: { url: original, detail: "not a valid URL" } }));
      return;
    }
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
      reject(failure({ id: "fetch-failed", args: { url: original, detail: `unsupported protocol ${parsed.protocol}` } }));
      return;
    }
    const request = parsed.protocol === "https:" ? httpsRequest : httpRequest;
    // A fresh socket (no keep-alive agent): the connect timer must time this connection, not a pooled one.
    const req = request(parsed, { method: "GET", agent: false, headers: { "accept-encoding": "identity" } });
    let settled = false;
    const timers: NodeJS.Timeout[] = [];
    const finish = (error: CodegenError | undefined, value?: string) => {
      if (settled) return;
      settled = true;
      for (const t of timers) clearTimeout(t);
      if (error) {
        req.destroy();
        reject(error);
      } else resolve(value);
    };
    const timeout = (phase: "connect" | "idle" | "total", ms: number) =>
      finish(failure({ id: "download-timeout", args: { url: original, phase, seconds: ms / 1000 } }));
    timers.push(setTimeout(() => timeout("total", limits.totalMs), Math.max(0, deadline - Date.now())));
    const connectTimer = setTimeout(() => timeout("connect", limits.connectMs), limits.connectMs);
    timers.push(connectTimer);
    req.on("socket", (socket) => {
      socket.once(parsed.protocol === "https:" ? "secureConnect" : "connect", () => clearTimeout(connectTimer));
    });
    req.setTimeout(limits.idleMs, () => timeout("idle", limits.idleMs));
    req.on("error", (e: NodeJS.ErrnoException) => finish(failure({ id: "fetch-failed", args: { url: original, detail: describeNetError(e) } })));
    req.on("response", (res: IncomingMessage) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        let next: string;
        try {
          next = new URL(res.headers.location, url).href;
        } catch {
          return finish(failure({ id: "fetch-failed", args: { url: original, detail: `HTTP ${status} to an invalid Location` } }));
        }
        return finish(undefined, next);
      }
      if (status < 200 || status >= 300) {
        res.resume();
        finish(failure({ id: "fetch-failed", args: { url: original, detail: `HTTP ${status}` } }));
        return;
      }
      const tooLarge = () => finish(failure({ id: "download-too-large", args: { url: original, limit: limits.maxBytes } }));
      const declared = Number(res.headers["content-length"]);
      if (Number.isFinite(declared) && declared > limits.maxBytes) return tooLarge();
      let received = 0;
      void (async () => {
        try {
          for await (const chunk of res as AsyncIterable<Buffer>) {
            if (settled) return;
            received += chunk.length;
            if (received > limits.maxBytes) return tooLarge();
            await sink(chunk);
          }
          if (!res.complete) throw Object.assign(new Error("connection closed before the body ended"), { code: "ECONNRESET" });
          finish(undefined);
        } catch (e) {
          finish(failure({ id: "fetch-failed", args: { url: original, detail: describeNetError(e as NodeJS.ErrnoException) } }));
        }
      })();
    });
    req.end();
  });
}

type DownloadFailure =
  | { id: "fetch-failed"; args: { url: string; detail: string } }
  | { id: "download-too-large"; args: { url: string; limit: number } }
  | { id: "download-timeout"; args: { url: string; phase: "connect" | "idle" | "total"; seconds: number } };

function failure(m: DownloadFailure): CodegenError {
  return new CodegenError(m.id, m.args as never);
}

/** A socket error as a reader understands it: what happened, then Node's code. */
function describeNetError(e: NodeJS.ErrnoException): string {
  const known: Record<string, string> = {
    ECONNREFUSED: "connection refused",
    ECONNRESET: "connection reset",
    ENOTFOUND: "host not found (offline?)",
    EAI_AGAIN: "name lookup failed (offline?)",
    ENETUNREACH: "network unreachable (offline?)",
    EHOSTUNREACH: "host unreachable",
  };
  const code = e.code ?? "";
  return known[code] ? `${known[code]} (${code})` : code ? `${e.message} (${code})` : e.message;
}
