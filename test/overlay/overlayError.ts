import * as assert from "uvu/assert";
import { CodegenError } from "../../generator/messages/error.ts";

/** The overlay error `run` throws, checked for what every one must be: a `CodegenError`, one line, naming `file` first. */
export function overlayFailure(run: () => unknown, file: string): { id: string; pointer: string | undefined; args: unknown; message: string } {
  try {
    run();
  } catch (e) {
    assert.instance(e, CodegenError);
    const error = e as CodegenError;
    assert.is(error.message.split("\n").length, 1, "one line");
    assert.ok(error.message.startsWith(`${file} `), error.message);
    return { id: error.id, pointer: error.pointer, args: error.args, message: error.message };
  }
  throw new Error("expected an overlay error");
}
