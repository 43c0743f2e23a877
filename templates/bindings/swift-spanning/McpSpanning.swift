// Runtime of the version-spanning MCP types: decode checks a message with the negotiated version's
// wire type, then fills the spanning value; encode writes the value as that version has it and lets
// the version's wire type check and write the result. Copied verbatim beside the generated spanning
// types (Foundation only); JSONValue and McpCodingKey are the wire runtime's, copied beside it.

import Foundation

/// A value of the spanning layer: read from and written to a JSON value as one version (nil: any version).
public protocol McpSpanValue {
    static func spanDecode(_ value: JSONValue, version: String?, path: String) throws -> Self
    func spanEncode(version: String?, path: String) throws -> JSONValue
}

/// A spanning struct or tagged union: each version that has it names its wire type.
public protocol McpSpanningType: McpSpanValue {
    /// The wire type of `version` that checks this type's messages, or nil when the version lacks it.
    static func spanWire(_ version: String) -> McpWire?
}

/// One version's wire type: checks a JSON text and writes it back as that type does.
public struct McpWire: Sendable {
    let check: @Sendable (Data) throws -> Data

    public init<W: Codable>(_ type: W.Type) {
        check = { data in try JSONEncoder().encode(try JSONDecoder().decode(W.self, from: data)) }
    }
}

/// A value that cannot be read or written as a version: a field set that the version lacks (`path`
/// is its JSON pointer), or a type the version does not have (`path` is empty).
public struct McpVersionError: Error, Hashable, Sendable {
    public let version: String
    public let path: String
    public let reason: String
}

/// Reads and writes the spanning types as one version: that version's wire types check every message.
public enum McpSpanning {
    /// Reads `data` as `version`'s `T`: that version's wire type checks it (its `DecodingError` names the
    /// path), then the text it writes back fills a `T`. A key that is not a field of the version stays in
    /// the struct's `unlistedProperties`, even one another version defines as a field.
    public static func decode<T: McpSpanningType>(_ type: T.Type, version: String, from data: Data) throws -> T {
        let canonical = try wire(T.self, version).check(data)
        return try T.spanDecode(try JSONDecoder().decode(JSONValue.self, from: canonical), version: version, path: "")
    }

    /// Writes `value` as `version`: a field set that the version lacks is a `McpVersionError` at its JSON
    /// pointer; the constants the version requires are filled in; then the version's wire type checks the
    /// text and writes it.
    public static func encode<T: McpSpanningType>(_ value: T, version: String) throws -> Data {
        let text = try JSONEncoder().encode(try value.spanEncode(version: version, path: ""))
        return try wire(T.self, version).check(text)
    }

    static func wire<T: McpSpanningType>(_ type: T.Type, _ version: String) throws -> McpWire {
        guard let wire = T.spanWire(version) else {
            throw McpVersionError(version: version, path: "", reason: "\(T.self) is not in this version")
        }
        return wire
    }

    static func pointer(_ parent: String, _ key: String) -> String {
        parent + "/" + key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    static func has(_ version: String?, _ versions: [String]) -> Bool {
        version.map { versions.contains($0) } ?? true
    }

    static func object(_ value: JSONValue, _ path: String) throws -> [String: JSONValue] {
        guard case .object(let fields) = value else { throw mismatch(path, "expected an object") }
        return fields
    }

    static func mismatch(_ path: String, _ reason: String) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: path + ": " + reason))
    }

    /// A field of `fields` the version has, taken out of `unlisted`; a null reads as absent unless the
    /// field holds any JSON.
    static func field<T: McpSpanValue>(
        _ fields: [String: JSONValue], _ key: String, _ version: String?, _ versions: [String], _ path: String,
        _ unlisted: inout [String: JSONValue]
    ) throws -> T? {
        guard has(version, versions), let value = fields[key] else { return nil }
        unlisted.removeValue(forKey: key)
        if case .null = value, T.self != JSONValue.self { return nil }
        return try T.spanDecode(value, version: version, path: pointer(path, key))
    }

    /// A field every version requires.
    static func required<T: McpSpanValue>(
        _ fields: [String: JSONValue], _ key: String, _ version: String?, _ versions: [String], _ path: String,
        _ unlisted: inout [String: JSONValue]
    ) throws -> T {
        guard let value: T = try field(fields, key, version, versions, path, &unlisted) else {
            throw mismatch(pointer(path, key), "required")
        }
        return value
    }

    /// Writes a field set on the value; one the version lacks is refused at its pointer.
    static func put<T: McpSpanValue>(
        _ fields: inout [String: JSONValue], _ key: String, _ value: T?, _ version: String?, _ versions: [String],
        _ path: String
    ) throws {
        guard let value = value else { return }
        if let version = version, !versions.contains(version) {
            throw McpVersionError(version: version, path: pointer(path, key), reason: "not a field of this version")
        }
        fields[key] = try value.spanEncode(version: version, path: pointer(path, key))
    }

    /// Fills in a constant the version requires when the value left it unset.
    static func constant(_ fields: inout [String: JSONValue], _ key: String, _ value: JSONValue, _ version: String?, _ requiredIn: [String]) {
        if fields[key] == nil, let version = version, requiredIn.contains(version) { fields[key] = value }
    }

    /// A tagged union's tag.
    static func tag(_ value: JSONValue, _ property: String, _ path: String) throws -> String {
        guard case .string(let tag)? = try object(value, path)[property] else {
            throw mismatch(path, "expected a string " + property)
        }
        return tag
    }
}

