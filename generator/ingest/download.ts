import { CodegenError } from "../messages/error.js";

export async function download(url: string): Promise<string> {
  return (await fetched(url)).text();
}

/** `download`, as bytes: what the pin hashes. */
export async function downloadBytes(url: string): Promise<Uint8Array> {
  return new Uint8Array(await (await fetched(url)).arrayBuffer());
}

async function fetched(url: string): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  } catch (e) {
    throw new CodegenError("fetch-failed", { url, detail: (e as Error).cause ? String((e as Error).cause) : String(e) });
  }
  if (!res.ok) throw new CodegenError("fetch-failed", { url, detail: `HTTP ${res.status}` });
  return res;
}
