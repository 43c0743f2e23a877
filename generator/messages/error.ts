import { formatMessage, type MessageArgs, type MessageId } from "./catalog.js";
import { shortPointer } from "./shortPointer.js";

/** A failure caused by the input (exit 2). Carries its message as data plus where it happened. */
export class CodegenError<I extends MessageId = MessageId> extends Error {
  readonly id: I;
  readonly args: MessageArgs<I>;
  readonly file: string | undefined;
  readonly pointer: string | undefined;

  constructor(id: I, args: MessageArgs<I>, where: { file?: string; pointer?: string } = {}) {
    const text = formatMessage({ id, args });
    // The pointer as read by a person: a 256-level one would make the line thousands of characters long.
    const place = [where.file, where.pointer === undefined ? undefined : shortPointer(where.pointer)].filter((x) => x !== undefined && x !== "").join(" ");
    super(place ? `${place}: ${text}` : text);
    this.name = "CodegenError";
    this.id = id;
    this.args = args;
    this.file = where.file;
    this.pointer = where.pointer;
  }
}

export function isCodegenError(e: unknown): e is CodegenError {
  return e instanceof CodegenError;
}
