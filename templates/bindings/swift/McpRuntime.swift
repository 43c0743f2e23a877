/// A coding key for any property name (open objects, tags).
public struct McpCodingKey: CodingKey, Hashable, Sendable {
    public var stringValue: String
    public var intValue: Int? { nil }
    public init(_ string: String) { stringValue = string }
    public init?(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { nil }
}

/// Any JSON value.
public indirect enum JSONValue: Codable, Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let i = try? c.decode(Int64.self) { self = .integer(i) }
        else if let d = try? c.decode(Double.self) { self = .number(d) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSONValue].self) { self = .array(a) }
        else { self = .object(try c.decode([String: JSONValue].self)) }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case .bool(let b): try c.encode(b)
        case .integer(let i): try c.encode(i)
        case .number(let d): try c.encode(d)
        case .string(let s): try c.encode(s)
        case .array(let a): try c.encode(a)
        case .object(let o): try c.encode(o)
        }
    }
}

/// When a result may be decoded as one of a method's result types (or a union's member): only when
/// its `property` (absent: `absent`) is `value` (`equals`) or is not (`!equals`). A result's
/// `resultType` says which it is (the spec's prose).
public struct McpResultSelector: Sendable {
    public let property: String
    public let value: String
    public let absent: String
    public let equals: Bool

    /// Whether `result` may be decoded as the type this selector guards; a value that is no object
    /// is tried as every type (each reports its own error).
    public func admits(_ result: JSONValue) -> Bool {
        guard case .object(let fields) = result else { return true }
        let says: String?
        switch fields[property] {
        case nil: says = absent
        case .string(let text)?: says = text
        default: says = nil
        }
        return (says == value) == equals
    }

    /// `admits(_:)` for the value `decoder` holds, reading only `property` (a union member's guard).
    public func admits(_ decoder: Decoder) -> Bool {
        guard let fields = try? decoder.container(keyedBy: McpCodingKey.self) else { return true }
        let key = McpCodingKey(property)
        let says: String?
        if fields.contains(key) {
            says = try? fields.decode(String.self, forKey: key)
        } else {
            says = absent
        }
        return (says == value) == equals
    }
}

/// The first of `results`, in order, that its selector (if any) admits and that decodes from
/// `data`; else the first tried one's error.
func mcpFirstResult(
    _ data: Data, decoder: JSONDecoder, _ results: [(type: any Decodable.Type, selector: McpResultSelector?)]
) throws -> Any {
    let value = try decoder.decode(JSONValue.self, from: data)
    var first: Swift.Error?
    for (type, selector) in results {
        if let selector = selector, !selector.admits(value) { continue }
        do {
            return try decoder.decode(type, from: data)
        } catch {
            if first == nil { first = error }
        }
    }
    throw first ?? DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: [], debugDescription: "matches no result of the method"))
}
