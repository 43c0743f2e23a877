import { runtimeFile } from "../../../emit/moduleText.js";
import { javadocLines } from "./layout.js";

/** Java code the generator writes into the generated classes itself (no schema text): the runtime of the Java binding. */

/** The extra keys of the member built: the union's keys it does not declare (those present), then the others read. */
export const unlistedHelper = [
  "  private static Map<String, Object> unlisted(Map<String, Object> rest, Object... pairs) {",
  "    Map<String, Object> all = new LinkedHashMap<>();",
  "    for (int i = 0; i < pairs.length; i += 2) {",
  "      if (pairs[i + 1] != null) {",
  "        all.put((String) pairs[i], pairs[i + 1]);",
  "      }",
  "    }",
  "    if (rest != null) {",
  "      all.putAll(rest);",
  "    }",
  "    return all;",
  "  }",
];

/** The reader `decodeResult` takes and `decodeResult` itself: the generator's own code, no schema text. */
export const resultReader = [
  "",
  ...javadocLines(
    [
      "Reads a JSON value as a class, throwing {@code E} when it does not decode: a Jackson mapper's {@code readValue}, {@code convertValue} or {@code treeToValue} ({@code mapper::readValue}).",
    ],
    "  ",
  ),
  "  @FunctionalInterface",
  "  public interface ResultReader<T, E extends Exception> {",
  "    Object read(T value, Class<?> type) throws E;",
  "  }",
  "",
  ...javadocLines(
    [
      "The {@code result} of a response to a request for {@code method}, typed: read as the method's own result class, else as each other result its response may hold, in the order of {@link #resultClasses}; when none decodes, the own result's error is thrown. {@code null} for a method the schema does not know. With Jackson 2 or 3: {@code McpMessages.decodeResult(method, resultText, mapper::readValue)}, or {@code mapper::convertValue} on a parsed value.",
    ],
    "  ",
  ),
  "  public static <T, E extends Exception> Object decodeResult(",
  "      String method, T result, ResultReader<T, E> reader) throws E {",
  "    List<Class<?>> classes = resultClasses(method);",
  "    if (classes.isEmpty()) {",
  "      return null;",
  "    }",
  "    try {",
  "      return reader.read(result, classes.get(0));",
  "    } catch (Exception ownError) {",
  "      for (Class<?> other : classes.subList(1, classes.size())) {",
  "        try {",
  "          return reader.read(result, other);",
  "        } catch (Exception otherError) {",
  "          // The own result's error is the one reported.",
  "        }",
  "      }",
  "      throw ownError;",
  "    }",
  "  }",
];

/**
 * `JsonNull`: JSON `null` where any JSON may stand (an any-JSON field present as `null`), apart from absent (Java
 * `null`, not written), so `{"data": null}` is written back as read. A `Json` value (`Json.java`) like the others;
 * nulls inside a schema's maps and lists stay Java `null`.
 */
export const jsonNullLines = [
  ...javadocLines(
    [
      "JSON {@code null} where any JSON may stand: a field of any JSON present as {@code null} holds {@link #NULL}, an absent one Java {@code null}, so each is written back as read. Inside a {@link Json} object or array {@code null} is {@link #NULL} too; inside the schema's own maps and lists, Java {@code null}.",
    ],
    "",
  ),
  "public enum JsonNull implements Json {",
  "  /** The JSON value {@code null}. */",
  "  NULL;",
  "",
  "  /** Written as JSON {@code null}. */",
  "  @JsonValue",
  "  public Object json() {",
  "    return null;",
  "  }",
  "}",
];

/**
 * `JsonNumber`: a JSON number as its text on the wire (`1e3` stays `1e3`), the type of every schema `number`. A real
 * Java file shipped as templates/bindings/java/JsonNumber.java, its package line set to the output's.
 */
export const jsonNumberSource = (pkg: string): string => runtimeFile("bindings/java/JsonNumber.java").replace(/^package [\w.]+;$/m, `package ${pkg};`);

/**
 * `Json`: any JSON value as read (objects and arrays in order, numbers as `JsonNumber`, their text kept, `null` as
 * `JsonNull.NULL`), the type of every any-JSON field. A real Java file shipped as templates/bindings/java/Json.java.
 */
export const jsonSource = (pkg: string): string => runtimeFile("bindings/java/Json.java").replace(/^package [\w.]+;$/m, `package ${pkg};`);
