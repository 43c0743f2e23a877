import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Drives the generated Java bindings with Jackson 2 and Jackson 3 (strict mappers: no coercion of
 * scalars, no float as int, unknown properties of closed classes fail, floats read as BigDecimal).
 *
 * Modes, each reading a manifest of tab-separated lines:
 *   roundtrip PACKAGE MANIFEST  (class, input, output): decode, encode with Jackson 2 to output and
 *                                Jackson 3 to output.j3; a failure is written to output.err.
 *   reject PACKAGE MANIFEST     (class, input, output): decode; writes the first error's JSON pointer
 *                                (or "accepted") to output with Jackson 2 and output.j3 with Jackson 3.
 *   A class "result:METHOD" reads the input as a response's result for METHOD with McpMessages.decodeResult
 *   (roundtrip: the class it decoded to in output.member and output.member.j3; reject: "null" when it returns null).
 *   interop PACKAGE MANIFEST    (class, input, output, sdkClass or "message"): ours decode and encode, the
 *                                java-sdk reads that and writes it (output.sdk), ours read the SDK's text and
 *                                write it back (output); each failure is written to output.err.
 */
public final class Harness {
    static final com.fasterxml.jackson.databind.json.JsonMapper J2 = com.fasterxml.jackson.databind.json.JsonMapper.builder()
        .disable(com.fasterxml.jackson.databind.MapperFeature.ALLOW_COERCION_OF_SCALARS)
        .disable(com.fasterxml.jackson.databind.DeserializationFeature.ACCEPT_FLOAT_AS_INT)
        .enable(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
        .enable(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
        .enable(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
        .enable(com.fasterxml.jackson.databind.DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
        .withCoercionConfig(com.fasterxml.jackson.databind.type.LogicalType.Textual, c -> c
            .setCoercion(com.fasterxml.jackson.databind.cfg.CoercionInputShape.Integer, com.fasterxml.jackson.databind.cfg.CoercionAction.Fail)
            .setCoercion(com.fasterxml.jackson.databind.cfg.CoercionInputShape.Float, com.fasterxml.jackson.databind.cfg.CoercionAction.Fail)
            .setCoercion(com.fasterxml.jackson.databind.cfg.CoercionInputShape.Boolean, com.fasterxml.jackson.databind.cfg.CoercionAction.Fail))
        .build();
    static final tools.jackson.databind.json.JsonMapper J3 = tools.jackson.databind.json.JsonMapper.builder()
        .disable(tools.jackson.databind.MapperFeature.ALLOW_COERCION_OF_SCALARS)
        .disable(tools.jackson.databind.DeserializationFeature.ACCEPT_FLOAT_AS_INT)
        .enable(tools.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
        .enable(tools.jackson.databind.DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
        .enable(tools.jackson.databind.DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
        .enable(tools.jackson.databind.DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
        .withCoercionConfig(tools.jackson.databind.type.LogicalType.Textual, c -> c
            .setCoercion(tools.jackson.databind.cfg.CoercionInputShape.Integer, tools.jackson.databind.cfg.CoercionAction.Fail)
            .setCoercion(tools.jackson.databind.cfg.CoercionInputShape.Float, tools.jackson.databind.cfg.CoercionAction.Fail)
            .setCoercion(tools.jackson.databind.cfg.CoercionInputShape.Boolean, tools.jackson.databind.cfg.CoercionAction.Fail))
        .build();

    public static void main(String[] args) throws Exception {
        String mode = args[0];
        String pkg = args[1];
        List<String> lines = Files.readAllLines(Path.of(args[2]), StandardCharsets.UTF_8);
        for (String line : lines) {
            if (line.isBlank()) continue;
            String[] f = line.split("\t");
            boolean map = f[0].startsWith("map:");
            boolean message = f[0].equals("message");
            String result = f[0].startsWith("result:") ? f[0].substring("result:".length()) : null;
            Class<?> type = message || result != null ? Object.class : Class.forName(pkg + "." + (map ? f[0].substring(4) : f[0]));
            String input = Files.readString(Path.of(f[1]), StandardCharsets.UTF_8);
            Path out = Path.of(f[2]);
            switch (mode) {
                case "roundtrip" -> {
                    if (result != null) {
                        write(out, () -> J2.writeValueAsString(member(Path.of(f[2] + ".member"), decodeResult2(pkg, result, input))));
                        write(Path.of(f[2] + ".j3"), () -> J3.writeValueAsString(member(Path.of(f[2] + ".member.j3"), decodeResult3(pkg, result, input))));
                        continue;
                    }
                    if (message) {
                        write(out, () -> J2.writeValueAsString(decodeMessage2(pkg, input)));
                        write(Path.of(f[2] + ".j3"), () -> J3.writeValueAsString(decodeMessage3(pkg, input)));
                        continue;
                    }
                    // A map alias (`InputRequests`) has no class of its own: Map<String, member>.
                    // The class decoded (a union's member) in output.member and output.member.j3.
                    write(out, () -> J2.writeValueAsString(map ? J2.readValue(input, J2.getTypeFactory().constructMapType(java.util.LinkedHashMap.class, String.class, type)) : member(Path.of(f[2] + ".member"), J2.readValue(input, type))));
                    write(Path.of(f[2] + ".j3"), () -> J3.writeValueAsString(map ? J3.readValue(input, J3.getTypeFactory().constructMapType(java.util.LinkedHashMap.class, String.class, type)) : member(Path.of(f[2] + ".member.j3"), J3.readValue(input, type))));
                }
                case "reject" -> {
                    if (result != null) {
                        Files.writeString(out, reject(() -> found(decodeResult2(pkg, result, input))));
                        Files.writeString(Path.of(f[2] + ".j3"), reject(() -> found(decodeResult3(pkg, result, input))));
                        continue;
                    }
                    Files.writeString(out, reject(() -> message ? decodeMessage2(pkg, input) : J2.readValue(input, type)));
                    Files.writeString(Path.of(f[2] + ".j3"), reject(() -> message ? decodeMessage3(pkg, input) : J3.readValue(input, type)));
                }
                case "interop" -> interop(type, f[3], input, out);
                case "load" -> {
                    // Loading runs static initialisers: a hostile schema's injected block would print here.
                    Files.writeString(out, "loaded " + type.getName());
                }
                default -> throw new IllegalArgumentException(mode);
            }
        }
    }

    /** The one-call decoder of a JSON-RPC message: McpMessages.classOf on the parsed map, then that class. */
    @SuppressWarnings("unchecked")
    static Object decodeMessage2(String pkg, String input) throws Exception {
        Map<String, Object> map = J2.readValue(input, Map.class);
        Class<?> cls = classOf(pkg, map);
        if (cls == null) {
            // The envelope first (an id that is no RequestId is reported as such), then the unknown method.
            Class<?> envelope = (Class<?>) Class.forName(pkg + ".McpMessages").getMethod("envelopeClass", Map.class).invoke(null, map);
            if (envelope != null && map.containsKey("method")) J2.readValue(input, envelope);
            throw new UnknownMethod(map);
        }
        return J2.readValue(input, cls);
    }

    @SuppressWarnings("unchecked")
    static Object decodeMessage3(String pkg, String input) throws Exception {
        Map<String, Object> map = J3.readValue(input, Map.class);
        Class<?> cls = classOf(pkg, map);
        if (cls == null) {
            // The envelope first (an id that is no RequestId is reported as such), then the unknown method.
            Class<?> envelope = (Class<?>) Class.forName(pkg + ".McpMessages").getMethod("envelopeClass", Map.class).invoke(null, map);
            if (envelope != null && map.containsKey("method")) J3.readValue(input, envelope);
            throw new UnknownMethod(map);
        }
        return J3.readValue(input, cls);
    }

    /** The package whose McpMessages the result decoders call (by name, as a user would): the other versions compile alike. */
    static final String RESULT_PACKAGE = "io.modelcontextprotocol.schema.v2026_07_28";

    /**
     * A response's result through decodeResult with Jackson 2's readValue: its checked JsonProcessingException is what
     * decodeResult throws (the compiler infers it from the method reference).
     */
    static Object decodeResult2(String pkg, String method, String text) throws com.fasterxml.jackson.core.JsonProcessingException {
        if (!pkg.equals(RESULT_PACKAGE)) throw new IllegalArgumentException("result decoding is compiled against " + RESULT_PACKAGE);
        return io.modelcontextprotocol.schema.v2026_07_28.McpMessages.decodeResult(method, text, J2::readValue);
    }

    /** The same with Jackson 3, whose readValue throws only unchecked exceptions: so does decodeResult. */
    static Object decodeResult3(String pkg, String method, String text) {
        if (!pkg.equals(RESULT_PACKAGE)) throw new IllegalArgumentException("result decoding is compiled against " + RESULT_PACKAGE);
        return io.modelcontextprotocol.schema.v2026_07_28.McpMessages.decodeResult(method, text, J3::readValue);
    }

    /** A decoded result, its class's simple name written to `path`; null (no result class for the method) fails. */
    static Object member(Path path, Object value) throws Exception {
        if (value == null) throw new IllegalArgumentException("no result class for the method");
        Files.writeString(path, value.getClass().getSimpleName());
        return value;
    }

    /** A decoded result, or NoResultClass when decodeResult returned null (a method the schema does not know). */
    static Object found(Object value) throws NoResultClass {
        if (value == null) throw new NoResultClass();
        return value;
    }

    /** decodeResult returned null: the schema has no result class for the method. */
    static final class NoResultClass extends Exception {
        NoResultClass() {
            super("no result class for the method");
        }
    }

    static Class<?> classOf(String pkg, Map<String, Object> map) throws Exception {
        return (Class<?>) Class.forName(pkg + ".McpMessages").getMethod("classOf", Map.class).invoke(null, map);
    }

    /** No class for the message: its method is unknown (or it has none). */
    static final class UnknownMethod extends Exception {
        final String pointer;

        UnknownMethod(Map<String, Object> map) {
            super(map.containsKey("method") ? "unknown method " + map.get("method") : "not a JSON-RPC message");
            pointer = map.containsKey("method") ? "/method" : "";
        }
    }

    interface Io {
        String get() throws Exception;
    }

    interface Decode {
        Object get() throws Exception;
    }

    static void write(Path out, Io io) throws Exception {
        try {
            Files.writeString(out, io.get());
        } catch (Exception e) {
            Files.writeString(Path.of(out + ".err"), String.valueOf(e.getMessage()).split("\n")[0]);
        }
    }

    /** The JSON pointer of the first error, as each Jackson reports its path, or "accepted". */
    static String reject(Decode decode) {
        try {
            decode.get();
            return "accepted";
        } catch (com.fasterxml.jackson.databind.exc.InvalidTypeIdException e) {
            return pointer2(e.getPath(), e.getOriginalMessage(), tagOf(e.getBaseType().getRawClass()));
        } catch (com.fasterxml.jackson.databind.JsonMappingException e) {
            return pointer2(e.getPath(), e.getOriginalMessage(), "");
        } catch (tools.jackson.databind.exc.InvalidTypeIdException e) {
            return pointer3(e.getPath(), e.getOriginalMessage(), tagOf(e.getBaseType().getRawClass()));
        } catch (tools.jackson.core.JacksonException e) {
            return pointer3(e.getPath(), e.getOriginalMessage(), "");
        } catch (UnknownMethod e) {
            return e.pointer + "\t" + e.getMessage();
        } catch (NoResultClass e) {
            return "null\t" + e.getMessage();
        } catch (Exception e) {
            return "error without path: " + e;
        }
    }

    static String pointer2(List<com.fasterxml.jackson.databind.JsonMappingException.Reference> path, String message, String tag) {
        StringBuilder b = new StringBuilder();
        for (var r : path) b.append('/').append(r.getFieldName() != null ? escape(r.getFieldName()) : String.valueOf(r.getIndex()));
        return named(b.toString(), message, tag) + "\t" + message.split("\n")[0];
    }

    static String pointer3(List<tools.jackson.core.JacksonException.Reference> path, String message, String tag) {
        StringBuilder b = new StringBuilder();
        for (var r : path) b.append('/').append(r.getPropertyName() != null ? escape(r.getPropertyName()) : String.valueOf(r.getIndex()));
        return named(b.toString(), message, tag) + "\t" + message.split("\n")[0];
    }

    /**
     * Jackson may report a missing required property, or a wrong or missing tag, at the object holding
     * it: the pointer names the property itself.
     */
    static String named(String path, String message, String tag) {
        var m = java.util.regex.Pattern.compile("^Missing required creator property '([^']*)'").matcher(message);
        // A `const` checked by the record's constructor, or a key a shape union's member requires: the message
        // starts with the property's wire name.
        var c = java.util.regex.Pattern.compile("problem: (\\S+) (must be |is required)").matcher(message);
        String property = m.find() ? escape(m.group(1)) : c.find() ? escape(c.group(1)) : tag.isEmpty() ? "" : escape(tag);
        return property.isEmpty() || path.endsWith("/" + property) ? path : path + "/" + property;
    }

    /** The tag property of a tagged union (its @JsonTypeInfo), for a type-id error. */
    static String tagOf(Class<?> base) {
        var info = base.getAnnotation(com.fasterxml.jackson.annotation.JsonTypeInfo.class);
        return info == null || info.use() != com.fasterxml.jackson.annotation.JsonTypeInfo.Id.NAME ? "" : info.property();
    }

    static String escape(String key) {
        return key.replace("~", "~0").replace("/", "~1");
    }

    static final JacksonMcpJsonMapper SDK = new JacksonMcpJsonMapper(tools.jackson.databind.json.JsonMapper.builder().build());

    static void interop(Class<?> ours, String sdkClass, String input, Path out) throws Exception {
        String oursText;
        try {
            oursText = J2.writeValueAsString(J2.readValue(input, ours));
        } catch (Exception e) {
            Files.writeString(Path.of(out + ".err"), "ours: " + e.getMessage().split("\n")[0]);
            return;
        }
        String theirs;
        try {
            Object v = sdkClass.equals("message")
                ? McpSchema.deserializeJsonRpcMessage(SDK, oursText)
                : SDK.readValue(oursText, Class.forName("io.modelcontextprotocol.spec.McpSchema$" + sdkClass));
            theirs = SDK.writeValueAsString(v);
            Files.writeString(Path.of(out + ".sdk"), theirs);
        } catch (Exception e) {
            Files.writeString(Path.of(out + ".err"), "java-sdk read: " + String.valueOf(e.getMessage()).split("\n")[0]);
            return;
        }
        try {
            Files.writeString(out, J2.writeValueAsString(J2.readValue(theirs, ours)));
        } catch (Exception e) {
            Files.writeString(Path.of(out + ".err"), "ours read java-sdk: " + String.valueOf(e.getMessage()).split("\n")[0]);
        }
    }
}
