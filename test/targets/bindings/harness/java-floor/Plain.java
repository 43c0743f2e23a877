import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Drives the generated Java bindings with a plain `new ObjectMapper()` (no feature changed), as a
 * user who reads the docs' one line would.
 *
 * Modes, each reading a manifest of tab-separated lines (class or "message", input, output):
 *   roundtrip PACKAGE MANIFEST: decode, encode to output; a failure is written to output.err.
 *   reject PACKAGE MANIFEST:    decode; writes the first error's JSON pointer and message (or "accepted") to output.
 *   version:                    prints the jackson-databind version on the classpath.
 *   builders:                   prints messages made with the generated builders, one a line.
 * A fourth argument "one-line" uses JsonMapper.builder().disable(MapperFeature.ALLOW_COERCION_OF_SCALARS).build().
 */
public final class Plain {
  /** Plain, or with the one line docs/bindings.md gives for refusing numbers written as strings too. */
  static ObjectMapper MAPPER = new ObjectMapper();

  public static void main(String[] args) throws Exception {
    if (args[0].equals("version")) {
      System.out.println("jackson-databind " + com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION);
      return;
    }
    if (args.length > 3 && args[3].equals("one-line")) {
      MAPPER = com.fasterxml.jackson.databind.json.JsonMapper.builder().disable(com.fasterxml.jackson.databind.MapperFeature.ALLOW_COERCION_OF_SCALARS).build();
    }
    if (args[0].equals("builders")) {
      builders();
      return;
    }
    String pkg = args[1];
    for (String line : Files.readAllLines(Path.of(args[2]), StandardCharsets.UTF_8)) {
      if (line.isBlank()) continue;
      String[] f = line.split("\t");
      String input = Files.readString(Path.of(f[1]), StandardCharsets.UTF_8);
      Path out = Path.of(f[2]);
      if (args[0].equals("roundtrip")) {
        try {
          Files.writeString(out, MAPPER.writeValueAsString(decode(pkg, f[0], input)));
        } catch (Exception e) {
          Files.writeString(Path.of(out + ".err"), String.valueOf(e.getMessage()).split("\n")[0]);
        }
      } else {
        Files.writeString(out, reject(pkg, f[0], input));
      }
    }
  }

  /** Messages made with the generated builders (constants preset, null where any JSON stands is JSON null), one a line. */
  static void builders() throws Exception {
    var text = io.modelcontextprotocol.schema.TextContent.builder().text("hi").build();
    System.out.println(MAPPER.writeValueAsString(text));
    var result = io.modelcontextprotocol.schema.CallToolResult.builder().resultType("complete").content(List.of(text)).structuredContent(null).build();
    System.out.println(MAPPER.writeValueAsString(result));
    var error = io.modelcontextprotocol.schema.Error.builder().code(-32603L).message("failed").data(null).build();
    var response = io.modelcontextprotocol.schema.JSONRPCErrorResponse.builder().id(new io.modelcontextprotocol.schema.RequestId.IntegerValue(7)).error(error).build();
    System.out.println(MAPPER.writeValueAsString(response));
    var number = io.modelcontextprotocol.schema.JsonNumber.class;
    var preferences = io.modelcontextprotocol.schema.ModelPreferences.builder().costPriority(io.modelcontextprotocol.schema.JsonNumber.of("1e3"))
        .speedPriority(io.modelcontextprotocol.schema.JsonNumber.of(0.5)).intelligencePriority(io.modelcontextprotocol.schema.JsonNumber.of(1)).build();
    System.out.println(MAPPER.writeValueAsString(preferences) + " " + preferences.costPriority().decimalValue().toPlainString() + " " + number.getSimpleName());
    try {
      io.modelcontextprotocol.schema.TextContent.builder().build();
      System.out.println("built without text");
    } catch (NullPointerException e) {
      System.out.println("refused: " + e.getMessage());
    }
  }

  @SuppressWarnings("unchecked")
  static Object decode(String pkg, String type, String input) throws Exception {
    if (type.startsWith("map:")) {
      // A map alias (`InputRequests`) has no class of its own: Map<String, member>.
      Class<?> values = Class.forName(pkg + "." + type.substring("map:".length()));
      return MAPPER.readValue(input, MAPPER.getTypeFactory().constructMapType(java.util.LinkedHashMap.class, String.class, values));
    }
    if (!type.equals("message")) return MAPPER.readValue(input, Class.forName(pkg + "." + type));
    Map<String, Object> map = MAPPER.readValue(input, Map.class);
    Class<?> cls = (Class<?>) Class.forName(pkg + ".McpMessages").getMethod("classOf", Map.class).invoke(null, map);
    if (cls == null) {
      // The envelope first (an id that is no RequestId is reported as such), then the unknown method.
      Class<?> envelope = (Class<?>) Class.forName(pkg + ".McpMessages").getMethod("envelopeClass", Map.class).invoke(null, map);
      if (envelope != null && map.containsKey("method")) MAPPER.readValue(input, envelope);
    }
    if (cls == null) throw new IllegalStateException(map.containsKey("method") ? "/method\tunknown method" : "\tnot a message");
    return MAPPER.readValue(input, cls);
  }

  /** The JSON pointer of the first error, as Jackson reports its path, the property named by the message. */
  static String reject(String pkg, String type, String input) {
    try {
      decode(pkg, type, input);
      return "accepted";
    } catch (JsonMappingException e) {
      StringBuilder b = new StringBuilder();
      for (JsonMappingException.Reference r : e.getPath()) b.append('/').append(r.getFieldName() != null ? escape(r.getFieldName()) : String.valueOf(r.getIndex()));
      String message = e.getOriginalMessage();
      var named = java.util.regex.Pattern.compile("problem: (\\S+) (must be |is required)|^Missing required creator property '([^']*)'").matcher(message);
      String path = b.toString();
      if (named.find()) {
        String property = escape(named.group(1) != null ? named.group(1) : named.group(3));
        if (!path.endsWith("/" + property)) path = path + "/" + property;
      }
      if (e instanceof com.fasterxml.jackson.databind.exc.InvalidTypeIdException t) {
        var info = t.getBaseType().getRawClass().getAnnotation(com.fasterxml.jackson.annotation.JsonTypeInfo.class);
        if (info != null && info.use() == com.fasterxml.jackson.annotation.JsonTypeInfo.Id.NAME && !path.endsWith("/" + info.property())) path = path + "/" + escape(info.property());
      }
      return path + "\t" + message.split("\n")[0];
    } catch (IllegalStateException e) {
      return e.getMessage();
    } catch (Exception e) {
      return "error without path: " + e;
    }
  }

  static String escape(String key) {
    return key.replace("~", "~0").replace("/", "~1");
  }
}
