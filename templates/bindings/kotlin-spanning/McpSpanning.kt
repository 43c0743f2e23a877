package io.modelcontextprotocol.schema

import kotlinx.serialization.KSerializer
import kotlinx.serialization.SerializationException
import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonObject
import kotlin.reflect.KClass

// Runtime of the version-spanning MCP types (mcp-codegen): decode checks a message with the negotiated
// version's wire types, then fills the spanning value from what they write; encode writes the value as that
// version has it and lets the version's wire types check and write the text. Common code: no JVM-only API.

/**
 * A value that cannot be read or written as [version]: a field set that the version lacks ([pointer] is its
 * JSON pointer), or a type the version does not have ([pointer] is `""`).
 */
class McpVersionException(val version: String, val pointer: String, val reason: String) :
    SerializationException(
        if (pointer.isEmpty()) "version $version: $reason" else "version $version: at $pointer: $reason",
    )

/** A field of a spanning record: its wire key, the versions that have it, and the constant written where one requires it. */
class McpSpanField(
    val key: String,
    val versions: List<String>,
    val requiredIn: List<String> = emptyList(),
    val constant: JsonElement? = null,
)

/** What the spanning layer knows of one type: each version's wire check, and how to read and write its values. */
interface McpSpanType<T : Any> {
    /** The schema's name of the type. */
    val spanName: String

    /** The versions that declare it. */
    val spanVersions: List<String>

    /** The value of a tree [version]'s wire type wrote. */
    fun read(e: JsonElement, version: String): T

    /** The tree of [value] as [version] has it ([path]: its JSON pointer, for errors). */
    fun write(value: T, version: String, path: String): JsonElement
}

/** A record: its fields by wire key. */
interface McpSpanRecord<T : Any> : McpSpanType<T> {
    val spanFields: Map<String, McpSpanField>
}

/** A spanning type that is a type alias (a map, a list, any JSON): its reader and writer as values. */
class McpSpanAlias<T : Any>(
    override val spanName: String,
    override val spanVersions: List<String>,
    private val reader: (JsonElement, String) -> T,
    private val writer: (T, String, String) -> JsonElement,
) : McpSpanType<T> {
    override fun read(e: JsonElement, version: String): T = reader(e, version)

    override fun write(value: T, version: String, path: String): JsonElement = writer(value, version, path)
}

/** Decoding and encoding as one version, and the building blocks of the generated readers and writers. */
object McpSpanning {
    /**
     * Reads [text] as [version]'s message of [type]: that version's wire type checks it (a [McpDecodingException]
     * with the JSON pointer), then the keys it holds fill the value. A key that is not one of the version's fields
     * stays in `unlistedProperties`, even one another version defines as a field.
     */
    fun <T : Any> decode(type: McpSpanType<T>, version: String, text: String): T {
        val written = wire(type, version, McpJson.parse(text))
        return type.read(McpJson.parse(written), version)
    }

    /** [decode] for the spanning class [T] (a record, an enum or a tagged union). */
    inline fun <reified T : Any> decode(version: String, text: String): T = decode(typeOf(T::class), version, text)

    /**
     * Writes [value] as [version]: a field set that the version lacks is a [McpVersionException] at its JSON pointer;
     * a constant the version requires is filled in; then the version's wire type checks the text and writes it.
     */
    fun <T : Any> encode(type: McpSpanType<T>, version: String, value: T): String =
        wire(type, version, type.write(value, version, ""))

    /** [tree] checked by [version]'s wire type of [type] and written as that type writes it. */
    private fun wire(type: McpSpanType<*>, version: String, tree: JsonElement): String {
        if (version !in type.spanVersions) throw missing(type, version)
        return McpWire.check(version, type.spanName, tree) ?: throw missing(type, version)
    }

    /** What a wire type's [serializer] writes of [tree] once it has decoded it (its errors are the wire package's). */
    @Suppress("UNCHECKED_CAST")
    fun wireText(serializer: KSerializer<*>, tree: JsonElement): String {
        val s = serializer as KSerializer<Any?>
        return McpJson.json.encodeToString(s, McpJson.json.decodeFromJsonElement(s, tree))
    }

    /** [encode] for a value of a spanning class. */
    @Suppress("UNCHECKED_CAST")
    fun encode(version: String, value: Any): String = encode(typeOf(value::class) as McpSpanType<Any>, version, value)

    /** The spanning type of [cls]. */
    @Suppress("UNCHECKED_CAST")
    fun <T : Any> typeOf(cls: KClass<T>): McpSpanType<T> = McpSpanTypes.byClass[cls] as? McpSpanType<T>
        ?: throw IllegalArgumentException("${cls.simpleName} is not a spanning type")

    /** Each wire key of [type] with the versions that have it. */
    fun fieldVersions(type: McpSpanRecord<*>): Map<String, List<String>> =
        type.spanFields.mapValues { it.value.versions }

    private fun missing(type: McpSpanType<*>, version: String) =
        McpVersionException(version, "", "${type.spanName} is not in this version")

    /** Whether [version] has [key] of [record]: a record the version lacks (a field of a wider type there) keeps every field. */
    fun has(record: McpSpanRecord<*>, key: String, version: String): Boolean =
        version !in record.spanVersions || version in record.spanFields.getValue(key).versions

    /** An optional field: null where the version lacks it or the tree lacks the key. */
    fun <T> field(
        o: JsonObject,
        record: McpSpanRecord<*>,
        key: String,
        version: String,
        read: (JsonElement) -> T,
    ): T? = if (has(record, key, version)) McpJson.optional(o, key, read) else null

    /** The keys that are not fields of [record] in [version], as read. */
    fun unlisted(o: JsonObject, record: McpSpanRecord<*>, version: String): JsonObject =
        JsonObject(o.filterKeys { it !in record.spanFields || !has(record, it, version) })

    /**
     * Writes a field into [out]: refused where the version lacks it and it is set; where it is null, the constant
     * the version requires, or nothing.
     */
    fun <T : Any> put(
        out: MutableMap<String, JsonElement>,
        record: McpSpanRecord<*>,
        key: String,
        version: String,
        path: String,
        value: T?,
        write: (T, String) -> JsonElement,
    ) {
        val at = pointer(path, key)
        val field = record.spanFields.getValue(key)
        if (!has(record, key, version)) {
            if (value != null) {
                throw McpVersionException(
                    version,
                    at,
                    "${record.spanName}.$key is only in ${field.versions.joinToString(", ")}",
                )
            }
            return
        }
        val constant = field.constant
        if (value != null) {
            out[key] = write(value, at)
        } else if (constant != null && version in field.requiredIn) {
            out[key] = constant
        }
    }

    /** The keys of [extra] not written yet, after the fields. */
    fun unlistedInto(out: MutableMap<String, JsonElement>, extra: JsonObject) {
        for ((k, v) in extra) if (k !in out) out[k] = v
    }

    fun <T> list(value: List<T>, path: String, write: (T, String) -> JsonElement): JsonElement =
        JsonArray(value.mapIndexed { i, x -> write(x, "$path/$i") })

    fun <T> map(value: Map<String, T>, path: String, write: (T, String) -> JsonElement): JsonElement =
        JsonObject(value.mapValues { (k, x) -> write(x, pointer(path, k)) })

    fun pointer(path: String, key: String): String = path + "/" + McpJson.escape(key)
}
