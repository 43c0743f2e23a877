import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.type.TypeFactory;
import io.modelcontextprotocol.schema.CallToolResult;
import io.modelcontextprotocol.schema.ContentBlock;
import io.modelcontextprotocol.schema.InputRequiredResult;
import io.modelcontextprotocol.schema.JSONRPCRequest;
import io.modelcontextprotocol.schema.JsonNumber;
import io.modelcontextprotocol.schema.ListRootsRequest;
import io.modelcontextprotocol.schema.McpSpanning;
import io.modelcontextprotocol.schema.RequestId;
import io.modelcontextprotocol.schema.ServerResult;
import io.modelcontextprotocol.schema.TextContent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;

/**
 * The Java spanning layer's checks, with a plain ObjectMapper on jackson-databind 2.20.0.
 *
 * <p>{@code roundtrip <manifest>}: each row {@code spanningClass wireClass version input output};
 * writes {@code output.wire} (the wire class read and written back) and {@code output} (decoded
 * through the spanning layer as the version and encoded back), or {@code .err} beside either.
 *
 * <p>{@code checks}: one line per check of a version-specific field, constants and unknown keys.
 */
public final class SpanCheck {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final TypeFactory TYPES = MAPPER.getTypeFactory();
  private static final McpSpanning SPAN =
      new McpSpanning(MAPPER::readValue, MAPPER::writeValueAsString);

  public static void main(String[] args) throws Exception {
    if (args[0].equals("roundtrip")) {
      for (String row : Files.readAllLines(Path.of(args[1]))) {
        if (!row.isBlank()) {
          roundTrip(row.split("\t"));
        }
      }
    } else {
      checks();
    }
  }

  private static void roundTrip(String[] row) throws Exception {
    String text = Files.readString(Path.of(row[3]));
    Path out = Path.of(row[4]);
    // `map:<class>`: a map of that class (the spec's InputRequests).
    boolean map = row[0].startsWith("map:");
    try {
      Class<?> wire = Class.forName(row[1].replaceFirst("^map:", ""));
      JavaType type = TYPES.constructMapType(LinkedHashMap.class, String.class, wire);
      Object value = map ? MAPPER.readValue(text, type) : MAPPER.readValue(text, wire);
      Files.writeString(Path.of(row[4] + ".wire"), MAPPER.writeValueAsString(value));
    } catch (Exception e) {
      Files.writeString(Path.of(row[4] + ".wire.err"), why(e));
    }
    try {
      Class<?> spanning = Class.forName(row[0].replaceFirst("^map:", ""));
      Files.writeString(
          out,
          map
              ? SPAN.encodeMap(row[2], SPAN.decodeMap(spanning, row[2], text))
              : SPAN.encode(row[2], SPAN.decode(spanning, row[2], text)));
    } catch (Exception e) {
      Files.writeString(Path.of(row[4] + ".err"), why(e));
    }
  }

  /** The JSON pointer of a mapper's error (or a VersionException's), a tab, the message. */
  private static String why(Exception e) {
    if (e instanceof McpSpanning.VersionException v) {
      return v.pointer() + "\t" + v.getMessage();
    }
    if (e instanceof JsonMappingException m) {
      StringBuilder path = new StringBuilder();
      for (JsonMappingException.Reference r : m.getPath()) {
        path.append('/').append(r.getFieldName() != null ? r.getFieldName() : r.getIndex());
      }
      return path + "\t" + m.getOriginalMessage();
    }
    return "\t" + e;
  }

  private static void checks() throws Exception {
    String older = "2025-11-25";
    String newer = "2026-07-28";
    String text = "{\"content\":[{\"type\":\"text\",\"text\":\"x\"}],\"resultType\":\"complete\"}";
    CallToolResult read = SPAN.decode(CallToolResult.class, newer, text);
    ContentBlock block = read.content().get(0);
    System.out.println(
        "content block: " + block.getClass().getSimpleName() + " " + ((TextContent) block).text());
    System.out.println(
        "resultType versions: "
            + McpSpanning.fieldVersions(CallToolResult.class).get("resultType"));
    System.out.println(newer + ": " + SPAN.encode(newer, read));
    try {
      SPAN.encode(older, read);
      System.out.println(older + " refuses: false");
    } catch (McpSpanning.VersionException e) {
      System.out.println(older + " refuses: true at " + e.pointer());
    }
    CallToolResult asOlder = SPAN.decode(CallToolResult.class, older, text);
    System.out.println(
        "unknown key: field "
            + asOlder.resultType()
            + ", kept "
            + asOlder.unlistedProperties().keySet()
            + ", written back "
            + SPAN.encode(older, asOlder));
    CallToolResult built =
        CallToolResult.builder()
            .content(List.of(TextContent.builder().text("hi").build()))
            .isError(null)
            .build();
    System.out.println("tag defaulted: " + SPAN.encode(older, built));
    ListRootsRequest embedded =
        ListRootsRequest.builder().id(new RequestId.IntegerValue(1)).build();
    ListRootsRequest plain = ListRootsRequest.builder().build();
    System.out.println(
        "constants per version: " + SPAN.encode(older, embedded) + " " + SPAN.encode(newer, plain));
    CallToolResult extra =
        CallToolResult.builder()
            .content(List.of())
            .unlistedProperties("x", JsonNumber.of("1.50"))
            .build();
    System.out.println("extra keys: " + SPAN.encode(older, extra));
    CallToolResult changed = read.toBuilder().resultType(null).isError(true).build();
    System.out.println("toBuilder: " + SPAN.encode(older, changed));
    ServerResult server = SPAN.decode(ServerResult.class, newer, text);
    System.out.println(
        "server result: "
            + server.getClass().getSimpleName()
            + " "
            + ((TextContent) ((CallToolResult) server).content().get(0)).text()
            + ", written "
            + SPAN.encode(newer, server));
    String asked = "{\"resultType\":\"input_required\",\"inputRequests\":{}}";
    ServerResult input = SPAN.decode(ServerResult.class, newer, asked);
    System.out.println(
        "input required: "
            + (input instanceof InputRequiredResult)
            + " "
            + SPAN.encode(newer, input));
    String request = "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"ping\"}";
    JSONRPCRequest numbered = SPAN.decode(JSONRPCRequest.class, older, request);
    JSONRPCRequest named = SPAN.decode(JSONRPCRequest.class, older, request.replace("7", "\"a\""));
    System.out.println(
        "request ids: "
            + numbered.id()
            + " "
            + named.id()
            + " "
            + SPAN.encode(older, numbered.toBuilder().id(new RequestId.StringValue("b")).build()));
    try {
      SPAN.decode(CallToolResult.class, newer, "{\"content\":[{\"type\":\"text\",\"text\":5}]}");
      System.out.println("wire check: false");
    } catch (JsonMappingException e) {
      System.out.println("wire check: true at " + why(e).split("\t")[0]);
    }
  }
}
