import type { BindingPlan } from "../../../../generator/targets/bindings/plan/model.js";

/**
 * dispatch.rs for the Rust drivers: `decode(type, text)` decodes with the generated module
 * (`message`: parse_message; `result:<method>`: parse_result) and writes the value back, with the variant it decoded to; with `sdk`, `theirs(type, text)` reads
 * the text as rust-mcp-schema's type of that name (`JSONRPCRequest` is its `JsonrpcRequest`) and
 * writes it back. `untagged:<type>`, `flatten:<type>` and `nested:<type>` read the text with serde_json as the
 * type held in a user's `#[serde(untagged)]` enum, `#[serde(flatten)]` field, or both (the driver's `Either`,
 * `Wrapped`), so serde buffers it before ours sees it.
 */
export function rustDispatch(plan: BindingPlan, module: string, types: readonly string[], sdk: readonly string[] = [], serde: readonly string[] = [], buffered: readonly string[] = []): string {
  const declared = new Set(plan.declarations.map((d) => d.name));
  const own = [...new Set(types)].sort().filter((t) => declared.has(t));
  const arms = own.map((t) => `        ${JSON.stringify(t)} => write(mcp::from_str::<mcp::${t}>(text)),`);
  // `serde:<type>`, `slice:<type>`, `reader:<type>`: decoded by serde_json::from_str, from_slice, from_reader (the serde
  // user's entries: borrowed text, borrowed bytes, an owned copy of the text), rather than the module's from_str.
  const entries = { serde: "from_str::<{T}>(text)", slice: "from_slice::<{T}>(text.as_bytes())", reader: "from_reader::<_, {T}>(text.as_bytes())" };
  const serdeArms = serde.flatMap((t) =>
    Object.entries(entries).map(([kind, call]) => `        ${JSON.stringify(`${kind}:${t}`)} => write(serde_json::${call.replace("{T}", `mcp::${t}`)}.map_err(serde_error)),`),
  );
  const holders = { untagged: "crate::Either<T>", flatten: "crate::Wrapped<T>", nested: "crate::Either<crate::Wrapped<T>>" };
  const bufferedArms = [...new Set(buffered)].sort().flatMap((t) =>
    Object.entries(holders).map(([mode, holder]) => `        ${JSON.stringify(`${mode}:${t}`)} => write(serde_json::from_str::<${holder.replace("T", `mcp::${t}`)}>(text).map_err(serde_error)),`),
  );
  const theirs = own
    .filter((t) => sdk.includes(t))
    .map((t) => `        ${JSON.stringify(t)} => their::<rust_mcp_schema::${sdkName(t)}>(text),`);
  const theirFn = sdk.length
    ? `
pub fn theirs(kind: &str, text: &str) -> Option<Result<String, String>> {
    Some(match kind {
${theirs.join("\n")}
        _ => return None,
    })
}

fn their<T: serde::de::DeserializeOwned + serde::Serialize>(text: &str) -> Result<String, String> {
    let value: T = serde_json::from_str(text).map_err(|e| e.to_string())?;
    serde_json::to_string(&value).map_err(|e| e.to_string())
}
`
    : "";
  return `use mcpcheck::${module} as mcp;

pub fn decode(kind: &str, text: &str) -> Option<Result<(String, String), mcp::MessageError>> {
    if let Some(method) = kind.strip_prefix("result:") {
        let value = mcp::from_str::<mcp::Json>(text);
        return Some(value.map_err(Into::into).and_then(|value| write(mcp::parse_result(method, &value))));
    }
    Some(match kind {
        "message" => write(mcp::parse_message(text)),
${[...arms, ...serdeArms, ...bufferedArms].join("\n")}
        _ => return None,
    })
}

#[allow(dead_code)]
fn serde_error(error: serde_json::Error) -> mcp::DecodeError {
    mcp::DecodeError { path: String::new(), message: error.to_string() }
}

/// A failure's row fields: the message and its JSON pointer; an unknown method's request id and method.
#[allow(dead_code)]
pub fn failure(error: &mcp::MessageError) -> serde_json::Value {
    match error {
        mcp::MessageError::Decode(e) => serde_json::json!({ "error": e.message, "at": e.path }),
        mcp::MessageError::UnknownMethod { id, method } => {
            serde_json::json!({ "error": error.to_string(), "at": error.path(), "id": id, "method": method })
        }
    }
}

/// The value written back, and what it decoded to: the enum variant (a union's member) or the type.
fn write<T: serde::Serialize + std::fmt::Debug, E: Into<mcp::MessageError>>(
    value: Result<T, E>,
) -> Result<(String, String), mcp::MessageError> {
    value.map_err(Into::into).map(|v| {
        let debug = format!("{:?}", v);
        let member = debug.split(|c: char| !c.is_alphanumeric() && c != '_').next().unwrap_or("").to_string();
        (serde_json::to_string(&v).expect("a value writes"), member)
    })
}
${theirFn}`;
}

/** rust-mcp-schema's name for a spec type: typify re-cases acronyms (`JSONRPCRequest` -> `JsonrpcRequest`, `URL` -> `Url`). */
export function sdkName(spec: string): string {
  return spec.replace(/JSONRPC/g, "Jsonrpc").replace(/URL/g, "Url");
}
