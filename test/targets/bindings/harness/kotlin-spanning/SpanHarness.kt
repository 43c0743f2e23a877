import io.modelcontextprotocol.schema.CallToolResult
import io.modelcontextprotocol.schema.InitializeRequest
import io.modelcontextprotocol.schema.ListRootsRequest
import io.modelcontextprotocol.schema.McpDecodingException
import io.modelcontextprotocol.schema.McpSpanType
import io.modelcontextprotocol.schema.McpSpanTypes
import io.modelcontextprotocol.schema.McpSpanning
import io.modelcontextprotocol.schema.McpVersionException
import io.modelcontextprotocol.schema.ProgressNotificationParams
import io.modelcontextprotocol.schema.ResultMetaObject
import io.modelcontextprotocol.schema.TextContent
import kotlinx.serialization.KSerializer
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive
import kotlinx.serialization.json.buildJsonObject
import kotlinx.serialization.json.jsonObject
import kotlinx.serialization.serializer
import java.io.File

// Drives the version-spanning Kotlin layer (package io.modelcontextprotocol.schema over the wire packages
// io.modelcontextprotocol.schema.v<version>). Modes:
//   roundtrip <version> <manifest>: each line "type<TAB>wire class<TAB>input": decode through the spanning layer as
//              <version> and encode back; beside it what the version's wire class writes of the same text. One JSON
//              line per case: ok, out, error, at (the pointer), wire, wireError.
//   spancheck: one line per check, "name: result", read by kotlinSpanning.test.ts.

val json = Json

@Suppress("UNCHECKED_CAST")
fun wireText(pkg: String, cls: String, text: String): String {
    if (cls.startsWith("map:")) {
        val member = serializer(Class.forName("$pkg.${cls.removePrefix("map:")}")) as KSerializer<Any?>
        val obj = json.parseToJsonElement(text) as JsonObject
        val out = obj.mapValues { (_, v) -> json.encodeToJsonElement(member, json.decodeFromJsonElement(member, v)) }
        return json.encodeToString(JsonElement.serializer(), JsonObject(out))
    }
    val s = serializer(Class.forName("$pkg.$cls")) as KSerializer<Any?>
    return json.encodeToString(s, json.decodeFromString(s, text))
}

fun row(build: MutableMap<String, JsonElement>.() -> Unit): String = JsonObject(LinkedHashMap<String, JsonElement>().apply(build)).toString()

fun roundTrip(version: String, manifest: String) {
    val pkg = "io.modelcontextprotocol.schema.v" + version.replace("-", "_")
    for (line in File(manifest).readLines()) {
        if (line.isBlank()) continue
        val (type, cls, input) = line.split("\t")
        val text = File(input).readText()
        val out =
            row {
                if (cls.isNotEmpty()) {
                    try {
                        put("wire", JsonPrimitive(wireText(pkg, cls, text)))
                    } catch (e: Exception) {
                        put("wireError", JsonPrimitive("${e::class.simpleName}: ${e.message}"))
                    }
                }
                @Suppress("UNCHECKED_CAST")
                val spanType = McpSpanTypes.byName[type] as McpSpanType<Any>?
                try {
                    if (spanType == null) error("no spanning type $type")
                    val value = McpSpanning.decode(spanType, version, text)
                    put("out", JsonPrimitive(McpSpanning.encode(spanType, version, value)))
                    put("ok", JsonPrimitive(true))
                } catch (e: Exception) {
                    put("ok", JsonPrimitive(false))
                    put("error", JsonPrimitive("${e::class.simpleName}: ${e.message}"))
                    if (e is McpDecodingException) put("at", JsonPrimitive(e.pointer))
                    if (e is McpVersionException) put("at", JsonPrimitive(e.pointer))
                }
            }
        println(out)
    }
}

fun spanCheck() {
    // A 2025-11-25 message, byte for byte (number text included), checked by that version's wire package.
    val old = """{"content":[{"text":"x","type":"text"}],"isError":false,"structuredContent":{"n":1}}"""
    val result = McpSpanning.decode<CallToolResult>("2025-11-25", old)
    println("2025-11-25 round trip: ${McpSpanning.encode("2025-11-25", result) == old}")
    val progress = """{"progress":1.50,"progressToken":"t","total":1e3}"""
    val numbers = McpSpanning.decode<ProgressNotificationParams>("2025-11-25", progress)
    println("number text: ${numbers.progress} ${numbers.total} ${McpSpanning.encode("2025-11-25", numbers) == progress}")
    // A tagged union is a sealed interface whose values are the member data classes.
    val block = result.content[0]
    println("content block: ${block::class.simpleName} ${block is TextContent} ${(block as TextContent).text}")

    // Decoded as 2025-11-25, a 2026-07-28 field is an unknown key there: kept as one, not the field.
    val read = McpSpanning.decode<CallToolResult>("2025-11-25", """{"content":[],"resultType":"complete"}""")
    println("unknown key: field null ${read.resultType == null}, written back ${McpSpanning.encode("2025-11-25", read)}")

    // A field only 2026-07-28 has: marked, written as 2026-07-28, refused as 2025-11-25 at its pointer.
    val value = CallToolResult(content = emptyList(), resultType = "complete")
    println("resultType versions: ${McpSpanning.fieldVersions(CallToolResult)["resultType"]?.joinToString(", ")}")
    println("2026-07-28: ${McpSpanning.encode("2026-07-28", value)}")
    val refused =
        try {
            McpSpanning.encode("2025-11-25", value)
            "accepted"
        } catch (e: McpVersionException) {
            "true at ${e.pointer}"
        }
    println("2025-11-25 refuses: $refused")

    // Construction is lax: a constant tag is its default, null is absent.
    println("tag defaulted: ${McpSpanning.encode("2025-11-25", CallToolResult(content = listOf(TextContent(text = "hi")), meta = null))}")
    // A constant only 2025-11-25 requires (an embedded request's jsonrpc) is written there only.
    val older = McpSpanning.encode("2025-11-25", ListRootsRequest(id = JsonPrimitive(1)))
    println("constants per version: $older ${McpSpanning.encode("2026-07-28", ListRootsRequest())}")
    // Keys no field declares are written back after the fields (the wire type orders them).
    val extra = json.parseToJsonElement("""{"x":"y"}""").jsonObject
    val withExtra = CallToolResult(meta = ResultMetaObject(), content = emptyList(), unlistedProperties = extra)
    println("extra keys: ${McpSpanning.encode("2025-11-25", withExtra)}")

    // The version's wire package checks what is decoded: its error, with the JSON pointer.
    val wireCheck =
        try {
            McpSpanning.decode<CallToolResult>("2025-11-25", """{"content":[{"type":"text"}]}""")
            "accepted"
        } catch (e: McpDecodingException) {
            "true at ${e.pointer}"
        }
    println("wire check: $wireCheck")
    // A construct one version lacks.
    val missing =
        try {
            McpSpanning.decode<InitializeRequest>("2026-07-28", "{}")
            false
        } catch (e: McpVersionException) {
            e.pointer == ""
        }
    println("missing construct: $missing")
    check(buildJsonObject { }.isEmpty())
}

fun main(args: Array<String>) {
    when (args[0]) {
        "roundtrip" -> roundTrip(args[1], args[2])
        "spancheck" -> spanCheck()
        else -> error("mode ${args[0]}")
    }
}
