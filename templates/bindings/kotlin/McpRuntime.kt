package io.modelcontextprotocol.schema

import kotlinx.serialization.ExperimentalSerializationApi
import kotlinx.serialization.KSerializer
import kotlinx.serialization.SerializationException
import kotlinx.serialization.descriptors.PrimitiveKind
import kotlinx.serialization.descriptors.PrimitiveSerialDescriptor
import kotlinx.serialization.descriptors.SerialDescriptor
import kotlinx.serialization.encoding.Decoder
import kotlinx.serialization.encoding.Encoder
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.JsonDecoder
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonEncoder
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive
import kotlinx.serialization.json.JsonUnquotedLiteral

// The runtime of the generated MCP types (mcp-codegen): strict decoding of JSON trees with the JSON
// pointer of the first error, and numbers kept in their JSON form. Generated serializers call it.

/** A value the schema rejects, at [pointer] (RFC 6901, `""` for the whole document). */
class McpDecodingException(val pointer: String, val reason: String) :
    SerializationException(if (pointer.isEmpty()) reason else "$pointer: $reason")

/**
 * Any JSON number as its literal text: `1` stays `1`, `1.0` stays `1.0`, `1e3` stays `1e3`. Common
 * code (no JVM types): read [literal] into the number type your platform has (`BigDecimal(literal)`
 * on the JVM), or [toDouble] / [toLongOrNull] where those suffice.
 */
@kotlinx.serialization.Serializable(with = McpNumber.Serializer::class)
class McpNumber(val literal: String) {
    init {
        require(NUMBER.matches(literal)) { "not a JSON number: $literal" }
    }

    fun toDouble(): Double = literal.toDouble()

    /** The number as a Long when it is a whole number written without fraction or exponent, in range. */
    fun toLongOrNull(): Long? = literal.toLongOrNull()

    override fun equals(other: Any?): Boolean = other is McpNumber && other.literal == literal

    override fun hashCode(): Int = literal.hashCode()

    override fun toString(): String = literal

    object Serializer : KSerializer<McpNumber> {
        override val descriptor: SerialDescriptor =
            PrimitiveSerialDescriptor("io.modelcontextprotocol.schema.McpNumber", PrimitiveKind.DOUBLE)

        override fun deserialize(decoder: Decoder): McpNumber = McpJson.number(McpJson.element(decoder))

        override fun serialize(encoder: Encoder, value: McpNumber) = McpJson.write(encoder, McpJson.encodeNumber(value))
    }

    companion object {
        private val NUMBER = Regex("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?")
    }
}

/** Building blocks of the generated serializers, and the JSON configuration they use. */
object McpJson {
    val json: Json = Json

    private val INTEGER = Regex("-?(0|[1-9][0-9]*)")

    /** Parses JSON text; a syntax error is reported at the document. */
    fun parse(text: String): JsonElement = try {
        json.parseToJsonElement(text)
    } catch (e: SerializationException) {
        throw McpDecodingException("", "not JSON: ${e.message}")
    }

    fun element(decoder: Decoder): JsonElement {
        val json = decoder as? JsonDecoder ?: throw SerializationException("the MCP types decode from JSON only")
        return json.decodeJsonElement()
    }

    /** Writes [element], each number as its text (see [keepNumberText]). */
    fun write(encoder: Encoder, element: JsonElement) {
        val json = encoder as? JsonEncoder ?: throw SerializationException("the MCP types encode to JSON only")
        json.encodeJsonElement(keepNumberText(element))
    }

    /**
     * [e] with each number an unquoted literal of its text: kotlinx.serialization writes a parsed number through a
     * Long or a Double (`1.50` as `1.5`, `1e3` as `1000.0`, `-0` as `0`), an unquoted literal as it is.
     */
    @OptIn(ExperimentalSerializationApi::class)
    fun keepNumberText(e: JsonElement): JsonElement = when {
        e is JsonObject -> JsonObject(e.mapValues { keepNumberText(it.value) })
        e is JsonArray -> JsonArray(e.map { keepNumberText(it) })
        isNumber(e) && !isBoolean(e) -> JsonUnquotedLiteral((e as JsonPrimitive).content)
        else -> e
    }