extension String: McpSpanValue {
    public static func spanDecode(_ value: JSONValue, version: String?, path: String) throws -> String {
        guard case .string(let s) = value else { throw McpSpanning.mismatch(path, "expected a string") }
        return s
    }

    public func spanEncode(version: String?, path: String) throws -> JSONValue { .string(self) }
}

extension Bool: McpSpanValue {
    public static func spanDecode(_ value: JSONValue, version: String?, path: String) throws -> Bool {
        guard case .bool(let b) = value else { throw McpSpanning.mismatch(path, "expected a boolean") }
        return b
    }

    public func spanEncode(version: String?, path: String) throws -> JSONValue { .bool(self) }
}

extension Int64: McpSpanValue {
    public static func spanDecode(_ value: JSONValue, version: String?, path: String) throws -> Int64 {
        guard case .integer(let i) = value else { throw McpSpanning.mismatch(path, "expected an integer") }
        return i
    }

    public func spanEncode(version: String?, path: String) throws -> JSONValue { .integer(self) }
}

extension Double: McpSpanValue {
    public static func spanDecode(_ value: JSONValue, version: String?, path: String) throws -> Double {
        switch value {
        case .number(let d): return d
        case .integer(let i): return Double(i)
        default: throw McpSpanning.mismatch(path, "expected a number")
        }
    }

    public func spanEncode(version: String?, path: String) throws -> JSONValue { .number(self) }
}

extension JSONValue: McpSpanValue {
    public static func spanDecode(_ value: JSONValue, version: String?, path: String) throws -> JSONValue { value }

    public func spanEncode(version: String?, path: String) throws -> JSONValue { self }
}

extension Array: McpSpanValue where Element: McpSpanValue {
    public static func spanDecode(_ value: JSONValue, version: String?, path: String) throws -> [Element] {
        guard case .array(let items) = value else { throw McpSpanning.mismatch(path, "expected an array") }
        return try items.enumerated().map { try Element.spanDecode($1, version: version, path: path + "/" + String($0)) }
    }

    public func spanEncode(version: String?, path: String) throws -> JSONValue {
        .array(try enumerated().map { try $1.spanEncode(version: version, path: path + "/" + String($0)) })
    }
}

extension Dictionary: McpSpanValue where Key == String, Value: McpSpanValue {
    public static func spanDecode(_ value: JSONValue, version: String?, path: String) throws -> [String: Value] {
        try McpSpanning.object(value, path).reduce(into: [:]) { out, entry in
            out[entry.key] = try Value.spanDecode(entry.value, version: version, path: McpSpanning.pointer(path, entry.key))
        }
    }

    public func spanEncode(version: String?, path: String) throws -> JSONValue {
        .object(try reduce(into: [:]) { out, entry in
            out[entry.key] = try entry.value.spanEncode(version: version, path: McpSpanning.pointer(path, entry.key))
        })
    }
}

/// A string enum of the spanning layer: every value any version lists.
public protocol McpSpanEnum: McpSpanValue, RawRepresentable where RawValue == String {}

extension McpSpanEnum {
    public static func spanDecode(_ value: JSONValue, version: String?, path: String) throws -> Self {
        guard case .string(let s) = value, let v = Self(rawValue: s) else { throw McpSpanning.mismatch(path, "not a value of \(Self.self)") }
        return v
    }

    public func spanEncode(version: String?, path: String) throws -> JSONValue { .string(rawValue) }
}
