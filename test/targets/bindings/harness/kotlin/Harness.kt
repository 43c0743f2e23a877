import java.io.File
import kotlinx.serialization.KSerializer
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.serializer

// Drives the generated Kotlin bindings. Modes read a manifest of tab-separated lines (class, input, output[, sdk]):
//   roundtrip: decode with kotlinx (Json.decodeFromString and the type's serializer), encode back to output
//              (the class it decoded to in output.member; "result:<method>": McpMessages.decodeResult)
//   reject:    decode; write the first error's JSON pointer (or "accepted") to output ("message": McpMessages.decode;
//              "result:<method>": decodeResult, "null" when it returns null)
//   interop:   ours decode and encode, kotlin-sdk reads and writes that (output.sdk), ours read it back (output)
// A failure is written to output.err.

val json = Json { ignoreUnknownKeys = true }

@Suppress("UNCHECKED_CAST")
fun serializerOf(pkg: String, name: String): KSerializer<Any?> = serializer(Class.forName("$pkg.$name")) as KSerializer<Any?>

/** A map alias (`map:InputRequest`) has no class: the member's serializer for each value. */
fun decodeAs(pkg: String, type: String, text: String): String {
    if (type.startsWith("map:")) {
        val member = serializerOf(pkg, type.removePrefix("map:"))
        val obj = json.parseToJsonElement(text) as JsonObject
        val out = obj.mapValues { (_, v) -> json.encodeToJsonElement(member, json.decodeFromJsonElement(member, v)) }
        return json.encodeToString(JsonElement.serializer(), JsonObject(out))
    }
    val s = serializerOf(pkg, type)
    return json.encodeToString(s, json.decodeFromString(s, text))
}

/** `result:<method>`: McpMessages.decodeResult of the text, or null (a method the schema does not know). */
fun decodeResult(pkg: String, method: String, text: String): Any? {
    val messages = Class.forName("$pkg.McpMessages").getField("INSTANCE").get(null)
    val decode = messages.javaClass.getMethod("decodeResult", String::class.java, JsonElement::class.java)
    return try {
        decode.invoke(messages, method, json.parseToJsonElement(text))
    } catch (e: java.lang.reflect.InvocationTargetException) {
        throw e.targetException
    }
}

/** A decoded value written back with its own class's serializer. */
fun encodeValue(value: Any): String {
    @Suppress("UNCHECKED_CAST")
    val s = serializer(value.javaClass) as KSerializer<Any?>
    return json.encodeToString(s, value)
}

fun main(args: Array<String>) {
    val (mode, pkg, manifest) = args
    val mcpJson = Class.forName("$pkg.McpJson").getField("INSTANCE").get(null)
    val messages = Class.forName("$pkg.McpMessages").getField("INSTANCE").get(null)
    val decodingError = Class.forName("$pkg.McpDecodingException")
    for (line in File(manifest).readLines()) {
        if (line.isBlank()) continue
        val f = line.split("\t")
        val (type, input, output) = f
        val text = File(input).readText()
        when (mode) {
            "roundtrip" ->
                try {
                    if (type.startsWith("result:")) {
                        val value = decodeResult(pkg, type.removePrefix("result:"), text) ?: error("no result type")
                        File("$output.member").writeText(value::class.simpleName ?: "")
                        File(output).writeText(encodeValue(value))
                    } else {
                        if (!type.startsWith("map:")) {
                            val decoded = json.decodeFromString(serializerOf(pkg, type), text)
                            File("$output.member").writeText(decoded?.let { it::class.simpleName } ?: "")
                        }
                        File(output).writeText(decodeAs(pkg, type, text))
                    }
                } catch (e: Exception) {
                    File("$output.err").writeText("${e::class.simpleName}: ${e.message}")
                }
            "reject" -> {
                val result =
                    try {
                        if (type.startsWith("result:")) {
                            decodeResult(pkg, type.removePrefix("result:"), text)?.let { "accepted" } ?: "null"
                        } else {
                            if (type == "message") messages.javaClass.getMethod("decode", String::class.java).invoke(messages, text) else decodeAs(pkg, type, text)
                            "accepted"
                        }
                    } catch (e: Throwable) {
                        val cause = if (e is java.lang.reflect.InvocationTargetException) e.targetException else e
                        if (decodingError.isInstance(cause)) decodingError.getMethod("getPointer").invoke(cause).toString() + "\t" + cause.message
                        else "error without path: $cause"
                    }
                File(output).writeText(result)
            }
            "interop" -> interop(pkg, type, f[3], text, output)
            else -> error("mode $mode")
        }
    }
    check(mcpJson != null)
}

fun interop(pkg: String, type: String, sdk: String, text: String, output: String) {
    val ours =
        try {
            decodeAs(pkg, type, text)
        } catch (e: Exception) {
            File("$output.err").writeText("ours: ${e.message}")
            return
        }
    val theirs =
        try {
            val sdkJson = io.modelcontextprotocol.kotlin.sdk.types.McpJson
            @Suppress("UNCHECKED_CAST")
            val s = serializer(Class.forName("io.modelcontextprotocol.kotlin.sdk.types.$sdk")) as KSerializer<Any?>
            sdkJson.encodeToString(s, sdkJson.decodeFromString(s, ours)).also { File("$output.sdk").writeText(it) }
        } catch (e: Throwable) {
            File("$output.err").writeText("kotlin-sdk read: ${e.message?.lines()?.first()}")
            return
        }
    try {
        File(output).writeText(decodeAs(pkg, type, theirs))
    } catch (e: Exception) {
        File("$output.err").writeText("ours read kotlin-sdk: ${e.message}")
    }
}