    private fun expected(what: String, e: JsonElement) = McpDecodingException("", "expected $what, got ${kind(e)}")

    fun obj(e: JsonElement): JsonObject = e as? JsonObject ?: throw expected("an object", e)

    fun array(e: JsonElement): JsonArray = e as? JsonArray ?: throw expected("an array", e)

    fun str(e: JsonElement): String {
        val p = e as? JsonPrimitive
        if (p == null || !p.isString) throw expected("a string", e)
        return p.content
    }

    /** A whole number written without fraction or exponent, in the range of a Long. */
    fun long(e: JsonElement): Long {
        val p = e as? JsonPrimitive
        if (p == null || p.isString || p is JsonNull || !INTEGER.matches(p.content)) throw expected("an integer", e)
        return p.content.toLongOrNull() ?: throw McpDecodingException("", "integer out of range: ${p.content}")
    }

    fun bool(e: JsonElement): Boolean {
        val p = e as? JsonPrimitive
        if (p == null || p.isString || (p.content != "true" && p.content != "false")) throw expected("a boolean", e)
        return p.content == "true"
    }

    fun number(e: JsonElement): McpNumber {
        val p = e as? JsonPrimitive
        val number = p != null && !p.isString && p !is JsonNull && p.content != "true" && p.content != "false"
        if (p == null || !number) throw expected("a number", e)
        return McpNumber(p.content)
    }

    /** A `const`: exactly [expected] (string, integer or boolean), else an error naming it. */
    fun literal(e: JsonElement, expected: String): String {
        val s = str(e)
        if (s != expected) {
            throw McpDecodingException("", "expected ${JsonPrimitive(expected)}, got ${JsonPrimitive(s)}")
        }
        return s
    }

    fun literal(e: JsonElement, expected: Long): Long {
        val n = long(e)
        if (n != expected) throw McpDecodingException("", "expected $expected, got $n")
        return n
    }

    fun literal(e: JsonElement, expected: Boolean): Boolean {
        val b = bool(e)
        if (b != expected) throw McpDecodingException("", "expected $expected, got $b")
        return b
    }

    fun <T> list(e: JsonElement, item: (JsonElement) -> T): List<T> =
        array(e).mapIndexed { i, x -> at(i.toString()) { item(x) } }

    fun <T> map(e: JsonElement, value: (JsonElement) -> T): Map<String, T> {
        val out = LinkedHashMap<String, T>()
        for ((k, v) in obj(e)) out[k] = at(k) { value(v) }
        return out
    }

    /** Runs [block] for the value under [key]: its errors are reported below `/key`. */
    fun <T> at(key: String, block: () -> T): T = try {
        block()
    } catch (e: McpDecodingException) {
        throw McpDecodingException("/" + escape(key) + e.pointer, e.reason)
    } catch (e: IllegalArgumentException) {
        throw McpDecodingException("/" + escape(key), e.message ?: "invalid value")
    }

    fun <T> required(o: JsonObject, key: String, decode: (JsonElement) -> T): T {
        val v = o[key] ?: throw McpDecodingException("/" + escape(key), "required property missing")
        return at(key) { decode(v) }
    }

    /** An optional property: absent is null; JSON `null` is an error unless [decode] accepts it. */
    fun <T> optional(o: JsonObject, key: String, decode: (JsonElement) -> T): T? =
        o[key]?.let { at(key) { decode(it) } }

    /** An optional property whose JSON `null` reads as absent (an overlay's null-absent: peers writing unset fields as null). */
    fun <T> optionalNullAbsent(o: JsonObject, key: String, decode: (JsonElement) -> T): T? =
        o[key]?.takeIf { it !is JsonNull }?.let { at(key) { decode(it) } }

    /** An optional property whose value reads as absent when it does not decode (an overlay's onInvalid). */
    fun <T> optionalOrAbsent(o: JsonObject, key: String, decode: (JsonElement) -> T): T? {
        val v = o[key] ?: return null
        return try {
            decode(v)
        } catch (e: McpDecodingException) {
            null
        } catch (e: IllegalArgumentException) {
            null
        }
    }

    /** A nullable value: JSON `null` is null, anything else goes to [decode]. */
    fun <T> nullable(e: JsonElement, decode: (JsonElement) -> T): T? = if (e is JsonNull) null else decode(e)

    /** The JSON of a nullable value: null is JSON `null`. */
    fun <T : Any> encodeNullable(value: T?, encode: (T) -> JsonElement): JsonElement =
        if (value == null) JsonNull else encode(value)

    /** An enum constant: the one of [entries] whose [wire] name is [s], else an error listing them. */
    fun <T> oneOf(s: String, entries: List<T>, wire: (T) -> String): T {
        val found = entries.firstOrNull { wire(it) == s }
        if (found != null) return found
        val names = entries.joinToString(", ") { JsonPrimitive(wire(it)).toString() }
        throw McpDecodingException("", "expected one of $names, got ${JsonPrimitive(s)}")
    }

    /** Whether [e] is an object whose [key] is the string [tag] (a union member told apart by a `const`). */
    fun hasTag(e: JsonElement, key: String, tag: String): Boolean {
        val p = (e as? JsonObject)?.get(key) as? JsonPrimitive
        return p != null && p.isString && p.content == tag
    }

    /**
     * Whether [e]'s [key] (absent: [absent]) is the string [value]: a result's `resultType` says which
     * member of a union of results it is (the spec's prose).
     */
    fun says(
        e: JsonElement,
        key: String,
        value: String,
        absent: String,
    ): Boolean {
        if (e !is JsonObject) return false
        val p = e[key] ?: return absent == value
        return p is JsonPrimitive && p.isString && p.content == value
    }

    /** Whether [e] is an object holding one of [keys]: the evidence for a union member that declares them. */
    fun hasAnyKey(e: JsonElement, vararg keys: String): Boolean = e is JsonObject && keys.any { it in e }

    fun isString(e: JsonElement): Boolean = e is JsonPrimitive && e.isString

    fun isNumber(e: JsonElement): Boolean = e is JsonPrimitive && !e.isString && e !is JsonNull

    fun isBoolean(e: JsonElement): Boolean =
        e is JsonPrimitive && !e.isString && (e.content == "true" || e.content == "false")

    /** The properties a record does not list (open objects keep and write them back). */
    fun unlisted(o: JsonObject, listed: Set<String>): JsonObject = JsonObject(o.filterKeys { it !in listed })

    /** A closed object: the first property it does not list is an error. */
    fun closed(o: JsonObject, listed: Set<String>) {
        for (k in o.keys) if (k !in listed) throw McpDecodingException("/" + escape(k), "property not allowed")
    }

    @OptIn(ExperimentalSerializationApi::class)
    fun encodeNumber(n: McpNumber): JsonElement = JsonUnquotedLiteral(n.literal)

    /** Members of a union told apart by shape, tried in order: the first that decodes, else the first error. */
    fun <T> firstOf(e: JsonElement, vararg candidates: (JsonElement) -> T?): T {
        var first: McpDecodingException? = null
        for (candidate in candidates) {
            try {
                val v = candidate(e)
                if (v != null) return v
            } catch (x: McpDecodingException) {
                if (first == null) first = x
            }
        }
        throw first ?: McpDecodingException("", "matches no member of the union (got ${kind(e)})")
    }

    fun escape(key: String): String = key.replace("~", "~0").replace("/", "~1")

    fun kind(e: JsonElement): String = when {
        e is JsonNull -> "null"
        e is JsonObject -> "an object"
        e is JsonArray -> "an array"
        (e as JsonPrimitive).isString -> "a string"
        e.content == "true" || e.content == "false" -> "a boolean"
        else -> "a number"
    }
}
